import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { api, chainConstants, expect, gotoRoute, test, waitForHeight } from "./fixtures";

/**
 * The delegate's round history on its wallet page (rank and votes per complete round, productivity,
 * last forged block, the collection's progress) and a voter's view of its delegate, against the
 * real testnet: ids from the manifest, expected figures from GET rounds/{round}/delegates.
 */

/** Round length and the last complete round of the chain, as the node answers now. */
/** Waits for the chain's first complete round (a freshly seeded chain reaches it minutes later). */
async function firstRoundComplete(): Promise<void> {
  const { activeDelegates, blocktime } = await chainConstants();
  await waitForHeight(activeDelegates, blocktime);
}

async function chain(): Promise<{ activeDelegates: number; lastComplete: number }> {
  const { data: config } = await api<{ constants: { activeDelegates: number } }>(
    "node/configuration",
  );
  const { data } = await api<{ block: { height: number } }>("blockchain");
  const n = config.constants.activeDelegates;
  return { activeDelegates: n, lastComplete: Math.floor(data.block.height / n) };
}

/** Rank of `publicKey` in a round's list (ARK order: votes desc, then public key asc), or undefined. */
function rankIn(
  list: { publicKey: string; votes: string }[],
  publicKey: string,
): number | undefined {
  const sorted = [...list].sort((a, b) => {
    const va = BigInt(a.votes);
    const vb = BigInt(b.votes);
    if (va !== vb) return va > vb ? -1 : 1;
    return a.publicKey < b.publicKey ? -1 : a.publicKey > b.publicKey ? 1 : 0;
  });
  const i = sorted.findIndex((d) => d.publicKey === publicKey);
  return i < 0 ? undefined : i + 1;
}

