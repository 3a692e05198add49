import { describe, expect, it } from "vitest";
import { infiniteQueryBehavior } from "./no-infinite-query";

describe("the build's infinite-query behaviour", () => {
  it("fails loudly: the explorer runs no infinite query", () => {
    expect(() => infiniteQueryBehavior()).toThrow("no infinite query");
  });
});
