import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { configureApi } from "../api/client";
import { fakeNode, FAKE_SERVER } from "../api/fixtures/fake-node";
import recorded from "../api/fixtures/delegates-3.9.1.json";
import { delegateSchema, paged } from "../api/schemas";
import {
  allDelegatesQuery,
  blockchainQuery,
  chainKeys,
  DEFAULT_EPOCH,
  firstDelegatesQuery,
  knownEpochUnix,
  msToNextPoll,
  nodeConfigurationQuery,
  SUPPLY_STALE_MS,
  supplyQuery,
} from "./queries";
import { KEEP_NEWER_MS, newerAnswer } from "./lagging-pool";

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
      // the chain moves on: 120, then the head block 121, then 122
      const height = seen.length <= 1 ? 120 : 122;
      if (r.path === "blockchain")
        return {
          status: 200,
          body: { data: { block: { height, id: `b${height}` }, supply: "12500000000000000" } },
        };
      if (r.path === "blocks")
        return { status: 200, body: { meta: { totalCount: 121 }, data: [block(121, 3)] } };
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
    expect(second).toMatchObject({
      height: 121,
      blockId: "b121",
      transactions: 3,
      generatorPublicKey: "02aa",
      epoch: 100,
    });
    expect(second.block).toMatchObject({ id: "b121", height: 121 });
    // a stale supply: the next poll reads it again
    client.setQueryData(chainKeys.supply(), "12500000000000000", {
      updatedAt: Date.now() - SUPPLY_STALE_MS - 1,
    });
    await client.fetchQuery({ ...blockchainQuery(), staleTime: 0 });
    expect(seen.map((r) => r.path)).toEqual(["blockchain", "blocks", "blockchain"]);
    expect(seen[1]?.query).toMatchObject({ limit: "1", orderBy: "height:desc" });
  });
});

