import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths: query strings of lists", () => {
  it("takes a query string with or without its ?, URLSearchParams or parameters by name", () => {
    expect(paths.transactions(1, "type=vote")).toBe("/transactions/1?type=vote");
    expect(paths.transactions(1, "?type=vote")).toBe("/transactions/1?type=vote");
    expect(paths.transactions(2, new URLSearchParams({ type: "vote", limit: "50" }))).toBe(
      "/transactions/2?type=vote&limit=50",
    );
    expect(paths.transactions(1, { type: "vote", sort: undefined })).toBe(
      "/transactions/1?type=vote",
    );
  });

  it("adds nothing for an empty query", () => {
    expect(paths.transactions()).toBe("/transactions/1");
    expect(paths.transactions(1, "")).toBe("/transactions/1");
    expect(paths.transactions(1, { type: undefined })).toBe("/transactions/1");
    expect(paths.home()).toBe("/");
    expect(paths.home(new URLSearchParams())).toBe("/");
  });

  it("encodes what it is given: a value never adds a parameter", () => {
    expect(paths.home({ type: "vote&limit=1#x" })).toBe("/?type=vote%26limit%3D1%23x");
    expect(paths.walletTransactions("A/B", "sent", 3, { type: "vote" })).toBe(
      "/wallets/A%2FB/transactions/sent/3?type=vote",
    );
    expect(paths.votes(2, { delegate: "<b>&x=1" })).toBe("/votes/2?delegate=%3Cb%3E%26x%3D1");
  });

  it("encodes a segment of only dots: the router would take it as a relative step", () => {
    expect(paths.wallet("..")).toBe("/wallets/%2E%2E");
    expect(paths.transaction(".")).toBe("/transaction/%2E");
    expect(paths.wallet("a..b")).toBe("/wallets/a..b");
  });
});
