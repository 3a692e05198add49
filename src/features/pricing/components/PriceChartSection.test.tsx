import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import { NetworkStateProvider } from "@/shared/network/useNetwork";
import { PRESETS, type NetworkConfig } from "@/shared/network/presets";
import { DEFAULT_PREFERENCES, usePreferences } from "@/shared/preferences/store";
import { useFiat } from "../hooks/fiat-context";
import { FiatProvider } from "./FiatProvider";
import { PriceChartSection } from "./PriceChartSection";
import { PricingHeader } from "./PricingHeader";

vi.mock("./PriceChartPlot", () => ({
  default: ({ points, type }: { points: unknown[]; type: string }) => (
    <div data-testid="plot">
      {type}:{points.length}
    </div>
  ),
}));

const config: NetworkConfig = {
  ...PRESETS.mainnet,
  priceApi: "http://prices.test",
  knownWallets: null,
};

function wrapper(cfg: NetworkConfig, { fiat = false }: { fiat?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NetworkConfigProvider config={cfg}>
        <QueryClientProvider client={client}>
          <NetworkStateProvider>
            <I18nProvider i18n={i18n}>
              {fiat ? <FiatProvider>{children}</FiatProvider> : children}
            </I18nProvider>
          </NetworkStateProvider>
        </QueryClientProvider>
      </NetworkConfigProvider>
    );
  };
}

let mode: "success" | "error" = "success";
const requests: URL[] = [];

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en-US", messages: {} });
  usePreferences.setState({ ...DEFAULT_PREFERENCES });
  mode = "success";
  requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input);
      requests.push(url);
      if (mode === "error") return new Response('{"Response":"Error","Message":"limit"}');
      if (url.pathname === "/data/price")
        return new Response(JSON.stringify({ [url.searchParams.get("tsyms") ?? ""]: 0.5 }));
      const n = Number(url.searchParams.get("limit") ?? 9) + 1;
      const rows = Array.from({ length: n }, (_, i) => ({
        time: 1_700_000_000 + i * 3600,
        close: 0.5 + i / 100,
        volumeto: 100 * (i + 1),
      }));
      return new Response(JSON.stringify({ Response: "Success", Data: { Data: rows } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PriceChartSection", () => {
  it("renders the day set, switches period and type (stored), with a text summary", async () => {
    const user = userEvent.setup();
    render(<PriceChartSection />, { wrapper: wrapper(config) });
    expect(await screen.findByTestId("plot")).toHaveTextContent("price:24");
    expect(screen.getByRole("heading", { name: "ARK price in USD" })).toBeInTheDocument();
    expect(screen.getByTestId("price-chart-summary")).toHaveTextContent(
      /Low \$0\.50, high \$0\.73, change 46\.00%/,
    );
    expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Week" }));
    expect(await screen.findByTestId("plot")).toHaveTextContent("price:7");
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    expect(usePreferences.getState().priceChartOptions).toEqual({
      enabled: true,
      period: "week",
      type: "price",
    });
    const last = requests.at(-1);
    expect(last?.pathname).toBe("/data/v2/histoday");
    expect(last?.searchParams.get("limit")).toBe("6");

    await user.click(screen.getByRole("button", { name: "Volume" }));
    expect(await screen.findByTestId("plot")).toHaveTextContent("volume:7");
    expect(screen.getByRole("heading", { name: "ARK volume in USD" })).toBeInTheDocument();
  });

  it("shows 'The chart data could not be loaded' and recovers with 'Reload chart'", async () => {
    const user = userEvent.setup();
    mode = "error";
    render(<PriceChartSection />, { wrapper: wrapper(config) });
    expect(await screen.findByText("The chart data could not be loaded")).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
    mode = "success";
    await user.click(screen.getByRole("button", { name: "Reload chart" }));
    expect(await screen.findByTestId("plot")).toHaveTextContent("price:24");
    expect(screen.queryByText("The chart data could not be loaded")).not.toBeInTheDocument();
  });

  it("renders nothing and requests nothing when prices are off or the chart is toggled off", async () => {
    const { container, unmount } = render(<PriceChartSection />, {
      wrapper: wrapper({ ...config, priceApi: null }),
    });
    expect(container).toBeEmptyDOMElement();
    unmount();
    usePreferences.setState({
      priceChartOptions: { enabled: false, period: "day", type: "price" },
    });
    const second = render(<PriceChartSection />, { wrapper: wrapper(config) });
    expect(second.container).toBeEmptyDOMElement();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(requests).toHaveLength(0);
  });
});

describe("PricingHeader and useFiat", () => {
  it("offers the token plus the configured currencies; choosing one changes the fiat values", async () => {
    const user = userEvent.setup();
    const Wrapper = wrapper(config);
    render(
      <Wrapper>
        <PricingHeader />
      </Wrapper>,
    );
    const picker = screen.getByRole("combobox", { name: "Currency" });
    expect(picker).toHaveValue("USD");
    const names = Array.from((picker as HTMLSelectElement).options).map((o) => o.value);
    expect(names[0]).toBe("ARK");
    expect(names).toEqual(expect.arrayContaining(["AUD", "BRL", "BTC", "EUR", "USD", "RUB"]));
    const toggle = screen.getByRole("button", { name: "Price chart" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await waitFor(() =>
      expect(requests.some((u) => u.searchParams.get("tsyms") === "USD")).toBe(true),
    );
    await user.selectOptions(picker, "BTC");
    expect(usePreferences.getState()).toMatchObject({ currencyName: "BTC", currencySymbol: "Ƀ" });
    await waitFor(() =>
      expect(requests.some((u) => u.searchParams.get("tsyms") === "BTC")).toBe(true),
    );
  });

  it("useFiat formats in the chosen currency; null when prices are off or the token is chosen", async () => {
    const { result } = renderHook(() => useFiat(), { wrapper: wrapper(config, { fiat: true }) });
    await waitFor(() => expect(result.current("200000000")).toBe("$1.00"));
    act(() => usePreferences.getState().setCurrency("ARK", "Ѧ"));
    expect(result.current("200000000")).toBeNull();
    const off = renderHook(() => useFiat(), {
      wrapper: wrapper({ ...config, priceApi: null }, { fiat: true }),
    });
    expect(off.result.current("200000000")).toBeNull();
  });
});
