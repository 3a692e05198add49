import { spawn, type ChildProcess } from "node:child_process";
import type { Page } from "@playwright/test";
import { api, builtChunk, expect, gotoRoute, openHeaderSettings, test } from "./fixtures";

/**
 * Holds back the requests `matches` selects until the returned function is called (then they go
 * through, and so does every later one).
 */
async function holdRequests(
  page: Page,
  matches: RegExp | ((url: URL) => boolean),
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

interface ApiBlock {
  id: string;
  height: number;
}

test.describe("blocks list", () => {
  test("shows the newest blocks of the real chain, paged", async ({ page }) => {
    const { data } = await api<ApiBlock[]>("blocks?limit=1&orderBy=height:desc");
    const newest = data[0]!;
    await gotoRoute(page, "/blocks/1");
    await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
    await expect(page).toHaveTitle(/^Blocks - /);
    // the newest block (or a newer one, the chain moves every 8 s) is on page 1
    const heights = page.locator("table tbody tr td:nth-child(2)");
    const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
    if (!isMobile) {
      await expect(heights.first()).toBeVisible();
      const first = Number((await heights.first().innerText()).replace(/\D/g, ""));
      expect(first).toBeGreaterThanOrEqual(newest.height);
      await expect(page.locator("table tbody tr")).toHaveCount(25); // the default rows per page
    } else {
      await expect(
        page
          .getByRole("list")
          .filter({ has: page.getByText("Height") })
          .first(),
      ).toBeVisible();
    }
    // page 2 is a deep link
    await page
      .getByRole("link", { name: /Page 2/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/blocks\/2/);
  });

  test("sorts by height ascending and keeps the sort in the URL", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) < 768, "sort headers are in the desktop table");
    await gotoRoute(page, "/blocks/1");
    await page.getByRole("button", { name: "Height" }).click();
    await expect(page).toHaveURL(/sort=height%3Aasc|sort=height:asc/);
    await expect(page.locator("table tbody tr").first().locator("td").nth(1)).toHaveText("1");
    await expect(page.getByRole("columnheader", { name: "Height" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await page.reload();
    await expect(page.locator("table tbody tr").first().locator("td").nth(1)).toHaveText("1");
  });

  test("a non-digit page is the 404 page", async ({ page }) => {
    await gotoRoute(page, "/blocks/abc");
    await expect(page.getByText("Ooops!")).toBeVisible();
    await expect(page.getByText("Sorry, page not found")).toBeVisible();
  });
});

test.describe("block page", () => {
  test("shows a block with its previous and next links", async ({ page }) => {
    const { data } = await api<ApiBlock[]>("blocks?limit=1&orderBy=height:desc");
    const target = Math.max(3, Math.floor(data[0]!.height / 2));
    const block = (await api<ApiBlock[]>(`blocks?height=${target}&limit=1`)).data[0]!;
    // the heading's height is grouped ("Block 1,012"): compared by its digits
    const headingHeight = () =>
      page
        .getByRole("heading", { level: 1 })
        .innerText()
        .then((text) => text.replace(/\D/g, ""));
    await gotoRoute(page, `/block/${block.id}`);
    await expect.poll(headingHeight).toBe(String(target));
    await expect(page.getByText(block.id, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Previous block" }).click();
    await expect.poll(headingHeight).toBe(String(target - 1));
    await page.getByRole("link", { name: "Next block" }).click();
    await expect.poll(headingHeight).toBe(String(target));
  });

  test("an unknown block id says it could not be found", async ({ page }) => {
    await gotoRoute(page, "/block/12345678901234567890");
    await expect(
      page.getByText("Sorry, block 12345678901234567890 could not be found on the blockchain"),
    ).toBeVisible();
  });
});

test.describe("routing", () => {
  test("unknown paths go to /404", async ({ page }) => {
    await gotoRoute(page, "/no/such/page");
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByText("Ooops!")).toBeVisible();
  });

  test("redirects and legacy aliases", async ({ page }) => {
    await gotoRoute(page, "/blocks");
    await expect(page).toHaveURL(/#\/blocks\/1$/);
    const { data } = await api<{ address: string }[]>("wallets/top?limit=1");
    await gotoRoute(page, `/address/${data[0]!.address}`);
    await expect(page).toHaveURL(new RegExp(`#/wallets/${data[0]!.address}`));
    await gotoRoute(page, "/topAccounts");
    await expect(page).toHaveURL(/#\/top-wallets\/1$/);
    await gotoRoute(page, "/delegateMonitor");
    await expect(page).toHaveURL(/#\/delegate-monitor$/);
  });
});

test("night mode persists across a reload", async ({ page }) => {
  await gotoRoute(page, "/blocks/1");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await openHeaderSettings(page);
  await page.getByRole("button", { name: "Night mode" }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await openHeaderSettings(page);
  await expect(page.getByRole("button", { name: "Night mode" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("before the scripts run, the static shell paints in the stored night mode, then the app replaces it", async ({
  page,
}) => {
  await gotoRoute(page, "/blocks/1");
  await openHeaderSettings(page);
  await page.getByRole("button", { name: "Night mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // the app's scripts held back: what index.html paints by itself
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.reload({ waitUntil: "commit" });
  await expect(page.locator("#root img[src='./favicon.svg']")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // read once the (render-blocking) stylesheet applied: before that nothing is painted, and the
  // computed colour of the not-yet-styled shell is transparent
  const shellBar = page.locator("#root > div[aria-hidden='true'] > div").first();
  await expect
    .poll(() => shellBar.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe("rgba(0, 0, 0, 0)");
  const shellBackground = await shellBar.evaluate((el) => getComputedStyle(el).backgroundColor);
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
  await expect(page.locator("#root > div[aria-hidden='true']")).toHaveCount(0);
  // the shell's header had the night surface colour of the real header
  const headerBackground = await page
    .locator("header")
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(shellBackground).toBe(headerBackground);
});

test("a hash change while the app is still starting is not lost", async ({ page }) => {
  // the home page chunk held back: the first (time-sliced) render cannot finish yet
  const isHomeChunk = builtChunk("src/features/home/pages/HomePage.tsx");
  const release = await holdRequests(page, isHomeChunk);
  const requested = page.waitForRequest((request) => isHomeChunk(new URL(request.url())));
  await page.goto("./#/", { waitUntil: "commit" });
  await requested;
  await page.evaluate(() => {
    window.location.hash = "#/blocks/1";
  });
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
  await expect(page).toHaveURL(/#\/blocks\/1$/);
});

test("a first page whose code lands while the app's first render is under way is shown", async ({
  page,
}) => {
  // the blocks page's chunk held back past the start-up's wait for it (1.5 s): the app renders
  // its frame without the page
  const release = await holdRequests(page, builtChunk("src/features/blocks/pages/BlocksPage.tsx"));
  // the chunk is let through the moment React starts rendering the frame (its first <header>
  // element), so it lands while the first render is still under way: the router's navigation
  // completes before React shows the tree and listens to the router
  await page.exposeFunction("__frameRenders", () => release());
  await page.addInitScript(() => {
    const create = Document.prototype.createElement;
    let told = false;
    Document.prototype.createElement = function (
      this: Document,
      tag: string,
      options?: ElementCreationOptions,
    ) {
      if (
        !told &&
        tag.toLowerCase() === "header" &&
        document.getElementById("root")?.querySelector("[aria-hidden='true']")
      ) {
        told = true;
        (window as unknown as { __frameRenders: () => void }).__frameRenders();
      }
      return create.call(this, tag, options);
    } as typeof Document.prototype.createElement;
  });
  // a slower phone's main thread: the first render takes long enough for the chunk to land in it
  // (when the router's provider listened only after a time-sliced first render, the screen could
  // stay on the loading frame)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
  await page.goto("./#/blocks/1", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

test("a first page whose code is slow shows the frame and a loading indicator meanwhile", async ({
  page,
}) => {
  const release = await holdRequests(page, builtChunk("src/features/blocks/pages/BlocksPage.tsx"));
  await page.goto("./#/blocks/1", { waitUntil: "commit" });
  // after the start-up's 1.5 s wait: the header, and the loading indicator in <main>
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.locator("main").getByRole("status", { name: "Loading" })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
  await expect(page.locator("main")).toHaveAttribute("aria-busy", "false");
});

test.describe("served from the site root too", () => {
  let server: ChildProcess | undefined;
  let port = 0;
  // a port per worker: the desktop and the phone project may run this at the same time, and one
  // worker's server must not answer (or stop under) the other's test. Not 4190: fetch refuses it
  // (a "bad port" of the Fetch standard), so the wait below never saw the server up
  test.beforeAll(async () => {
    port = Number(process.env.E2E_ROOT_PORT ?? 4191) + test.info().parallelIndex;
    server = spawn(
      "node",
      [
        "scripts/serve.mjs",
        "--port",
        String(port),
        "--base",
        "/",
        "--dir",
        process.env.E2E_DIST ?? "dist",
        "--config",
        "e2e/config.e2e.json",
      ],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the build's server on port ${port} did not start`);
  });
  test.afterAll(() => {
    server?.kill();
  });
  test("the same build works under /", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/#/blocks/1`);
    await expect(page.getByRole("heading", { level: 1, name: "Blocks" })).toBeVisible();
    await expect(page.getByTestId("network-height")).toHaveText(/\d/);
  });
});
