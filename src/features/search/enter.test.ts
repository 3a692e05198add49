import { describe, expect, it, vi } from "vitest";
import { decideEnter } from "./enter";
import { classifyShape } from "./query-class";
import type { SearchTarget } from "./lookup";
import type { Suggestion } from "./suggest";

const TX_ID = "4077c4acffa0b0963e16ee10d277e0a91b043dbb7f25f6dfb7659e22b6e5d620";
const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";

const suggestion = (name: string, address = `A${name}`): Suggestion => ({
  kind: "delegate",
  name,
  address,
});

/** decideEnter with the query's shape and an exact lookup answering `exact` (counting its calls). */
async function decide(query: string, suggestions: Suggestion[], exact: SearchTarget | null = null) {
  const findExact = vi.fn(() => Promise.resolve(exact));
  const decision = await decideEnter(query, suggestions, classifyShape(query), findExact);
  return { decision, asked: findExact.mock.calls.length };
}

describe("decideEnter (Enter in the header search, nothing highlighted)", () => {
  it("an empty query does nothing", async () => {
    expect(await decide("", [])).toEqual({ decision: null, asked: 0 });
  });

  it("the only suggestion of a name is taken without asking anything", async () => {
    const { decision, asked } = await decide("binance", [suggestion("Binance Cold", "ABinance")]);
    expect(decision).toEqual({ kind: "wallet", address: "ABinance" });
    expect(asked).toBe(0);
  });

  it("several suggestions and no exact match → the results page", async () => {
    const { decision, asked } = await decide("genes", [
      suggestion("genesis_1"),
      suggestion("genesis_2"),
    ]);
    expect(decision).toEqual({ kind: "results", query: "genes" });
    expect(asked).toBe(1);
  });

  it("several suggestions and a username equal to the query → its wallet", async () => {
    const exact = { kind: "wallet", address: "Agenesis_2" } as const;
    const { decision } = await decide(
      "genesis_2",
      [suggestion("genesis_2"), suggestion("genesis_20")],
      exact,
    );
    expect(decision).toEqual(exact);
  });

  it("a height with one suggestion that contains it goes to the block when there is one", async () => {
    const block = { kind: "block", id: "1234567890" } as const;
    expect((await decide("12", [suggestion("genesis_12")], block)).decision).toEqual(block);
    // no block at that height: the suggestion after all
    expect((await decide("12", [suggestion("genesis_12")], null)).decision).toEqual({
      kind: "wallet",
      address: "Agenesis_12",
    });
  });

  it("ids and addresses: the exact match, else the results page", async () => {
    const tx = { kind: "transaction", id: TX_ID } as const;
    expect((await decide(TX_ID, [], tx)).decision).toEqual(tx);
    const wallet = { kind: "wallet", address: ADDRESS } as const;
    expect((await decide(ADDRESS, [], wallet)).decision).toEqual(wallet);
    expect((await decide(TX_ID, [], null)).decision).toEqual({ kind: "results", query: TX_ID });
  });

  it("garbage with no suggestion → the results page (which says that nothing matched)", async () => {
    expect((await decide("no such thing 42!", [])).decision).toEqual({
      kind: "results",
      query: "no such thing 42!",
    });
  });
});
