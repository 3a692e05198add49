import { useLingui } from "@lingui/react/macro";
import { Icon } from "./Icon";

/**
 * An active filter of a list, as a chip ("Type: Vote ×"): one click shows the unfiltered list.
 * A button whose accessible name ("Clear filter Type: Vote") contains its visible text, so a
 * speech-input user can say what they see. Props: `name` and `value` (translated), `onClear`.
 */
export function FilterChip({
  name,
  value,
  onClear,
}: {
  name: string;
  value: string;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const text = t({
    message: `${name}: ${value}`,
    context: "active filter chip: the filter's name and its value",
  });
  return (
    <button
      type="button"
      onClick={onClear}
      aria-label={t`Clear filter ${text}`}
      className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-accent bg-surface-2 px-3 py-0.5 text-sm text-text hover:bg-surface"
    >
      <span className="truncate">{text}</span>
      <Icon name="close" className="size-3.5 text-accent" />
    </button>
  );
}
