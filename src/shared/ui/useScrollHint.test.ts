import { describe, expect, it } from "vitest";
import { scrollHintOf } from "./useScrollHint";

describe("scrollHintOf", () => {
  it("no hint when everything fits (1 px of sub-pixel slack)", () => {
    expect(scrollHintOf(0, 300, 300)).toEqual({ start: false, end: false });
    expect(scrollHintOf(0, 301, 300)).toEqual({ start: false, end: false });
  });

  it("hidden content at the end, at both ends, at the start", () => {
    expect(scrollHintOf(0, 500, 300)).toEqual({ start: false, end: true });
    expect(scrollHintOf(100, 500, 300)).toEqual({ start: true, end: true });
    expect(scrollHintOf(200, 500, 300)).toEqual({ start: true, end: false });
    expect(scrollHintOf(199.5, 500, 300)).toEqual({ start: true, end: false });
  });

  it("right-to-left boxes scroll to negative offsets", () => {
    expect(scrollHintOf(-200, 500, 300)).toEqual({ start: true, end: false });
  });
});
