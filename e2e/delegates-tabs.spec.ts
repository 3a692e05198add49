import {
  api,
  chainConstants,
  dataRows,
  expect,
  firstVisitRequests,
  gotoRoute,
  test,
  waitForHeight,
} from "./fixtures";

/**
 * The delegate list's Active / Standby / Resigned tabs against the real local testnet: the tab in
 * the URL, keyboard tabs, forging status, productivity and last forged block of the active
 * delegates, "Standby" for the others, the note on when ranks change, old URLs, the two-line card
 * and the first visit's requests. Cases come from the node's API.
 */

interface ApiDelegate {
  username: string;
  address: string;
  rank?: number;
  blocks: { last?: { height: number } };
}

const activeCount = async () =>
  (await api<{ constants: { activeDelegates: number } }>("node/configuration")).data.constants
    .activeDelegates;

test.describe("delegate list tabs", () => {
  test("the active tab: status, last forged block, productivity, the note on rounds", async ({
    page,
  }) => {
    const { activeDelegates: n, blocktime } = await chainConstants();
    // productivity counts complete rounds: a freshly seeded chain has none for a few minutes
    await waitForHeight(n, blocktime);
    const { data: top } = await api<ApiDelegate[]>("delegates?limit=1");
    const first = top[0]!;
    await gotoRoute(page, "/delegates/1");
    await expect(page.getByRole("heading", { level: 1, name: "Delegates" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Active" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByText(/Ranks and votes are updated at the end of each round/),
    ).toBeVisible();
    const rows = dataRows(page);
    await expect(rows).toHaveCount(Math.min(25, n));
    const row = rows
      .filter({ has: page.getByRole("link", { name: first.username, exact: false }) })
      .first();
    await expect(
      row.getByRole("button", {
        name: /^(Forging|Missing|Not forging|Never forged|Became active)$/,
      }),
    ).toBeVisible({ timeout: 20_000 });
    if (first.blocks.last && page.viewportSize()!.width >= 768) {
      await expect(
        row.getByRole("link", {
          name: first.blocks.last.height.toLocaleString("en-GB"),
          exact: true,
        }),
      ).toBeVisible();
    }
    // productivity loads after the first view: a percentage with at most one decimal (the approval has two);
    // the first-ranked delegate was active in every round counted
    await expect(row.getByText(/^\d{1,3}(\.\d)?\s?%$/)).toBeVisible({ timeout: 30_000 });
  });

  test("the standby tab by keyboard: ranks after the active ones, status Standby, in the URL", async ({
    page,
  }) => {
    const n = await activeCount();
    const { data: standby } = await api<ApiDelegate[]>(`delegates?rank.from=${n + 1}&limit=1`);
    test.skip(standby.length === 0, "no standby delegate on this chain");
    await gotoRoute(page, "/delegates/1");
    await page.getByRole("tab", { name: "Active" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Standby" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/delegates\/standby\/1$/);
    await expect(page.getByRole("tab", { name: "Standby" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const row = dataRows(page)
      .filter({ has: page.getByRole("link", { name: standby[0]!.username, exact: false }) })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: "Standby" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: /^Forging$/ })).toHaveCount(0);
    // the resigned tab stays where it was
    await page.getByRole("tab", { name: "Resigned" }).click();
    await expect(page).toHaveURL(/#\/delegates\/resigned\/1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Delegates" })).toBeVisible();
  });

  test("an old /delegates/{page} past the active delegates opens the standby page holding its first rank", async ({
    page,
  }) => {
    const n = await activeCount();
    const page4FirstRank = 3 * 25 + 1;
    test.skip(page4FirstRank <= n, "more than 75 active delegates");
    await gotoRoute(page, "/delegates/4?limit=25");
    await expect(page).toHaveURL(
      new RegExp(`#/delegates/standby/${Math.ceil((page4FirstRank - n) / 25)}\\?limit=25$`),
    );
    await expect(page.getByRole("tab", { name: "Standby" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("a card is two lines: rank, username and status, then productivity and votes", async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width >= 768, "cards are the mobile layout");
    await gotoRoute(page, "/delegates/1");
    const card = dataRows(page).first();
    await expect(
      card.getByRole("button", {
        name: /^(Forging|Missing|Not forging|Never forged|Became active)$/,
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(card.locator("dt")).toHaveText(["Productivity", "Votes"]);
    // lines of text on the card: the vertical centres of its text's boxes, those within 12 px of
    // each other on one line (a status badge sits a few px off the name's baseline; a wrapped text
    // counts each line; visually hidden text, a screen reader's "Loading", is on no line)
    const lines = await card.evaluate((li) => {
      const centres: number[] = [];
      const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.height > 0) centres.push(rect.top + rect.height / 2);
      }
      centres.sort((a, b) => a - b);
      return centres.filter((c, i) => i === 0 || c - centres[i - 1]! > 12).length;
    });
    expect(lines).toBeLessThanOrEqual(2);
  });

  test("the first visit asks for at most 6 API requests", async ({ page }) => {
    const urls = await firstVisitRequests(page, "/delegates/1");
    expect(urls.length, urls.join("\n")).toBeLessThanOrEqual(6);
    expect(
      urls.filter((u) => /^\/delegates\?/.test(u)).length,
      urls.join("\n"),
    ).toBeLessThanOrEqual(1);
  });
});
