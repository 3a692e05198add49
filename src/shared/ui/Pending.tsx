import { useLingui } from "@lingui/react/macro";
import { VisuallyHidden } from "./VisuallyHidden";

/**
 * The value of a fact whose answer is still on its way: a muted "…" read as "Loading" (or
 * `label`), never a default that reads as a fact ("-", "0", "Not active"). Marked
 * `data-pending` so tests can wait for every placeholder to go. Props: `label?`, `className?`.
 */
export function Pending({ label, className = "" }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <span className={`text-muted ${className}`} data-pending="">
      <span aria-hidden="true">…</span>
      <VisuallyHidden>{label ?? t`Loading`}</VisuallyHidden>
    </span>
  );
}
