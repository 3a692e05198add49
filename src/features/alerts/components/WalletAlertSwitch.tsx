import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";

type Permission = NotificationPermission | "unsupported";

const permissionNow = (): Permission =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * The alerts offer next to a watched wallet's "Watching" button: a switch (`role="switch"`, its
 * knob and bell say on or off without colour) "Notify me of new transactions" that turns this
 * wallet's alerts on or off. Turning it on asks the browser's notification permission only when it
 * was never asked, and turns browser notifications on once it is granted; a refused or missing
 * permission is said, alerts then being listed under the header's bell. Renders nothing for a
 * wallet that is not watched.
 */
export function WalletAlertSwitch({ address }: { address: string }) {
  const { t } = useLingui();
  const watched = usePreferences((s) => s.watchlist.includes(address));
  const on = usePreferences((s) => s.watchAlerts.includes(address));
  const notifications = usePreferences((s) => s.alertNotifications);
  const setWatchAlert = usePreferences((s) => s.setWatchAlert);
  const setNotifications = usePreferences((s) => s.setAlertNotifications);
  const [permission, setPermission] = useState<Permission>(permissionNow);
  if (!watched) return null;

  const toggle = async () => {
    setWatchAlert(address, !on);
    if (on || permission === "unsupported" || permission === "denied") return;
    const answer = permission === "granted" ? "granted" : await Notification.requestPermission();
    setPermission(answer);
    if (answer === "granted") setNotifications(true);
  };

  const note =
    !on || (notifications && permission === "granted") ? null : permission === "denied" ? (
      <Trans>Notifications are blocked in the browser; alerts are listed under the bell.</Trans>
    ) : (
      <Trans>Alerts are listed under the bell while an explorer tab is open.</Trans>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => void toggle()}
        className="group inline-flex items-center gap-2 rounded px-1 py-1 text-text hover:bg-surface-2"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors ${
            on ? "border-accent bg-accent" : "border-control-border bg-surface-2"
          }`}
        >
          <span
            className={`absolute size-3.5 rounded-full transition-transform ${
              on ? "translate-x-[1.125rem] bg-accent-contrast" : "translate-x-0.5 bg-muted"
            }`}
          />
        </span>
        <Icon name={on ? "bell" : "bell-off"} className={`size-4 ${on ? "" : "text-muted"}`} />
        <span>{t`Notify me of new transactions`}</span>
      </button>
      {note ? <span className="text-muted">{note}</span> : null}
    </div>
  );
}
