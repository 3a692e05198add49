import { splitTail } from "../format/truncate";

/**
 * An id, address or hash on one line, shortened in the middle only when the line is too narrow
 * for it: the head gives way (ending in "…") and the last `tail` characters (default 8) stay.
 * The whole text stays in the page (selection, copy, find, screen readers, tests) and in `title`;
 * only its display is cut. Put it in a box that limits its width (a flex item with `min-w-0`).
 */
export function MiddleTruncate({ text, tail = 8, className = "" }: { text: string; tail?: number; className?: string }) {
  const [head, end] = splitTail(text, tail);
  return (
    <span title={text} className={`inline-flex max-w-full min-w-0 whitespace-nowrap ${className}`}>
      <span className="min-w-0 truncate">{head}</span>
      {end ? <span className="shrink-0">{end}</span> : null}
    </span>
  );
}
