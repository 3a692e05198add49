import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { splitTail } from "../format/truncate";
import { MiddleTruncate } from "./MiddleTruncate";

describe("splitTail", () => {
  it("keeps the last characters apart, never splitting an emoji", () => {
    expect(splitTail("AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed", 6)).toEqual(["AJo5WsP8e9YXcrVr8X7wmevx4j4U", "eqhQed"]);
    expect(splitTail("ab👍🏽c", 2)).toEqual(["ab", "👍🏽c"]);
    expect(splitTail("abc", 8)).toEqual(["abc", ""]);
    expect(splitTail("abc", 0)).toEqual(["abc", ""]);
  });
});

describe("MiddleTruncate", () => {
  it("keeps the whole text in the page and the title, the head cut by CSS, the tail kept", () => {
    const id = "d4d5b4f3c2a1e0f9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5";
    const { container } = render(<MiddleTruncate text={id} className="font-mono" />);
    const outer = container.firstElementChild!;
    expect(outer).toHaveTextContent(id);
    expect(outer).toHaveAttribute("title", id);
    expect(outer).toHaveClass("whitespace-nowrap", "font-mono");
    const [head, tail] = Array.from(outer.children);
    expect(head).toHaveClass("truncate");
    expect(tail).toHaveTextContent(id.slice(-8));
    expect(tail).toHaveClass("shrink-0");
  });
});
