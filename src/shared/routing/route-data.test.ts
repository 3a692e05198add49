import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { seedFromLists } from "./route-data";

type Row = { id: string; n: number };

describe("seedFromLists", () => {
  it("gives the detail key the item a cached list holds, dated like the list", () => {
    const client = new QueryClient();
    client.setQueryData(["things", "list", 1], { data: [{ id: "a", n: 1 }, { id: "b", n: 2 }], meta: {} }, { updatedAt: 1_000 });
    expect(seedFromLists<Row>(client, ["things", "detail", "b"], ["things"], (r) => r.id === "b")).toBe(true);
    expect(client.getQueryData(["things", "detail", "b"])).toEqual({ id: "b", n: 2 });
    expect(client.getQueryState(["things", "detail", "b"])?.dataUpdatedAt).toBe(1_000);
  });

  it("leaves a cached detail alone, and does nothing when no list holds the item", () => {
    const client = new QueryClient();
    client.setQueryData(["things", "list", 1], { data: [{ id: "a", n: 1 }] });
    client.setQueryData(["things", "detail", "a"], { id: "a", n: 9 });
    expect(seedFromLists<Row>(client, ["things", "detail", "a"], ["things"], (r) => r.id === "a")).toBe(false);
    expect(client.getQueryData(["things", "detail", "a"])).toEqual({ id: "a", n: 9 });
    expect(seedFromLists<Row>(client, ["things", "detail", "z"], ["things"], (r) => r.id === "z")).toBe(false);
    expect(client.getQueryData(["things", "detail", "z"])).toBeUndefined();
  });

  it("skips cached answers that are not lists (other details under the same prefix)", () => {
    const client = new QueryClient();
    client.setQueryData(["things", "detail", "a"], { id: "a", n: 1 });
    expect(seedFromLists<Row>(client, ["things", "detail", "x"], ["things"], () => true)).toBe(false);
  });
});
