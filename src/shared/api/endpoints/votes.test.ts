import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCapability, noteCoreVersion, resetCapabilities } from "../capabilities";
import {
  byKey,
  FAKE_SERVER,
  fakeNode,
  type FakeAnswer,
  type SeenRequest,
} from "../fixtures/fake-node";
import recorded from "../fixtures/votes-3.9.1.json";
import { getVoteTransactions, getWalletsByAddress, searchDelegateVotes } from "./votes";

/** Answers recorded from the 3.9.1 testnet (votes-3.9.1.json), keyed like SeenRequest.key. */
const REC = recorded as unknown as {
  delegate: { publicKey: string };
  switchIn: string;
  switchOut: string;
  answers: Record<string, FakeAnswer>;
};
const KEY = REC.delegate.publicKey;
const VOTER_A = "AXKXo1cZNYrxEkkST2V1VkFgnqsWuuDLKD";
const VOTER_B = "Aao1uSjkPs4kBQoqPj1srX1JWJ3eNfjxn2";
/** Newest first, a block's transactions in the block's order (what the votes lists ask). */
const NEWEST = "timestamp:desc,sequence:desc,id:desc";
const DELEGATE_26 = "02aa4a1d4ad5a3c5e0b1bd0e3a2bfa1e1fb52e8ad1e5bd7ef6ac6c1a6bb4a6f8c3";

const refused = (message: string): FakeAnswer => ({
  status: 422,
  body: { statusCode: 422, error: "Unprocessable Entity", message },
});
const page = (rows: unknown[]): FakeAnswer => ({
  status: 200,
  body: {
    meta: {
      count: rows.length,
      pageCount: 1,
      totalCount: rows.length,
      next: null,
      previous: null,
      self: "",
      first: "",
      last: "",
    },
    data: rows,
  },
});

/** A vote transaction as ARK Core 2.6 answers it (`recipientId`, one entry per transaction). */
const vote26 = (id: string, sender: string, vote: string, epoch: number) => ({
  id: id.padEnd(64, "0"),
  blockId: "4287196931437381154",
  version: 2,
  type: 3,
  typeGroup: 1,
  amount: "0",
  fee: "100000000",
  sender,
  senderPublicKey: "032d0ec55a6d4e6103d2f8257be8b891a9f7fa649aa454efacc026986175790b2b",
  recipientId: sender,
  signature: "3045",
  asset: { votes: [vote] },
  confirmations: 12,
  timestamp: { epoch, unix: epoch + 1490101200, human: "2020-01-01T00:00:00.000Z" },
  nonce: "3",
});
const VOTES_26 = [
  vote26("a3", VOTER_A, `+${DELEGATE_26}`, 3000),
  vote26("b2", VOTER_B, `-${DELEGATE_26}`, 2000),
  vote26("a1", VOTER_A, `-${DELEGATE_26}`, 1000),
];

/**
 * A 2.6 node as its core-api schemas take these requests: GET transactions knows no `asset…`
 * key nor a list of sort keys, and GET wallets' `address` is one 34-character address (422 otherwise); POST
 * transactions/search matches `asset` by JSON containment (`addresses`: sender or recipient among
 * them), POST wallets/search takes `addresses`.
 */
function node26(r: SeenRequest): FakeAnswer | undefined {
  if (r.method === "GET" && r.path === "transactions") {
    if (Object.keys(r.query).some((k) => k.startsWith("asset")))
      return refused(`"${Object.keys(r.query).find((k) => k.startsWith("asset"))}" is not allowed`);
    if (r.query.orderBy?.includes(","))
      return refused('child "orderBy" fails because ["orderBy" must contain 2 items]');
    return page(VOTES_26);
  }
  if (r.method === "GET" && r.path === "wallets")
    return (r.query.address ?? "").length !== 34
      ? refused('"address" length must be 34 characters long')
      : page([]);
  const body = (r.json ?? {}) as {
    asset?: { votes?: string[] };
    addresses?: string[];
    timestamp?: { from?: number };
  };
  if (r.method === "POST" && r.path === "transactions/search") {
    const rows = VOTES_26.filter(
      (t) =>
        (body.asset?.votes ?? []).every((e) => t.asset.votes.includes(e)) &&
        (!body.addresses || body.addresses.includes(t.sender)) &&
        t.timestamp.epoch >= (body.timestamp?.from ?? 0),
    );
    return page(rows);
  }
  if (r.method === "POST" && r.path === "wallets/search")
    return page(
      (body.addresses ?? []).map((address, i) => ({
        address,
        publicKey: null,
        balance: String((i + 1) * 100000000),
        nonce: "1",
      })),
    );
  return undefined;
}

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the newest vote transactions", () => {
  it("3.9.1 (recorded): GET transactions?type=3&typeGroup=1 newest first, a block's votes in its order", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(byKey(REC.answers));
    const answer = await getVoteTransactions({ page: 1, limit: 3, orderBy: NEWEST });
    expect(seen.map((r) => r.key)).toEqual([
      `GET transactions?orderBy=${NEWEST}&type=3&typeGroup=1`,
    ]);
    expect(answer.data).toHaveLength(3);
    expect(answer.data.every((t) => t.type === 3 && Array.isArray(t.asset?.votes))).toBe(true);
  });
  it("2.6: POST transactions/search with the first sort pair in the body (its GET refuses a list of sort keys)", async () => {
    const seen = fakeNode(node26);
    const answer = await getVoteTransactions({ page: 1, limit: 25, orderBy: NEWEST });
    expect(seen.map((r) => [r.method, r.path, r.query, r.json])).toEqual([
      [
        "POST",
        "transactions/search",
        { page: "1", limit: "25" },
        { type: 3, typeGroup: 1, orderBy: "timestamp:desc" },
      ],
    ]);
    expect(answer.data.map((t) => t.recipient)).toEqual([VOTER_A, VOTER_B, VOTER_A]);
  });
});

