import { describe, expect, it } from "vitest";
import { blockSuggestion } from "./block-suggestion";

describe("blockSuggestion", () => {
  it("suggests the block at a height the chain has reached", () => {
    expect(blockSuggestion("12", 5000)).toEqual({ kind: "block", height: 12 });
    expect(blockSuggestion(" 1 ", 5000)).toEqual({ kind: "block", height: 1 });
    expect(blockSuggestion("5000", 5000)).toEqual({ kind: "block", height: 5000 });
    expect(blockSuggestion("0012", 5000)).toEqual({ kind: "block", height: 12 });
  });

  it("suggests no block above the current height, at 0, for other text, or before the height is known", () => {
    expect(blockSuggestion("5001", 5000)).toBeNull();
    expect(blockSuggestion("0", 5000)).toBeNull();
    expect(blockSuggestion("12a", 5000)).toBeNull();
    expect(blockSuggestion("-12", 5000)).toBeNull();
    expect(blockSuggestion("1,200", 5000)).toBeNull();
    expect(blockSuggestion("12345678901", 99_999_999_999)).toBeNull();
    expect(blockSuggestion("genesis_12", 5000)).toBeNull();
    expect(blockSuggestion("12", undefined)).toBeNull();
  });
});
