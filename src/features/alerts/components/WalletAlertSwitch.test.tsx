import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePreferences } from "@/shared/preferences/store";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { WatchButton } from "@/features/wallets/components/WatchButton";
import { AlertToggle } from "./AlertToggle";
import { WalletAlertSwitch } from "./WalletAlertSwitch";

const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";

/** A stand-in for the browser's Notification API with a given permission and answer. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal("Notification", { permission, requestPermission });
  return requestPermission;
}

describe("alerts offered on a wallet page", () => {
  beforeEach(() =>
    usePreferences.setState({ watchlist: [], watchAlerts: [], alertNotifications: false }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("offers the alerts switch once the wallet is watched, off at first", () => {
    fakeNotifications("default", "granted");
    renderWithI18n(
      <>
        <WalletAlertSwitch address={ADDRESS} />
        <WatchButton address={ADDRESS} />
      </>,
    );
    expect(screen.queryByRole("switch")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Watch" }));
    const toggle = screen.getByRole("switch", { name: "Notify me of new transactions" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  it("turns the wallet's alerts on and asks the browser's permission only then", async () => {
    const ask = fakeNotifications("default", "granted");
    usePreferences.setState({ watchlist: [ADDRESS] });
    renderWithI18n(<WalletAlertSwitch address={ADDRESS} />);
    expect(ask).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("switch", { name: "Notify me of new transactions" }));
    expect(usePreferences.getState().watchAlerts).toEqual([ADDRESS]);
    await waitFor(() => expect(usePreferences.getState().alertNotifications).toBe(true));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    fireEvent.click(screen.getByRole("switch"));
    expect(usePreferences.getState().watchAlerts).toEqual([]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("says where alerts go when the browser refuses notifications", async () => {
    const ask = fakeNotifications("default", "denied");
    usePreferences.setState({ watchlist: [ADDRESS] });
    renderWithI18n(<WalletAlertSwitch address={ADDRESS} />);
    fireEvent.click(screen.getByRole("switch"));
    expect(
      await screen.findByText(
        "Notifications are blocked in the browser; alerts are listed under the bell.",
      ),
    ).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(usePreferences.getState().watchAlerts).toEqual([ADDRESS]);
    expect(usePreferences.getState().alertNotifications).toBe(false);
  });

  it("turns browser notifications on without asking when the permission was already granted", async () => {
    const ask = fakeNotifications("granted", "granted");
    usePreferences.setState({ watchlist: [ADDRESS] });
    renderWithI18n(<WalletAlertSwitch address={ADDRESS} />);
    fireEvent.click(screen.getByRole("switch"));
    await waitFor(() => expect(usePreferences.getState().alertNotifications).toBe(true));
    expect(ask).not.toHaveBeenCalled();
  });

  it("never asks when the permission was already refused", () => {
    const ask = fakeNotifications("denied", "denied");
    usePreferences.setState({ watchlist: [ADDRESS] });
    renderWithI18n(<WalletAlertSwitch address={ADDRESS} />);
    fireEvent.click(screen.getByRole("switch"));
    expect(ask).not.toHaveBeenCalled();
    expect(usePreferences.getState().watchAlerts).toEqual([ADDRESS]);
  });
});

describe("the watchlist's alerts toggle", () => {
  beforeEach(() => usePreferences.setState({ watchlist: [ADDRESS], watchAlerts: [] }));

  it("shows its state by text, icon and a filled look", () => {
    renderWithI18n(<AlertToggle address={ADDRESS} who="genesis_1" />);
    const off = screen.getByRole("button", { name: "Alerts off for genesis_1" });
    expect(off).toHaveAttribute("aria-pressed", "false");
    expect(off.className).not.toMatch(/\bbg-accent\b/);
    const offIcon = off.querySelector("svg path")?.getAttribute("d");
    fireEvent.click(off);
    const on = screen.getByRole("button", { name: "Alerts on for genesis_1" });
    expect(on).toHaveAttribute("aria-pressed", "true");
    expect(on.className).toMatch(/\bbg-accent\b/);
    expect(on.querySelector("svg path")?.getAttribute("d")).not.toBe(offIcon);
  });
});
