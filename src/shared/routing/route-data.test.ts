import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { chainKeys } from "@/shared/network/queries";
import { writeServerCache } from "@/shared/network/storage-cache";
import { knownNode, pageQueriesOf, seedFromLists, unasked } from "./route-data";

type Row = { id: string; n: number };

describe("seedFromLists", () => {
  it("gives the detail key the item a cached list holds, dated like the list", () => {
    const client = new QueryClient();
    client.setQueryData(
      ["things", "list", 1],
      {
        data: [
          { id: "a", n: 1 },
          { id: "b", n: 2 },
        ],
        meta: {},
      },
      { updatedAt: 1_000 },
    );
    expect(
      seedFromLists<Row>(client, ["things", "detail", "b"], ["things"], (r) => r.id === "b"),
    ).toBe(true);
    expect(client.getQueryData(["things", "detail", "b"])).toEqual({ id: "b", n: 2 });
    expect(client.getQueryState(["things", "detail", "b"])?.dataUpdatedAt).toBe(1_000);
  });

  it("leaves a cached detail alone, and does nothing when no list holds the item", () => {
    const client = new QueryClient();
    client.setQueryData(["things", "list", 1], { data: [{ id: "a", n: 1 }] });
    client.setQueryData(["things", "detail", "a"], { id: "a", n: 9 });
    expect(
      seedFromLists<Row>(client, ["things", "detail", "a"], ["things"], (r) => r.id === "a"),
    ).toBe(false);
    expect(client.getQueryData(["things", "detail", "a"])).toEqual({ id: "a", n: 9 });
    expect(
      seedFromLists<Row>(client, ["things", "detail", "z"], ["things"], (r) => r.id === "z"),
    ).toBe(false);
    expect(client.getQueryData(["things", "detail", "z"])).toBeUndefined();
  });

  it("skips cached answers that are not lists (other details under the same prefix)", () => {
    const client = new QueryClient();
    client.setQueryData(["things", "detail", "a"], { id: "a", n: 1 });
    expect(seedFromLists<Row>(client, ["things", "detail", "x"], ["things"], () => true)).toBe(
      false,
    );
  });
});

describe("knownNode: what a page's first render knows of the node, outside React", () => {
  const ARK_EPOCH = Date.parse("2017-03-21T13:00:00.000Z") / 1000;

  it("before any answer: ARK's epoch, HTLC on, the magistrate probe unknown", () => {
    expect(knownNode(new QueryClient())).toEqual({
      epochUnix: ARK_EPOCH,
      htlcEnabled: true,
      magistrateEnabled: undefined,
    });
  });

  it("the answers in the cache, a failed probe counting as 'no magistrate'", () => {
    const client = new QueryClient();
    client.setQueryData(chainKeys.configuration(), {
      epoch: "2020-01-01T00:00:00.000Z",
      htlcEnabled: false,
    });
    client.setQueryData(chainKeys.magistrate(), true);
    expect(knownNode(client)).toEqual({
      epochUnix: Date.parse("2020-01-01T00:00:00.000Z") / 1000,
      htlcEnabled: false,
      magistrateEnabled: true,
    });
    const failed = new QueryClient();
    void failed.prefetchQuery({
      queryKey: chainKeys.magistrate(),
      queryFn: () => Promise.reject(new Error("down")),
      retry: false,
    });
    return vi.waitFor(() => expect(knownNode(failed).magistrateEnabled).toBe(false));
  });

  it("else the answers kept from an earlier visit", () => {
    const kept = {
      nethash: "n",
      token: "ARK",
      symbol: "Ѧ",
      addressPrefix: 23,
      epoch: "2019-06-01T00:00:00.000Z",
      blocktime: 8,
      activeDelegates: 51,
      htlcEnabled: false,
      vendorFieldLength: 255,
    };
    writeServerCache("node-config", kept);
    writeServerCache("magistrate", false);
    expect(knownNode(new QueryClient())).toEqual({
      epochUnix: Date.parse(kept.epoch) / 1000,
      htlcEnabled: false,
      magistrateEnabled: false,
    });
  });
});

describe("pageQueriesOf: the queries a page asks", () => {
  it("every query option among the values, a list's by its query, the unasked ones left out", () => {
    const asked = { queryKey: ["a"] };
    const list = {
      page: 1,
      limit: 25,
      at: () => ({ queryKey: ["l", 2] }),
      query: { queryKey: ["l", 1] },
    };
    const idle = {
      page: null,
      limit: 25,
      at: () => ({ queryKey: ["l"] }),
      query: unasked({ queryKey: ["m", 1] }),
    };
    expect(
      pageQueriesOf({
        asked,
        skipped: unasked({ queryKey: ["b"] }),
        list,
        idle,
        filter: { type: 3 },
        tab: "all",
        none: null,
      }).map((q) => q.queryKey),
    ).toEqual([["a"], ["l", 1]]);
  });
});
