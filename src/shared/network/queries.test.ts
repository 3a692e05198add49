import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeNode } from "../api/fixtures/fake-node";
import { blockchainQuery, chainKeys, msToNextPoll, SUPPLY_STALE_MS, supplyQuery } from "./queries";

afterEach(() => vi.unstubAllGlobals());

const block = (height: number, transactions: number) => ({
  id: `b${height}`,
  height,
  transactions,
  version: 0,
  previous: `b${height - 1}`,
  forged: { reward: "200000000", fee: "0", amount: "0", total: "200000000" },
  payload: { hash: "00", length: 0 },
  generator: { publicKey: "02aa", address: "AAddr", username: "genesis_1" },
  signature: "3045",
  confirmations: 0,
  timestamp: { epoch: 100, unix: 1490101300, human: "2017-03-21T13:01:40.000Z" },
});

describe("the height poll keeps the supply: one request per poll", () => {
  it("asks GET blockchain when the supply is missing or stale (SUPPLY_STALE_MS), else the head block", async () => {
    const seen = fakeNode((r) => {
      if (r.path === "blockchain") return { status: 200, body: { data: { block: { height: 120, id: "b120" }, supply: "12500000000000000" } } };
      if (r.path === "blocks") return { status: 200, body: { meta: { totalCount: 121 }, data: [block(121, 3)] } };
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = await client.fetchQuery(blockchainQuery());
    // the first poll: height and supply together; whether the head carries transactions is unknown
    expect(first).toEqual({ height: 120, blockId: "b120" });
    expect(client.getQueryData(supplyQuery().queryKey)).toBe("12500000000000000");
    const second = await client.fetchQuery({ ...blockchainQuery(), staleTime: 0 });
    // the head block read itself: its transactions, forger and time (for the alerts' slot maths),
    // and the block (the latest blocks list takes it in without asking)
    expect(second).toMatchObject({ height: 121, blockId: "b121", transactions: 3, generatorPublicKey: "02aa", epoch: 100 });
    expect(second.block).toMatchObject({ id: "b121", height: 121 });
    // a stale supply: the next poll reads it again
    client.setQueryData(chainKeys.supply(), "12500000000000000", { updatedAt: Date.now() - SUPPLY_STALE_MS - 1 });
    await client.fetchQuery({ ...blockchainQuery(), staleTime: 0 });
    expect(seen.map((r) => r.path)).toEqual(["blockchain", "blocks", "blockchain"]);
    expect(seen[1]?.query).toMatchObject({ limit: "1", orderBy: "height:desc" });
  });
});

describe("the height poll follows the slot clock", () => {
  const clock = { epochUnix: 1_490_101_200, blocktime: 8 };
  const epochMs = clock.epochUnix * 1000;
  it("polls 3 s into each slot, so every visitor asks in the same second", () => {
    // 1 s into slot 100: the poll of this slot is 2 s away... but at least half a slot: the next one
    expect(msToNextPoll(clock, epochMs + 800_000 + 1_000)).toBe(10_000);
    // 5 s into slot 100: 3 s into slot 101 is 6 s away
    expect(msToNextPoll(clock, epochMs + 800_000 + 5_000)).toBe(6_000);
    for (const offset of [0, 1234, 4000, 7999]) {
      const now = epochMs + 800_000 + offset;
      const at = now + msToNextPoll(clock, now);
      expect((at - epochMs) % 8000).toBe(3000);
      expect(at - now).toBeGreaterThanOrEqual(4000);
      expect(at - now).toBeLessThanOrEqual(12000);
    }
  });
  it("without a usable clock: every 8 s", () => {
    expect(msToNextPoll({ epochUnix: NaN, blocktime: 8 })).toBe(8000);
    expect(msToNextPoll({ epochUnix: 0, blocktime: 0 })).toBe(8000);
  });
});
