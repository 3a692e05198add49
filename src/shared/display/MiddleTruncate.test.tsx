import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { splitTail } from "../format/truncate";
import { FULL_VALUE_ATTR, textForCopy } from "./full-value-copy";
import { MiddleTruncate } from "./MiddleTruncate";

describe("splitTail", () => {
  it("keeps the last characters apart, never splitting an emoji", () => {
    expect(splitTail("AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed", 6)).toEqual([
      "AJo5WsP8e9YXcrVr8X7wmevx4j4U",
      "eqhQed",
    ]);
    expect(splitTail("ab👍🏽c", 2)).toEqual(["ab", "👍🏽c"]);
    expect(splitTail("abc", 8)).toEqual(["abc", ""]);
    expect(splitTail("abc", 0)).toEqual(["abc", ""]);
  });
});

describe("MiddleTruncate", () => {
  const id = "d4d5b4f3c2a1e0f9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5";

  it("keeps the whole text in the page and the title, the head cut by CSS, the tail kept", () => {
    const { container } = render(<MiddleTruncate text={id} className="font-mono" />);
    const outer = container.firstElementChild as HTMLElement;
    expect(outer).toHaveTextContent(id);
    expect(outer).toHaveAttribute("title", id);
    expect(outer).toHaveAttribute(FULL_VALUE_ATTR, id);
    expect(outer).toHaveClass("whitespace-nowrap", "font-mono", "overflow-hidden");
    const head = outer.firstElementChild as HTMLElement;
    expect(head).toHaveTextContent(id.slice(0, -8));
    expect(head).toHaveClass("text-ellipsis", "overflow-hidden");
    // the tail's room: 8 characters of the monospace font
    expect(head.style.maxWidth).toMatch(/^calc\(100%.*8ch/);
    expect(outer.lastElementChild?.textContent).toBe(id.slice(-8));
  });

  it("lays head and tail out inline, never as flex items (they would read as two lines)", () => {
    const { container } = render(<MiddleTruncate text={id} />);
    const outer = container.firstElementChild as HTMLElement;
    const [head, tail] = Array.from(outer.children);
    for (const el of [outer, head!, tail!])
      expect(el.className).not.toMatch(/(^|\s)(inline-flex|flex|inline-grid|grid|block)(\s|$)/);
    expect(outer.className).toMatch(/(^|\s)inline-block(\s|$)/);
    expect(head!.className).toMatch(/(^|\s)inline-block(\s|$)/);
    // the tail is plain inline text, nothing between head and tail
    expect(tail!.className).toBe("");
    expect(outer.childNodes).toHaveLength(2);
    expect(outer.textContent).toBe(id);
  });

  it("reserves two ch for each wide character of the tail", () => {
    const { container } = render(<MiddleTruncate text={"abcdefgh日本"} tail={2} />);
    expect((container.firstElementChild!.firstElementChild as HTMLElement).style.maxWidth).toMatch(
      /^calc\(100%.*4ch/,
    );
  });

  it("a selection of the tail alone copies the whole value", () => {
    const { container } = render(
      <p>
        ID <MiddleTruncate text={id} />
      </p>,
    );
    const outer = container.querySelector(`[${FULL_VALUE_ATTR}]`)!;
    const selection = document.getSelection()!;
    const range = document.createRange();
    range.selectNodeContents(outer.lastElementChild!.firstChild!);
    selection.removeAllRanges();
    selection.addRange(range);
    expect(textForCopy(selection)).toBe(id);
  });
});
