import { useLingui } from "@lingui/react/macro";

/**
 * Placeholder while a list's rows load: grey bars where the rows (desktop) or cards (phone) will be,
 * so the page around it is readable at once and nothing jumps when the rows arrive. Announced as
 * `role="status"` named "Loading". Props: `rows?` bars to draw (default 8), `className?`.
 */
export function TableSkeleton({ rows = 8, className = "" }: { rows?: number; className?: string }) {
  const { t } = useLingui();
  const name = t`Loading`;
  return (
    <div role="status" aria-label={name} className={className}>
      <span className="sr-only">{name}</span>
      <div aria-hidden="true" className="flex flex-col gap-2 py-2">
        {Array.from({ length: rows }, (_, i) => (
          <div
            key={i}
            className="h-20 animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none md:h-8"
          />
        ))}
      </div>
    </div>
  );
}
