import { splitTail } from "../format/truncate";
import { fullValueProps } from "./full-value-copy";

/** Printable ASCII: one `ch` wide in a monospace font. */
const NARROW = /^[\x20-\x7e]$/;

/** The width of `text` in `ch` of a monospace font: 1 per ASCII character, 2 for any other (wide, emoji). */
function widthInCh(text: string): number {
  let ch = 0;
  for (const c of text) ch += NARROW.test(c) ? 1 : 2;
  return ch;
}

/**
 * An id, address or hash on one line, shortened in the middle only when the line is too narrow
 * for it: the head gives way (ending in "…") and the last `tail` characters (default 8) stay.
 * The whole text stays in the page (selection, copy, find, screen readers, tests) and in `title`;
 * only its display is cut. Put it in a box that limits its width (a flex item with `min-w-0`).
 *
 * Made for a monospace font (ids are shown in one): the tail's room is reserved in `ch`. Head
 * (an inline block) and tail (inline) are no flex items, so a selection or `innerText` reads the
 * value on one line (flex items are blocks: they put a line break between head and tail); a copy gives
 * the whole value (full-value-copy) even when only part of it was selected.
 */
export function MiddleTruncate({
  text,
  tail = 8,
  className = "",
}: {
  text: string;
  tail?: number;
  className?: string;
}) {
  const [head, end] = splitTail(text, tail);
  // the tail's room, with half a pixel to spare: a whole value that fits never shows "…"
  const headWidth = end ? `calc(100% - ${widthInCh(end)}ch + 0.5px)` : "100%";
  return (
    <span
      title={text}
      {...fullValueProps(text)}
      className={`inline-block max-w-full overflow-hidden align-bottom whitespace-nowrap [text-decoration:inherit] ${className}`}
    >
      <span
        className="inline-block overflow-hidden text-ellipsis align-bottom [text-decoration:inherit]"
        style={{ maxWidth: headWidth }}
      >
        {head}
      </span>
      {end ? <span>{end}</span> : null}
    </span>
  );
}
