/** Middle truncation of long identifiers (addresses, ids, public keys). */

const ELLIPSIS = "…";

// Built on first use, and only for text outside printable ASCII: constructing an Intl.Segmenter
// loads the engine's break-iterator data, a long main-thread task that no address, id or public
// key (all printable ASCII, one character per grapheme) needs.
let segmenter: Intl.Segmenter | null | undefined;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Splits into user-perceived characters (grapheme clusters; code points as fallback). */
function graphemes(text: string): string[] {
  if (PRINTABLE_ASCII.test(text)) return text.split("");
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
        : null;
  }
  if (segmenter) return Array.from(segmenter.segment(text), (s) => s.segment);
  return Array.from(text);
}

/**
 * Shortens `text` to at most `max` (default 13) user-perceived characters by replacing its
 * middle with "…": truncateMiddle("AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed") → "AJo5Ws…eqhQed".
 * Unchanged when it already fits. Never splits surrogate pairs or emoji sequences.
 * The head gets the extra character when `max - 1` is odd. max ≤ 0 → "".
 */
export function truncateMiddle(text: string, max = 13): string {
  const limit = Math.trunc(max);
  if (text.length <= limit) return text; // fast path: UTF-16 length ≥ grapheme count
  const chars = graphemes(text);
  if (chars.length <= limit) return text;
  if (limit <= 0) return "";
  if (limit === 1) return ELLIPSIS;
  const keep = limit - 1;
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return chars.slice(0, head).join("") + ELLIPSIS + (tail > 0 ? chars.slice(-tail).join("") : "");
}

/**
 * Splits `text` before its last `tail` user-perceived characters: ["AJo5WsP8e9YXcrVr8X7wmevx4j4U",
 * "eqhQed"] for a tail of 6. The whole text as head when it has no more than `tail` characters.
 */
export function splitTail(text: string, tail: number): [head: string, tail: string] {
  const chars = graphemes(text);
  const n = Math.max(0, Math.trunc(tail));
  if (chars.length <= n) return [text, ""];
  return [chars.slice(0, chars.length - n).join(""), chars.slice(chars.length - n).join("")];
}
