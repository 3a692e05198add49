import type { Page } from "@playwright/test";
import {
  builtChunk,
  dataRows,
  expect,
  gotoRoute,
  openHeaderSettings,
  servePriceConfig,
  test,
} from "./fixtures";

/**
 * Prices, currencies and the price chart against the local price-service stub
 * (e2e/stubs/price-service.mjs, CryptoCompare response shapes). The e2e config has no price
 * service; each test serves a config.json that enables one (alias Main = listed) on its own stub
 * session, so the stub's mode (success / error / hang) never leaks between tests.
 */
/** Serves a price-service config on a fresh stub session; drives and reads that session. */
async function withPrices(page: Page) {
  const { priceApi } = await servePriceConfig(page);
  const setMode = async (mode: "success" | "error" | "hang") => {
    const res = await fetch(`${priceApi}/__mode`, {
      method: "POST",
      body: JSON.stringify({ mode }),
    });
    expect(res.ok).toBe(true);
  };
  const log = async () =>
    (await (await fetch(`${priceApi}/__log`)).json()) as {
      requests: { path: string; query: Record<string, string> }[];
      maxInFlight: number;
    };
  return { setMode, log };
}

const chart = (page: Page) => page.getByTestId("price-chart");
const plot = (page: Page) => page.getByTestId("price-chart-plot");

test.describe("pricing", () => {
  test("when the pricing code cannot be loaded the explorer goes on without prices", async ({
    page,
  }) => {
    await withPrices(page);
    // the lazily loaded pricing chunk of the shell (header controls, market cap, fiat values)
    let aborted = 0;
    await page.route(builtChunk("pricing-runtime"), (route) => {
      aborted += 1;
      return route.abort();
    });
    await gotoRoute(page, "/");
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByTestId("network-height")).toHaveText(/\d/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("currency-picker")).toHaveCount(0);
    expect(aborted).toBeGreaterThan(0);
  });

  test("the chart renders, switches period and type, with tooltip and summary", async ({
    page,
  }) => {
    const stub = await withPrices(page);
    await gotoRoute(page, "/");
    await expect(plot(page)).toHaveAttribute("data-points", "24");
    await expect(plot(page).locator("path.recharts-area-area")).toBeVisible();
    await expect(chart(page).getByRole("button", { name: "Day" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("price-chart-summary")).toHaveText(
      /Low \S+, high \S+, change -?[\d.]+%/,
    );

    // tooltip with date and value; on a phone the chart sits below the summary cards, and a
    // pointer outside the viewport hovers nothing
    await expect(page.getByRole("region", { name: "Chain summary" })).toBeVisible();
    await plot(page).scrollIntoViewIfNeeded();
    const box = await plot(page).boundingBox();
    if (!box) throw new Error("no plot box");
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(plot(page).locator(".recharts-tooltip-wrapper")).toContainText(
      /Price: \$0\.\d{2,4}/,
    );

    await chart(page).getByRole("button", { name: "Week" }).click();
    await expect(plot(page)).toHaveAttribute("data-points", "7");
    await expect(chart(page).getByRole("button", { name: "Week" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await chart(page).getByRole("button", { name: "Year" }).click();
    await expect(plot(page)).toHaveAttribute("data-points", "365");

    await chart(page).getByRole("button", { name: "Volume" }).click();
    await expect(plot(page).locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(chart(page).getByRole("heading")).toHaveText(/volume in USD/);

    // options persist over a reload
    await page.reload();
    await expect(chart(page).getByRole("button", { name: "Volume" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(chart(page).getByRole("button", { name: "Year" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const { requests, maxInFlight } = await stub.log();
    expect(maxInFlight).toBe(1); // calls are serialised: one in flight at a time
    const hist = requests.filter((r) => r.path.startsWith("data/v2/"));
    expect(hist.find((r) => r.path === "data/v2/histohour")?.query.limit).toBe("23");
    expect(hist.some((r) => r.path === "data/v2/histoday" && r.query.limit === "6")).toBe(true);
    expect(hist.some((r) => r.path === "data/v2/histoday" && r.query.limit === "364")).toBe(true);
  });

  test("the currency picker changes the fiat values and the chart's quote", async ({ page }) => {
    const stub = await withPrices(page);
    await gotoRoute(page, "/");
    await openHeaderSettings(page);
    const picker = page.getByRole("combobox", { name: "Currency" });
    await expect(picker).toHaveValue("USD");
    const mobile = (page.viewportSize()?.width ?? 1280) < 768;
    const value = page.getByTestId(mobile ? "token-rate" : "market-cap");
    await expect(value).toContainText("$");
    await picker.selectOption("EUR");
    await expect(value).toContainText("€");
    await expect(chart(page).getByRole("heading")).toHaveText(/in EUR/);
    await picker.selectOption("BTC");
    await expect(value).toContainText("Ƀ");
    // the token itself: no fiat (market cap hidden), the chart quotes in USD
    await picker.selectOption({ index: 0 });
    await expect(value).toHaveCount(0);
    await expect(chart(page).getByRole("heading")).toHaveText(/in USD/);
    const { requests } = await stub.log();
    expect(requests.some((r) => r.path === "data/price" && r.query.tsyms === "EUR")).toBe(true);
  });

  test("an error answer shows 'The chart data could not be loaded'; 'Reload chart' recovers", async ({
    page,
  }) => {
    const stub = await withPrices(page);
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await stub.setMode("error");
    await gotoRoute(page, "/");
    await expect(chart(page).getByText("The chart data could not be loaded")).toBeVisible();
    // the failing rate call is only logged, never shown
    await expect(page.getByTestId("market-cap")).toHaveCount(0);
    expect(
      warnings.some((w) => w.includes("[pricing]") && w.includes("rate limit exceeded (stub)")),
    ).toBe(true);
    await stub.setMode("success");
    await chart(page).getByRole("button", { name: "Reload chart" }).click();
    await expect(plot(page)).toHaveAttribute("data-points", "24");
    await expect(chart(page).getByText("The chart data could not be loaded")).toHaveCount(0);
  });

  test("a hanging service times out into the chart error, then recovers", async ({ page }) => {
    // calls are serialised: the reload waits behind the hung calls' 8 s time-outs
    test.setTimeout(180_000);
    const stub = await withPrices(page);
    await stub.setMode("hang");
    await gotoRoute(page, "/");
    await expect(chart(page).getByText("The chart data could not be loaded")).toBeVisible({
      timeout: 45_000,
    });
    await stub.setMode("success");
    await chart(page).getByRole("button", { name: "Reload chart" }).click();
    await expect(plot(page)).toHaveAttribute("data-points", "24", { timeout: 90_000 });
  });

  test("the price-chart toggle hides and shows the chart", async ({ page }) => {
    await withPrices(page);
    await gotoRoute(page, "/");
    await expect(plot(page)).toBeVisible();
    await openHeaderSettings(page);
    const toggle = page.getByRole("button", { name: "Price chart" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(chart(page)).toHaveCount(0);
    await toggle.click();
    await expect(plot(page)).toBeVisible();
  });

  test("without a price service: no picker, no chart, no price requests", async ({ page }) => {
    const priceCalls: string[] = [];
    page.on("request", (r) => r.url().includes("/price/") && priceCalls.push(r.url()));
    await gotoRoute(page, "/");
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Price chart" })).toHaveCount(0);
    await expect(chart(page)).toHaveCount(0);
    await expect(page.getByTestId("market-cap")).toHaveCount(0);
    expect(priceCalls).toEqual([]);
  });
});
