import { Icon } from "./Icon";
import { Tooltip } from "./Tooltip";

/**
 * A small "?" button next to a label, with a tooltip that says more about it (what the word
 * means, another name of the field, what it counts). A button, so the tooltip is reachable by
 * keyboard and touch; it sits beside the label, never inside another control (a sort button, a
 * `<label>`). Its target is 24 × 24 px (WCAG 2.2 target size) while it takes a line's height in
 * the text around it. The tooltip is detached (see Tooltip): the label keeps its own text.
 * `label`: the button's accessible name (translated), `content`: the tooltip text (translated).
 */
export function InfoTip({ label, content }: { label: string; content: string }) {
  return (
    <Tooltip content={content} detached>
      <button
        type="button"
        aria-label={label}
        className="-my-1 ml-1 inline-flex size-6 shrink-0 cursor-help items-center justify-center rounded-full align-middle text-muted hover:text-text"
      >
        <Icon name="help" className="size-4" />
      </button>
    </Tooltip>
  );
}
