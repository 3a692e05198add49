import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeNode, FAKE_SERVER } from "@/shared/api/fixtures/fake-node";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { detectStep, type DetectionInput } from "./runner";
import type { Detection } from "./inbox";

afterEach(() => vi.unstubAllGlobals());

const PREFIX = 23;
const keys = Array.from(
  { length: 5 },
  (_, i) =>
    `02${String(i + 1)
      .repeat(64)
      .slice(0, 64)}`,
);
const members = keys.map((publicKey, i) => ({ publicKey, votes: String(1000 - i) }));
const WATCHED = "AWatchedWalletxxxxxxxxxxxxxxxxxxxx";

const apiBlock = (height: number, transactions: number) => ({
  id: `b${height}`,
  height,
  transactions,
  previous: `b${height - 1}`,
  forged: { reward: "200000000", fee: "0", amount: "0", total: "200000000" },
  generator: { publicKey: keys[height % 5], address: "AGen" },
  timestamp: { epoch: height * 8, unix: 1490101300 + height * 8 },
});

const input = (head: DetectionInput["head"], watched = [WATCHED]): DetectionInput => ({
  server: FAKE_SERVER,
  head,
  watched,
  addressPrefix: PREFIX,
  activeDelegates: 5,
  blocktime: 8,
  epochNow: head.height * 8,
  now: 1,
});

describe("one detection step", () => {
  it("starts at the head without asking anything when nothing was kept", async () => {
    const seen = fakeNode(() => undefined);
    const step = await detectStep(undefined, input({ height: 50, blockId: "b50" }));
    expect(step).toEqual({
      events: [],
      detection: { server: FAKE_SERVER, lastHeight: 50, locks: {} },
    });
    expect(seen).toEqual([]);
  });

  it("one new block the poll read: no block request; its transactions once; the round's list once", async () => {
    const seen = fakeNode((r) => {
      if (r.path === "rounds/11/delegates") return { status: 200, body: { data: members } };
      if (r.path === "blocks/b51/transactions")
        return {
          status: 200,
          body: {
            meta: { totalCount: 1 },
            data: [
              {
                id: "t1",
                type: 0,
                typeGroup: 1,
                amount: "42",
                fee: "1",
                sender: "AOther",
                recipient: WATCHED,
              },
            ],
          },
        };
      return undefined;
    });
    const kept: Detection = { server: FAKE_SERVER, lastHeight: 50, locks: {} };
    const head = {
      height: 51,
      blockId: "b51",
      transactions: 1,
      generatorPublicKey: keys[1]!,
      epoch: 51 * 8,
    };
    const step = await detectStep(kept, input(head));
    expect(seen.map((r) => r.path)).toEqual(["rounds/11/delegates", "blocks/b51/transactions"]);
    expect(step.events.map((e) => [e.kind, e.address, e.amount, e.height])).toEqual([
      ["received", WATCHED, "42", 51],
    ]);
    expect(step.detection).toMatchObject({
      lastHeight: 51,
      lastBlock: { height: 51, id: "b51" },
      round: { round: 11 },
    });
    // the next block of the same round, without transactions: nothing asked
    seen.length = 0;
    const next = await detectStep(
      step.detection,
      input({
        height: 52,
        blockId: "b52",
        transactions: 0,
        generatorPublicKey: keys[2]!,
        epoch: 52 * 8,
      }),
    );
    expect(seen).toEqual([]);
    expect(next.events).toEqual([]);
  });

  it("a round the app already read comes from the reader it passes: no request of its own", async () => {
    const seen = fakeNode(() => undefined);
    const asked: number[] = [];
    const kept: Detection = { server: FAKE_SERVER, lastHeight: 50, locks: {} };
    const head = {
      height: 51,
      blockId: "b51",
      transactions: 0,
      generatorPublicKey: keys[1]!,
      epoch: 51 * 8,
    };
    const step = await detectStep(kept, {
      ...input(head),
      roundMembers: async (round) => {
        asked.push(round);
        return members;
      },
    });
    expect(asked).toEqual([11]);
    expect(seen).toEqual([]);
    expect(step.detection).toMatchObject({ lastHeight: 51, round: { round: 11 } });
  });

  it("a catch-up reads the blocks in between in one request and reports a watched delegate's missed slot", async () => {
    // the round's forging order is core's shuffle; find the delegate owning the slot left empty
    const { forgingOrder } = await import("@/features/delegates/round/shuffle");
    const order = forgingOrder(11, members);
    const missedKey = order[52 % 5]!; // block 51 in slot 51, block 52 in slot 53: slot 52 missed
    const watched = addressFromPublicKey(missedKey, PREFIX);
    const seen = fakeNode((r) => {
      if (r.path === "rounds/11/delegates") return { status: 200, body: { data: members } };
      if (r.path === "blocks") {
        const b51 = {
          ...apiBlock(51, 0),
          generator: { publicKey: order[51 % 5], address: "AGen" },
        };
        const b52 = {
          ...apiBlock(52, 0),
          timestamp: { epoch: 53 * 8, unix: 1490101300 + 53 * 8 },
          generator: { publicKey: order[53 % 5], address: "AGen" },
        };
        return { status: 200, body: { meta: { totalCount: 2 }, data: [b51, b52] } };
      }
      return undefined;
    });
    const kept: Detection = { server: FAKE_SERVER, lastHeight: 50, locks: {} };
    const step = await detectStep(kept, input({ height: 52, blockId: "b52" }, [watched]));
    // (the API generation is unknown to this fresh client: its once-per-server probe, the 2.6
    // POST blocks/search, is answered 404 first)
    expect(seen.map((r) => r.path).filter((p) => p !== "blocks/search")).toEqual([
      "blocks",
      "rounds/11/delegates",
    ]);
    expect(seen.find((r) => r.path === "blocks")!.query).toMatchObject({
      "height.from": "51",
      "height.to": "52",
    });
    expect(step.events.map((e) => [e.kind, e.address, e.height])).toEqual([
      ["missed-slot", watched, 52],
    ]);
  });

  it("another network's kept state starts afresh", async () => {
    fakeNode(() => undefined);
    const step = await detectStep(
      { server: "http://other/api", lastHeight: 10, locks: {} },
      input({ height: 60 }),
    );
    expect(step.detection).toEqual({ server: FAKE_SERVER, lastHeight: 60, locks: {} });
  });
});