describe("the height poll behind a load-balanced pool whose members lag each other", () => {
  it("never goes back: an answer from the member behind is asked again at once, and never replaces the head", async () => {
    // requests alternate between a member at the head and one three blocks behind
    let head = 121;
    let behindOnly = false;
    const seen = fakeNode((r) => {
      const height = behindOnly || seen.length % 2 === 0 ? head - 3 : head;
      if (r.path === "blockchain")
        return {
          status: 200,
          body: { data: { block: { height, id: `b${height}` }, supply: `${height}00` } },
        };
      if (r.path === "blocks")
        return { status: 200, body: { meta: { totalCount: height }, data: [block(height, 0)] } };
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const poll = () => client.fetchQuery({ ...blockchainQuery(), staleTime: 0 });
    const supply = () => client.getQueryData(supplyQuery().queryKey);
    expect(await poll()).toEqual({ height: 121, blockId: "b121" });
    expect(supply()).toBe("12100");
    expect(seen).toHaveLength(1);
    // GET blockchain from the member behind, asked again: the member at the head, with its supply
    head = 122;
    client.setQueryData(chainKeys.supply(), "12100", {
      updatedAt: Date.now() - SUPPLY_STALE_MS - 1,
    });
    expect(await poll()).toEqual({ height: 122, blockId: "b122" });
    expect(supply()).toBe("12200");
    expect(seen.map((r) => r.path)).toEqual(["blockchain", "blockchain", "blockchain"]);
    // the head block from the member behind, then from the one at the head
    expect((await poll()).height).toBe(122);
    expect(seen.slice(3).map((r) => r.path)).toEqual(["blocks", "blocks"]);
    // a pool whose every answer is behind: the head stays (the same object: nothing re-renders), after three reads
    behindOnly = true;
    const kept = client.getQueryData(chainKeys.blockchain());
    expect(await poll()).toBe(kept);
    expect(seen.slice(5).map((r) => r.path)).toEqual(["blocks", "blocks", "blocks"]);
    client.setQueryData(chainKeys.supply(), "12200", {
      updatedAt: Date.now() - SUPPLY_STALE_MS - 1,
    });
    expect(await poll()).toBe(kept);
    expect(supply()).toBe("12200");
  });

  it("takes a lower head once no answer reached the kept one for KEEP_NEWER_MS (a chain reset, another network)", () => {
    const kept = { height: 500 };
    expect(newerAnswer(kept, { height: 20 }, (h) => h.height, 1_000)).toBe(kept);
    expect(newerAnswer(kept, { height: 21 }, (h) => h.height, 1_000 + KEEP_NEWER_MS - 1)).toBe(
      kept,
    );
    expect(newerAnswer(kept, { height: 22 }, (h) => h.height, 1_000 + KEEP_NEWER_MS)).toEqual({
      height: 22,
    });
    // an answer at the kept height confirms it: a new wait starts for the next older one
    const again = newerAnswer(kept, { height: 500 }, (h) => h.height, 2_000);
    expect(newerAnswer(again, { height: 20 }, (h) => h.height, 2_000 + KEEP_NEWER_MS)).toBe(again);
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
  it("asked again between two polls (a render of the poll's observer), the next poll stays where it is", () => {
    const lastPoll = epochMs + 800_000 + 3_000;
    expect(msToNextPoll(clock, lastPoll + 100, lastPoll)).toBe(7_900);
    // 3.5 s before the poll: still that poll, not the next slot's (the head would be a slot older)
    expect(msToNextPoll(clock, lastPoll + 4_500, lastPoll)).toBe(3_500);
    expect(msToNextPoll(clock, lastPoll + 7_999, lastPoll)).toBe(1);
  });
  it("without a usable clock: every 8 s", () => {
    expect(msToNextPoll({ epochUnix: NaN, blocktime: 8 })).toBe(8000);
    expect(msToNextPoll({ epochUnix: 0, blocktime: 0 })).toBe(8000);
  });
});

describe("server data kept in localStorage is checked with the answers' schemas on every read", () => {
  const first = v.parse(
    paged(delegateSchema),
    recorded.answers["delegates?limit=100&orderBy=rank:asc&page=1"].body,
  );
  const keep = (name: string, data: unknown, updatedAt = Date.now() - 1000) =>
    localStorage.setItem(
      `ark-explorer:cache:${name}:${FAKE_SERVER}`,
      JSON.stringify({ updatedAt, data }),
    );
  const config = {
    nethash: "ab",
    token: "ARK",
    symbol: "Ѧ",
    addressPrefix: 23,
    epoch: "2017-03-21T13:00:00.000Z",
    blocktime: 8,
    activeDelegates: 51,
    htlcEnabled: true,
    vendorFieldLength: 255,
  };

  it('a kept delegate list as stored is read; a tampered one (votes: "abc", which new Big throws on) is a miss', () => {
    configureApi({ server: FAKE_SERVER });
    keep("delegates-first", first);
    keep("delegates", first.data);
    expect((firstDelegatesQuery().initialData as typeof first | undefined)?.data).toEqual(
      first.data,
    );
    expect(allDelegatesQuery().initialData).toEqual(first.data);
    const tampered = {
      ...first,
      data: first.data.map((d, i) => (i === 3 ? { ...d, votes: "abc" } : d)),
    };
    keep("delegates-first", tampered);
    keep("delegates", tampered.data);
    expect(firstDelegatesQuery().initialData).toBeUndefined();
    expect(allDelegatesQuery().initialData).toBeUndefined();
    keep(
      "delegates",
      first.data.map((d) => ({ ...d, blocks: { produced: "many" } })),
    );
    expect(allDelegatesQuery().initialData).toBeUndefined();
  });

  it("a kept node configuration with an epoch or block time the slot clock cannot use is a miss", () => {
    configureApi({ server: FAKE_SERVER });
    keep("node-config", config);
    expect(nodeConfigurationQuery(FAKE_SERVER).initialData).toEqual(config);
    expect(knownEpochUnix()).toBe(Date.parse(config.epoch) / 1000);
    for (const bad of [
      { epoch: "soon" },
      { blocktime: "8" },
      { blocktime: 0 },
      { addressPrefix: 999 },
      { htlcEnabled: "yes" },
    ]) {
      keep("node-config", { ...config, ...bad });
      expect(nodeConfigurationQuery(FAKE_SERVER).initialData, JSON.stringify(bad)).toBeUndefined();
      expect(knownEpochUnix()).toBe(Math.floor(Date.parse(DEFAULT_EPOCH) / 1000));
    }
  });

  it("an entry written in the future counts as written now: it is refetched when stale", () => {
    configureApi({ server: FAKE_SERVER });
    const now = Date.now();
    keep("delegates-first", first, now + 30 * 86_400_000);
    const updatedAt = firstDelegatesQuery().initialDataUpdatedAt as number;
    expect(updatedAt).toBeGreaterThanOrEqual(now);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());
  });
});