describe("a delegate's votes, found by the vote asset", () => {
  it("3.x: GET transactions?asset.votes=+key,+key (the repeat makes it a list the asset contains)", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(byKey(REC.answers));
    const received = await searchDelegateVotes(
      { delegate: KEY, sign: "+" },
      { page: 1, limit: 100, orderBy: NEWEST },
    );
    expect(seen[0]).toMatchObject({ method: "GET", path: "transactions" });
    expect(seen[0]?.query["asset.votes"]).toBe(`+${KEY},+${KEY}`);
    expect(received.data.length).toBeGreaterThan(0);
    expect(received.data.every((t) => (t.asset?.votes as string[]).includes(`+${KEY}`))).toBe(true);
    const lost = await searchDelegateVotes(
      { delegate: KEY, sign: "-" },
      { page: 1, limit: 100, orderBy: NEWEST },
    );
    expect(lost.data.every((t) => (t.asset?.votes as string[]).includes(`-${KEY}`))).toBe(true);
    // a one-transaction switch is found from both of its sides
    expect(received.data.find((t) => t.id === REC.switchIn)?.asset?.votes).toEqual([
      expect.stringMatching(/^-/),
      `+${KEY}`,
    ]);
    expect(lost.data.find((t) => t.id === REC.switchOut)?.asset?.votes).toEqual([
      `-${KEY}`,
      expect.stringMatching(/^\+/),
    ]);
    expect(seen.every((r) => r.method === "GET")).toBe(true);
  });

  it("3.x without a known version: the POST search answers 404 once, then GET is used directly", async () => {
    const seen = fakeNode((r) => (r.method === "POST" ? undefined : REC.answers[r.key]));
    await searchDelegateVotes(
      { delegate: KEY, sign: "+" },
      { page: 1, limit: 100, orderBy: NEWEST },
    );
    await searchDelegateVotes(
      { delegate: KEY, sign: "-" },
      { page: 1, limit: 100, orderBy: NEWEST },
    );
    expect(seen.map((r) => r.method)).toEqual(["POST", "GET", "GET"]);
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(false);
  });

  it("3.x: voters as a senderId list, a time bound as timestamp.from", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(() => page([]));
    await searchDelegateVotes(
      { delegate: KEY, sign: "+", voters: [VOTER_A, VOTER_B], fromEpoch: 1234 },
      { page: 1, limit: 1 },
    );
    expect(seen[0]?.query).toMatchObject({
      senderId: `${VOTER_A},${VOTER_B}`,
      "timestamp.from": "1234",
      type: "3",
      typeGroup: "1",
    });
  });

  it("2.6: POST transactions/search with the asset, the voters and the time bound in the body", async () => {
    const seen = fakeNode(node26);
    const lost = await searchDelegateVotes(
      { delegate: DELEGATE_26, sign: "-" },
      { page: 1, limit: 100, orderBy: "timestamp:desc" },
    );
    expect(lost.data.map((t) => t.id.slice(0, 2))).toEqual(["b2", "a1"]);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "transactions/search",
      query: { page: "1", limit: "100" },
      json: {
        type: 3,
        typeGroup: 1,
        asset: { votes: [`-${DELEGATE_26}`] },
        orderBy: "timestamp:desc",
      },
    });
    const mine = await searchDelegateVotes(
      { delegate: DELEGATE_26, sign: "-", voters: [VOTER_A], fromEpoch: 500 },
      { page: 1, limit: 100 },
    );
    expect(mine.data.map((t) => t.id.slice(0, 2))).toEqual(["a1"]);
    expect(seen[1]?.json).toMatchObject({ addresses: [VOTER_A], timestamp: { from: 500 } });
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(true);
    expect(seen.every((r) => r.method === "POST")).toBe(true);
  });
});

describe("the voters' wallets in one request", () => {
  it("3.9.1 (recorded): GET wallets?address=a,b,…", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const key = Object.keys(REC.answers).find((k) => k.startsWith("GET wallets?address="))!;
    const addresses = key.slice("GET wallets?address=".length).split(",");
    const seen = fakeNode(byKey(REC.answers));
    const wallets = await getWalletsByAddress(addresses);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.query.limit).toBe(String(addresses.length));
    expect(wallets.map((w) => w.address).sort()).toEqual([...addresses].sort());
    expect(wallets.every((w) => /^\d+$/.test(w.balance))).toBe(true);
  });
  it("2.6: POST wallets/search with the addresses in the body (its GET takes one address)", async () => {
    const seen = fakeNode(node26);
    const wallets = await getWalletsByAddress([VOTER_A, VOTER_B]);
    expect(seen.map((r) => [r.method, r.path, r.json])).toEqual([
      ["POST", "wallets/search", { addresses: [VOTER_A, VOTER_B] }],
    ]);
    expect(wallets.map((w) => [w.address, w.balance])).toEqual([
      [VOTER_A, "100000000"],
      [VOTER_B, "200000000"],
    ]);
  });
  it("no addresses: no request", async () => {
    const seen = fakeNode(node26);
    expect(await getWalletsByAddress([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});
