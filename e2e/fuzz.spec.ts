import type { Page, Request } from "@playwright/test";
import { API, expect, readManifest, test } from "./fixtures";

/**
 * Route parameter fuzzing (URLs are user input): every parameterised route with unicode, 10 kB
 * strings, negative and huge numbers, NUL, path traversal, markup and emoji → the 404 page, the
 * not-found message or a redirect; never a crash (no pageerror, no error boundary), never a blank
 * page; and every request to the ARK API keeps its path under /api/ with the input URL-encoded.
 */

/** Raw route-parameter values, written into the hash as they are (the router decodes them). */
const JUNK: Record<string, string> = {
  unicode: "ünïcødé-ДЖЯ-中文",
  long: "a".repeat(10_240),
  negative: "-1",
  huge: "99999999999999999999999999999999",
  exponent: "1e400",
  fraction: "1.5",
  nul: "%00",
  traversal: "..%2F..%2F..%2Fnode%2Fconfiguration",
  dots: "..",
  encodedDots: "%2E%2E",
  encodedDot: "%2e",
  markup: "%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E",
  emoji: "🚀💥",
  spaces: "a%20b%09c",
  quote: "%22%27%60",
  backslash: "..%5C..%5C",
};

const ORIGIN = new URL(API).origin;

/** Route templates: `{}` is replaced by the junk value; `{addr}` by a real wallet address. */
function routes(): string[] {
  const address = readManifest().wallets.sender.address as string;
  const block = "1";
  return [
    "/block/{}",
    `/block/{}/transactions/1`,
    `/block/${block}/transactions/{}`,
    "/transaction/{}",
    "/tx/{}",
    "/wallets/{}",
    "/address/{}",
    "/wallets/{}/voters/1",
    `/wallets/${address}/voters/{}`,
    "/wallets/{}/blocks/1",
    `/wallets/${address}/blocks/{}`,
    "/wallets/{}/transactions/all/1",
    `/wallets/${address}/transactions/{}/1`,
    `/wallets/${address}/transactions/all/{}`,
    "/blocks/{}",
    "/transactions/{}",
    "/top-wallets/{}",
    "/delegates/{}",
    "/delegates/resigned/{}",
    "/businesses/{}",
    "/bridgechains/{}",
    "/advanced-search/{}",
  ];
}

/** The checks on one request to the ARK API: path under /api/, no raw unsafe characters. */
function badApiRequest(req: Request): string | null {
  const url = req.url();
  if (!url.startsWith(ORIGIN)) return null;
  const u = new URL(url);
  if (!u.pathname.startsWith("/api/")) return `path left /api/: ${url.slice(0, 200)}`;
  const raw = url.slice(ORIGIN.length);
  if (!/^[\x21-\x7e]*$/.test(raw) || /[<>"`\\ ]/.test(raw))
    return `unencoded characters: ${url.slice(0, 200)}`;
  for (const seg of u.pathname.split("/")) {
    const decoded = (() => {
      try {
        return decodeURIComponent(seg);
      } catch {
        return seg;
      }
    })();
    if (seg === "." || seg === ".." || decoded === "." || decoded === "..")
      return `dot segment: ${url.slice(0, 200)}`;
  }
  if (url.length > 4096) return `request built from a 10 kB input (${url.length} chars)`;
  return null;
}

/** Collects page errors, API request violations and console errors for the whole test. */
function watch(page: Page, allow?: RegExp) {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("request", (r) => {
    const bad = badApiRequest(r);
    if (bad) problems.push(bad);
  });
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    // a 404 answer for an unknown id is the expected path, and the browser logs it
    if (/Failed to load resource: the server responded with a status of (404|422)/.test(text))
      return;
    if (allow?.test(text)) return;
    problems.push(`console: ${text.slice(0, 200)}`);
  });
  return problems;
}

/** Waits for the page to settle and classifies it. */
async function outcome(page: Page, requested: string) {
  const main = page.locator("main");
  await expect(main).toBeVisible();
  // something is shown: a heading (the 404 page's "Ooops!" or the page's own)
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  // spinners gone: either the not-found message or the page's content; gone for half a second,
  // as a table's loading skeleton can appear just after the page's heading
  const loading = page.getByRole("status", { name: /loading/i });
  for (let i = 0; i < 30; i++) {
    if ((await loading.count()) === 0) {
      await page.waitForTimeout(500);
      if ((await loading.count()) === 0) break;
    } else await page.waitForTimeout(500);
  }
  const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
  const text = (await main.innerText()).trim();
  return {
    hash,
    text,
    notFound:
      hash === "/404" ||
      /Sorry, page not found|could not be found|is not a valid address or delegate name/.test(text),
    redirected: hash !== decodeURIComponent(requested),
    crashed: /Something went wrong|Loading chunk/.test(text),
  };
}

