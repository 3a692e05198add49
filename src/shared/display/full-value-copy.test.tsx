import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FULL_VALUE_ATTR,
  fullValueProps,
  installFullValueCopy,
  textForCopy,
} from "./full-value-copy";
import { TransactionLink } from "./links";
import { MiddleTruncate } from "./MiddleTruncate";

const ID = "718645885116e1bde5c1f4f2ad1b5b1a2e0bd4f5d7c1d9a6c5e4b3a2918642640431";

function select(from: Node, fromOffset: number, to: Node, toOffset: number): Selection {
  const range = document.createRange();
  range.setStart(from, fromOffset);
  range.setEnd(to, toOffset);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

/** Dispatches a copy event as the browser does and returns what went to the clipboard. */
function copy(target: Element): { data: Record<string, string>; prevented: boolean } {
  const data: Record<string, string> = {};
  const event = new Event("copy", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", {
    value: { setData: (type: string, value: string) => (data[type] = value) },
  });
  target.dispatchEvent(event);
  return { data, prevented: event.defaultPrevented };
}

afterEach(() => document.getSelection()?.removeAllRanges());

describe("textForCopy", () => {
  it("a selection inside a shortened id gives the whole id", () => {
    const { container } = render(
      <MemoryRouter>
        <TransactionLink id={ID} />
      </MemoryRouter>,
    );
    const shown = container.querySelector(`[${FULL_VALUE_ATTR}]`)!;
    expect(shown.textContent).toBe("718645…640431");
    const text = shown.firstChild!;
    // a part of it ("645…64"), as a mouse drag may leave it
    expect(textForCopy(select(text, 3, text, 9))).toBe(ID);
  });

  it("a selection across text and shortened values gives each value whole, in place", () => {
    const { container } = render(
      <p>
        From <span {...fullValueProps("AAAA-whole")}>AA…le</span> to <MiddleTruncate text={ID} />{" "}
        done
      </p>,
    );
    const p = container.querySelector("p")!;
    const selection = select(p.firstChild!, 0, p.lastChild!, p.lastChild!.textContent!.length);
    expect(textForCopy(selection)?.replace(/\s+/g, " ").trim()).toBe(
      `From AAAA-whole to ${ID} done`,
    );
  });

  it("leaves other selections to the browser", () => {
    const { container } = render(<p>plain text</p>);
    const text = container.querySelector("p")!.firstChild!;
    expect(textForCopy(select(text, 0, text, 5))).toBeNull();
    expect(textForCopy(select(text, 2, text, 2))).toBeNull();
    expect(textForCopy(null)).toBeNull();
  });
});

describe("the document's copy listener", () => {
  it("puts the whole id on the clipboard, on one line", () => {
    installFullValueCopy(document);
    installFullValueCopy(document); // once only
    const { container } = render(<MiddleTruncate text={ID} />);
    const outer = container.querySelector(`[${FULL_VALUE_ATTR}]`)!;
    const range = document.createRange();
    range.selectNodeContents(outer);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    const { data, prevented } = copy(outer);
    expect(data["text/plain"]).toBe(ID);
    expect(prevented).toBe(true);
  });

  it("leaves form fields and selections without a shortened value alone", () => {
    installFullValueCopy(document);
    const { container } = render(
      <div>
        <input defaultValue="typed" />
        <p>plain</p>
      </div>,
    );
    const p = container.querySelector("p")!;
    select(p.firstChild!, 0, p.firstChild!, 3);
    expect(copy(p).prevented).toBe(false);
    const spy = vi.fn();
    const input = container.querySelector("input")!;
    const event = new Event("copy", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "clipboardData", { value: { setData: spy } });
    input.dispatchEvent(event);
    expect(spy).not.toHaveBeenCalled();
  });
});
