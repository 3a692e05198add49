/** Middle truncation of long identifiers (addresses, ids, public keys). */

const ELLIPSIS = "…";

const segmenter: Intl.Segmenter | undefined =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : undefined;

/** Splits into user-perceived characters (grapheme clusters; code points as fallback). */
function graphemes(text: string): string[] {
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