/** The vote of a wallet (2.6 answers `vote`, 3.x `attributes.vote`), undefined when it has none or is unknown. */
async function voteOf(address: string): Promise<string | undefined> {
  try {
    const { data } = await api<{
      publicKey?: string;
      vote?: string;
      attributes?: { vote?: string };
    }>(`wallets/${address}`);
    const vote = data.vote ?? data.attributes?.vote;
    return vote && vote !== data.publicKey ? vote : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A wallet that votes for another wallet's delegate: the manifest's voter, else (a chain seeded
 * since) a voter of one of the first delegates, found through the API.
 */
async function votingWallet(manifestVoter: {
  address: string;
}): Promise<{ address: string; vote: string } | undefined> {
  const own = await voteOf(manifestVoter.address);
  if (own) return { address: manifestVoter.address, vote: own };
  const { data: delegates } = await api<{ username: string }[]>("delegates?limit=10");
  for (const d of delegates) {
    const { data: voters } = await api<{ address: string }[]>(
      `delegates/${d.username}/voters?limit=10`,
    );
    for (const v of voters) {
      const vote = await voteOf(v.address);
      if (vote) return { address: v.address, vote };
    }
  }
  return undefined;
}

/** Waits until every round of the window is loaded (the testnet's chain is short). */
async function waitForAllRounds(page: Page, testId: string) {
  const progress = page.getByTestId(testId).getByTestId("history-progress");
  await expect(progress).toBeVisible({ timeout: 30_000 });
  // the rounds are collected once the visitor scrolls to the section (below the transactions)
  await progress.scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () => {
        const loaded = Number(await progress.getAttribute("data-loaded"));
        const total = Number(await progress.getAttribute("data-total"));
        return total > 0 && loaded === total;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return progress;
}

test.describe("delegate history on a delegate's wallet", () => {
  test.describe.configure({ timeout: 150_000 });

  test("rank and votes of the latest complete round match GET rounds/{round}/delegates; the table and the progress", async ({
    page,
    manifest,
  }) => {
    const delegate = manifest.wallets.genesisDelegate as { address: string; publicKey: string };
    await firstRoundComplete();
    const before = await chain();
    await gotoRoute(page, `/wallets/${delegate.address}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const section = page.getByTestId("delegate-history");
    await expect(section).toBeVisible({ timeout: 30_000 });
    await section.scrollIntoViewIfNeeded();

    const progress = await waitForAllRounds(page, "delegate-history");
    const total = Number(await progress.getAttribute("data-total"));
    const after = await chain();
    // the window is min(100, complete rounds), read while the page collected it
    expect(total).toBeGreaterThanOrEqual(Math.min(100, before.lastComplete));
    expect(total).toBeLessThanOrEqual(Math.min(100, after.lastComplete));
    await expect(progress.locator("progress")).toHaveCount(0);

    // the newest round the page shows is the latest complete round (one may have completed meanwhile)
    const rank = section.getByTestId("history-rank");
    const round = Number(await rank.getAttribute("data-round"));
    expect(round).toBeGreaterThanOrEqual(before.lastComplete);
    expect(round).toBeLessThanOrEqual(after.lastComplete);
    const { data: list } = await api<{ publicKey: string; votes: string }[]>(
      `rounds/${round}/delegates`,
    );
    const expected = rankIn(list, delegate.publicKey);
    expect(expected, "the genesis delegate is active").toBeDefined();
    await expect(rank).toHaveText(String(expected));
    const votes = list.find((d) => d.publicKey === delegate.publicKey)!.votes;
    await expect(section.getByTestId("history-votes")).toHaveAttribute("data-votes", votes);

    // the last forged block links to the block page
    const { data: info } = await api<{ blocks: { last?: { id: string } } }>(
      `delegates/${delegate.publicKey}`,
    );
    if (info.blocks.last)
      await expect(section.locator(`a[href$="/block/${info.blocks.last.id}"]`)).toBeVisible();

    // the chart and the accessible table behind it
    const chart = section.getByTestId("delegate-history-chart");
    await expect(chart).toBeVisible({ timeout: 30_000 });
    // the rank axis starts at rank 1; the votes axis's labels are drawn whole, inside the chart
    const axes = chart.locator(".recharts-cartesian-axis-tick-value");
    await expect(axes.first()).toBeVisible();
    const box = (await chart.boundingBox())!;
    // the rank axis's labels end left of the plot (the axis is 32 px wide)
    const leftAxis: string[] = [];
    for (const label of await axes.all()) {
      const b = (await label.boundingBox())!;
      if (b.x + b.width <= box.x + 34) leftAxis.push(((await label.textContent()) ?? "").trim());
    }
    expect(leftAxis, "the rank axis").toContain("1");
    for (const label of await axes.all()) {
      const b = (await label.boundingBox())!;
      expect(b.x + b.width, (await label.textContent()) ?? "").toBeLessThanOrEqual(
        box.x + box.width + 1,
      );
    }
    // votes hold for a whole round: a step per round (horizontal and vertical segments only); a
    // young chain's single round draws a point, no line
    if (Number(await chart.getAttribute("data-points")) >= 2) {
      const votesPath =
        (await chart.locator(".recharts-line-curve").nth(1).getAttribute("d")) ?? "";
      expect(votesPath).not.toMatch(/C/);
    }
    const details = section.getByTestId("history-table");
    await details.locator("summary").click();
    const table = details.locator("table");
    await expect(table).toBeVisible();
    await expect(table.locator("thead th")).toHaveCount(5);
    await expect(table.locator("tbody tr")).toHaveCount(total);
    const row = table.locator(`tbody tr[data-round="${round}"]`);
    await expect(row.locator("td").first()).toHaveText(String(expected));

    // axe: no serious or critical violation with the section and its table shown
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  test("a revisit asks nothing new for the rounds already collected", async ({
    page,
    manifest,
  }) => {
    const delegate = manifest.wallets.genesisDelegate as { address: string };
    await firstRoundComplete();
    await gotoRoute(page, `/wallets/${delegate.address}`);
    await waitForAllRounds(page, "delegate-history");
    // leave for another page and come back in the same session
    const roundRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/rounds\/\d+\/delegates/.test(r.url())) roundRequests.push(r.url());
    });
    const lastComplete = (await chain()).lastComplete;
    await gotoRoute(page, "/blocks/1");
    await gotoRoute(page, `/wallets/${delegate.address}`);
    await waitForAllRounds(page, "delegate-history");
    await page.waitForTimeout(1500);
    // at most the round that completed meanwhile (and the previous round the live status asks for)
    const asked = roundRequests.map((u) => Number(/\/rounds\/(\d+)\//.exec(u)![1]));
    expect(asked.filter((r) => r < lastComplete - 1)).toEqual([]);
  });
});

test.describe("a voter's view of its delegate", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a voting wallet shows its delegate's rank, rank some rounds ago and productivity", async ({
    page,
    manifest,
  }) => {
    await firstRoundComplete();
    const voter = await votingWallet(manifest.wallets.voter as { address: string });
    test.skip(!voter, "no wallet votes for another wallet's delegate");
    const wallet = { vote: voter!.vote };
    await gotoRoute(page, `/wallets/${voter!.address}`);
    const trend = page.getByTestId("voted-delegate-trend");
    await expect(trend).toBeVisible({ timeout: 30_000 });
    await waitForAllRounds(page, "voted-delegate-trend");
    const { data: delegate } = await api<{ rank?: number; address: string }>(
      `delegates/${wallet.vote}`,
    );
    if (delegate.rank !== undefined)
      await expect(trend.getByTestId("trend-rank")).toHaveText(String(delegate.rank));
    // the card's heading links to the voted delegate's wallet
    await expect(
      page.locator(
        `section:has([data-testid=voted-delegate-trend]) h2 a[href$="/wallets/${delegate.address}"]`,
      ),
    ).toBeVisible();
  });
});
