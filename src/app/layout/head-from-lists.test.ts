import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { chainKeys } from "@/shared/network/queries";
import { followBlockLists, newerHead } from "./head-from-lists";

const block = (height: number, transactions = 0) => ({ id: `id${height}`, height, transactions });

describe("newerHead", () => {
  it("takes the newest block of a block list when it is above the poll's height", () => {
    expect(newerHead({ data: [block(12, 3), block(11)], meta: {} }, 10)).toEqual({
      height: 12,
      blockId: "id12",
      transactions: 3,
    });
    // any order (a list sorted otherwise)
    expect(newerHead({ data: [block(11), block(13, 1)] }, 10)).toEqual({
      height: 13,
      blockId: "id13",
      transactions: 1,
    });
    // no poll answer yet
    expect(newerHead({ data: [block(5)] }, undefined)).toEqual({
      height: 5,
      blockId: "id5",
      transactions: 0,
    });
  });

  it("nothing when the list is not newer, empty or not a block list", () => {
    expect(newerHead({ data: [block(10)] }, 10)).toBeNull();
    expect(newerHead({ data: [block(9)] }, 10)).toBeNull();
    expect(newerHead({ data: [] }, 10)).toBeNull();
    expect(newerHead({ id: "x", height: 99, transactions: 1 }, 10)).toBeNull(); // one block, not a list
    expect(newerHead({ data: [{ id: "tx", amount: "1", confirmations: 3 }] }, 10)).toBeNull(); // transactions
    expect(newerHead({ data: [{ id: "b", height: "99", transactions: 1 }] }, 10)).toBeNull();
    expect(newerHead({ data: [{ id: "b", height: 1e300, transactions: 1 }] }, 10)).toBeNull();
    expect(newerHead(null, 10)).toBeNull();
    expect(newerHead(undefined, 10)).toBeNull();
  });
});

describe("followBlockLists", () => {
  it("moves the poll's head up to the newest block of a block list, already cached or arriving", async () => {
    const client = new QueryClient();
    client.setQueryData(chainKeys.blockchain(), { height: 10, blockId: "id10" });
    client.setQueryData(["blocks", "list", { page: 1 }], { data: [block(11, 2)] });
    const stop = followBlockLists(client);
    expect(client.getQueryData(chainKeys.blockchain())).toEqual({
      height: 11,
      blockId: "id11",
      transactions: 2,
    });
    await client.fetchQuery({
      queryKey: ["blocks", "list", { page: 2 }],
      queryFn: () => ({ data: [block(13), block(12)] }),
    });
    expect(client.getQueryData(chainKeys.blockchain())).toMatchObject({ height: 13 });
    // older lists and other queries leave it alone
    await client.fetchQuery({
      queryKey: ["blocks", "list", { page: 9 }],
      queryFn: () => ({ data: [block(3)] }),
    });
    await client.fetchQuery({ queryKey: ["wallets", "x"], queryFn: () => ({ data: [block(99)] }) });
    expect(client.getQueryData(chainKeys.blockchain())).toMatchObject({ height: 13 });
    stop();
    await client.fetchQuery({
      queryKey: ["blocks", "list", { page: 3 }],
      queryFn: () => ({ data: [block(20)] }),
    });
    expect(client.getQueryData(chainKeys.blockchain())).toMatchObject({ height: 13 });
  });
});
