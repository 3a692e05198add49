import { useLingui } from "@lingui/react/macro";

/**
 * Loading indicator (tables show it while their data is null). `role="status"` with the accessible
 * name "Loading" (or `label`). Props: `label?`, `className?`.
 */
export function Spinner({ label, className = "" }: { label?: string; className?: string }) {
  const { t } = useLingui();
  const name = label ?? t`Loading`;
  return (
    <div role="status" aria-label={name} className={`flex justify-center p-6 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-border border-t-accent motion-reduce:animate-none"
      />
      <span className="sr-only">{name}</span>
    </div>
  );
}
