import { CopyButton } from "@/shared/ui/CopyButton";
import { MiddleTruncate } from "./MiddleTruncate";

/**
 * An id, key or hash on one line (shortened in the middle when narrow, whole in the page) with a
 * button copying it; `label` names the button, `className` styles the text (default monospace).
 */
export function CopyableText({
  text,
  label,
  className = "font-mono",
}: {
  text: string;
  label: string;
  className?: string;
}) {
  return (
    <span className="flex items-center gap-2">
      <MiddleTruncate text={text} className={className} />
      <CopyButton text={text} label={label} className="shrink-0" />
    </span>
  );
}
