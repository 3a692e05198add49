import { Icon } from "./Icon";
import { Tooltip } from "./Tooltip";

/**
 * A small info button next to a label, with a tooltip that says more about it (another name of
 * the field, what it counts). A button, so the tooltip is reachable by keyboard and touch; it sits
 * beside the label, never inside another control (a sort button, a `<label>`).
 * `label`: the button's accessible name (translated), `content`: the tooltip text (translated).
 */
export function InfoTip({ label, content }: { label: string; content: string }) {
  return (
    <Tooltip content={content}>
      <button
        type="button"
        aria-label={label}
        className="inline-flex cursor-help items-center rounded align-middle text-muted hover:text-text"
      >
        <Icon name="info" className="size-[1em]" />
      </button>
    </Tooltip>
  );
}
