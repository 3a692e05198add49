import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteCoreVersion, resetCapabilities } from "@/shared/api/capabilities";
import {
  byKey,
  FAKE_SERVER,
  fakeNode,
  type FakeAnswer,
  type SeenRequest,
} from "@/shared/api/fixtures/fake-node";
import recorded from "@/shared/api/fixtures/votes-3.9.1.json";
import { delegateVoteTrendQuery, votesListQuery, votingSinceQuery } from "./vote-queries";

const REC = recorded as unknown as {
  switchIn: string;
  switchOut: string;
  delegate: { publicKey: string; username: string };
  answers: Record<string, FakeAnswer>;
};

const KEY = "02aa4a1d4ad5a3c5e0b1bd0e3a2bfa1e1fb52e8ad1e5bd7ef6ac6c1a6bb4a6f8c3";
const OTHER = "03bb4a1d4ad5a3c5e0b1bd0e3a2bfa1e1fb52e8ad1e5bd7ef6ac6c1a6bb4a6f8c3";
const A = "AXKXo1cZNYrxEkkST2V1VkFgnqsWuuDLKD";
const B = "Aao1uSjkPs4kBQoqPj1srX1JWJ3eNfjxn2";
const C = "ARt93gnSE2pyDPCXUCHn32T2PN6gJWJ9r4";

const page = (rows: unknown[], total = rows.length): FakeAnswer => ({
  status: 200,
  body: {
    meta: {
      count: rows.length,
      pageCount: 1,
      totalCount: total,
      next: null,
      previous: null,
      self: "",
      first: "",
      last: "",
    },
    data: rows,
  },
});
/** A 2.6 vote transaction: one entry, `recipientId`. */
const vote = (id: string, sender: string, entry: string, epoch: number) => ({
  id: id.padEnd(64, "0"),
  blockId: "1",
  type: 3,
  typeGroup: 1,
  amount: "0",
  fee: "100000000",
  sender,
  recipientId: sender,
  asset: { votes: [entry] },
  timestamp: { epoch, unix: epoch + 1490101200 },
});

/** The delegate's 2.6 history, newest first: B left it, C came, A left and came back. */
const HISTORY = [
  vote("a4", A, `+${KEY}`, 4000),
  vote("c3", C, `+${KEY}`, 3000),
  vote("b2", B, `-${KEY}`, 2500),
  vote("a2", A, `-${KEY}`, 2000),
  vote("o1", B, `+${OTHER}`, 1500),
  vote("a1", A, `+${KEY}`, 1000),
  vote("b1", B, `+${KEY}`, 500),
];