test.describe("route parameter fuzzing", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 1280) < 768,
    "routing is viewport independent: desktop only",
  );
  test.describe.configure({ mode: "parallel" });

  for (const template of routes()) {
    test(`${template} with junk parameters`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = watch(page);
      await page.goto("./#/404");
      for (const [name, value] of Object.entries(JUNK)) {
        const route = template.replace("{}", value);
        await page.goto(`./#${route}`);
        const o = await outcome(page, route);
        expect(o.text.length, `${name}: not blank`).toBeGreaterThan(0);
        expect(o.crashed, `${name}: no error boundary (${o.text.slice(0, 120)})`).toBe(false);
        expect(
          o.notFound || o.redirected,
          `${name}: 404, not found or a redirect — got ${o.hash.slice(0, 80)}: ${o.text.slice(0, 120)}`,
        ).toBe(true);
        expect(problems, `${name} on ${template}`).toEqual([]);
      }
    });
  }

  test('dot-only wallet ids: "not a valid address or delegate name", and no request for another endpoint', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(API)) asked.push(r.url().slice(API.length));
    });
    await page.goto("./#/404");
    // the browser resolves `delegates/../blocks` to `blocks` and `wallets/.` to `wallets/`: the
    // node would answer the chain's block list or a 404 for another endpoint than the page means
    for (const route of [
      "/wallets/%2E%2E/blocks/1",
      "/wallets/%2E",
      "/wallets/%2E%2E",
      "/wallets/%2e%2E/voters/1",
      "/wallets/.%2E/transactions/all/1",
    ]) {
      asked.length = 0;
      await page.goto(`./#${route}`);
      const message = page.locator("main").getByText(/is not a valid address or delegate name/);
      await expect(message, route).toBeVisible();
      await expect(message).toContainText(
        /^Sorry, \.{1,2} is not a valid address or delegate name$/,
      );
      await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
      await page.waitForTimeout(500);
      // the layout's own requests stay (the height poll reads `blocks?limit=1`); none of the page's
      const wrong = asked.filter((path) => {
        const url = new URL(`http://x${path}`);
        if (url.pathname === "/blocks") return url.searchParams.get("limit") !== "1";
        return /^\/(wallets|delegates)\/|^\/wallets$|^\/?$|^\/(transactions|voters|locks)$/.test(
          url.pathname,
        );
      });
      test.info().annotations.push({ type: route, description: asked.join(", ") });
      expect(wrong, `${route}: ${asked.join(", ")}`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  test("/advanced-search with junk query parameters", async ({ page }) => {
    test.setTimeout(120_000);
    // a once-per-session probe of the 2.6 POST search (when the node configuration did not say 3.x
    // first) fails its CORS preflight on 3.x (by design,
    // src/shared/api/capabilities.ts); the browser logs that itself
    const problems = watch(page, /blocked by CORS policy|net::ERR_FAILED/);
    const queries = [
      "kind=transactions&senderId=%3Cscript%3E&recipientId=..%2F..%2F&amount.from=-1&amount.to=1e400&vendorField=%00",
      "kind=blocks&height.from=99999999999999999999999&height.to=-5&generatorPublicKey=%F0%9F%9A%80&id=" +
        "f".repeat(10_240),
      "kind=wallets&address=%E2%80%AEevil&balance.from=NaN&vote=..%5C..%5C&username=%22%27%60",
      "kind=%3Csvg%20onload%3Dalert(1)%3E&limit=-1&sort=%00:desc&page=1e9",
      "kind=transactions&type=999&typeGroup=-1&timestamp.from=not-a-date&timestamp.to=%00",
      "kind=transactions&limit=99999999&sort=..%2F:asc",
    ];
    await page.goto("./#/404");
    for (const q of queries) {
      await page.goto(`./#/advanced-search/1?${q}`);
      await expect(page.getByRole("heading", { level: 1, name: "Advanced search" })).toBeVisible();
      await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
      const text = await page.locator("main").innerText();
      // the form stays usable; a criterion the node rejects (422) shows the per-widget error state
      await expect(page.getByRole("button", { name: "Search", exact: true }).last()).toBeVisible();
      if (/Something went wrong/.test(text))
        expect(text, q).toMatch(/Error (GET|POST) \/\S+ : Unprocessable Entity/);
      expect(problems, q).toEqual([]);
    }
  });
});