/** A 2.6 node: POST searches (asset containment, `addresses`, a time bound), 422 for 3.x keys. */
function node26(r: SeenRequest): FakeAnswer | undefined {
  const body = (r.json ?? {}) as {
    asset?: { votes?: string[] };
    addresses?: string[];
    timestamp?: { from?: number };
  };
  if (r.method === "POST" && r.path === "transactions/search") {
    const rows = HISTORY.filter(
      (t) =>
        (body.asset?.votes ?? []).every((e) => t.asset.votes.includes(e)) &&
        (!body.addresses || body.addresses.includes(t.sender)) &&
        t.timestamp.epoch >= (body.timestamp?.from ?? 0),
    );
    const limit = Number(r.query.limit);
    const at = (Number(r.query.page) - 1) * limit;
    return page(rows.slice(at, at + limit), rows.length);
  }
  if (r.method === "POST" && r.path === "wallets/search")
    return page(
      (body.addresses ?? []).map((address) => ({
        address,
        balance: address === A ? "100" : address === B ? "200" : "300",
      })),
    );
  if (
    r.method === "GET" &&
    Object.keys(r.query).some((k) => k.startsWith("asset") || k === "address")
  ) {
    return {
      status: 422,
      body: {
        statusCode: 422,
        error: "Unprocessable Entity",
        message: '"asset.votes" is not allowed',
      },
    };
  }
  return undefined;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the votes lists", () => {
  it("3.9.1 (recorded): the newest votes as rows, with the voters' balances in one request", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(byKey(REC.answers));
    const result = await client().fetchQuery(votesListQuery(null, { page: 1, limit: 3 }));
    expect(seen.map((r) => r.path)).toEqual(["transactions", "wallets"]);
    expect(result.data).toHaveLength(3);
    expect(result.data.every((row) => row.weight !== undefined && /^\d+$/.test(row.weight))).toBe(
      true,
    );
    expect(result.meta.totalCount).toBeGreaterThanOrEqual(3);
  });

  it("3.9.1 (recorded): a delegate's history merges its votes received and lost", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(byKey(REC.answers));
    const d = REC.delegate;
    const result = await client().fetchQuery(votesListQuery(d, { page: 1, limit: 25 }));
    const signs = seen
      .filter((r) => r.path === "transactions")
      .map((r) => r.query["asset.votes"]?.[0]);
    expect(signs.sort()).toEqual(["+", "-"]);
    // every vote naming it either way, newest first, one row each; the voters' balances in one request
    const answer = (key: string) => (REC.answers[key]!.body as { data: { id: string }[] }).data;
    const received = Object.keys(REC.answers).find((k) =>
      k.includes(`asset.votes=+${d.publicKey}`),
    )!;
    const lost = Object.keys(REC.answers).find((k) => k.includes(`asset.votes=-${d.publicKey}`))!;
    expect(result.data).toHaveLength(answer(received).length + answer(lost).length);
    expect(result.meta).toMatchObject({
      totalCount: result.data.length,
      totalCountIsEstimate: false,
    });
    const epochs = result.data.map((row) => row.epoch ?? 0);
    expect([...epochs].sort((x, y) => y - x)).toEqual(epochs);
    expect(seen.filter((r) => r.path === "wallets")).toHaveLength(1);
    expect(result.data.every((row) => row.weight !== undefined)).toBe(true);
    // the one-transaction switches read as one row each, to it and away from it
    expect(result.data.find((row) => row.transactionId === REC.switchIn)).toMatchObject({
      direction: "switch",
      to: d.publicKey,
    });
    expect(result.data.find((row) => row.transactionId === REC.switchOut)).toMatchObject({
      direction: "switch",
      from: d.publicKey,
    });
  });

  it("2.6: newest first across both lists, one row per change, weights by POST wallets/search", async () => {
    const seen = fakeNode(node26);
    const result = await client().fetchQuery(
      votesListQuery({ publicKey: KEY }, { page: 1, limit: 25 }),
    );
    expect(result.data.map((r) => [r.transactionId.slice(0, 2), r.direction, r.weight])).toEqual([
      ["a4", "vote", "100"],
      ["c3", "vote", "300"],
      ["b2", "unvote", "200"],
      ["a2", "unvote", "100"],
      ["a1", "vote", "100"],
      ["b1", "vote", "200"],
    ]);
    expect(result.meta).toEqual({ totalCount: 6, pageCount: 1, totalCountIsEstimate: false });
    expect(seen.every((r) => r.method === "POST")).toBe(true);
    // page 2 of 4 rows: the chunks are shared, only the page's voters' wallets are asked again
    const twice = client();
    await twice.fetchQuery(votesListQuery({ publicKey: KEY }, { page: 1, limit: 4 }));
    const before = seen.length;
    const second = await twice.fetchQuery(
      votesListQuery({ publicKey: KEY }, { page: 2, limit: 4 }),
    );
    expect(second.data.map((r) => r.transactionId.slice(0, 2))).toEqual(["a1", "b1"]);
    expect(seen.slice(before).map((r) => r.path)).toEqual(["wallets/search"]);
  });
});

describe("a delegate's net change and its voters' time", () => {
  it("counts received and lost since each time from the history's first chunks (no request more)", async () => {
    const seen = fakeNode(node26);
    const [since1800, since0] = await client().fetchQuery(
      delegateVoteTrendQuery({ publicKey: KEY }, [1800, 0]),
    );
    expect(since1800).toEqual({ received: 2, lost: 2, net: 0, isEstimate: false });
    expect(since0).toEqual({ received: 4, lost: 2, net: 2, isEstimate: false });
    expect(seen).toHaveLength(2);
  });

  it("voting since: each voter's last vote for the delegate, the page's voters in one request", async () => {
    const seen = fakeNode(node26);
    const since = await client().fetchQuery(votingSinceQuery({ publicKey: KEY }, [A, C]));
    expect(since).toEqual({
      [A]: { unix: 4000 + 1490101200, transactionId: "a4".padEnd(64, "0") },
      [C]: { unix: 3000 + 1490101200, transactionId: "c3".padEnd(64, "0") },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.json).toMatchObject({ addresses: [A, C], asset: { votes: [`+${KEY}`] } });
  });
});
