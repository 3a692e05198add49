import type { ReactNode } from "react";

const TONES = {
  neutral: "border-border bg-surface-2 text-muted",
  accent: "border-accent text-accent",
  positive: "border-positive text-positive",
  negative: "border-negative text-negative",
  warning: "border-warning text-warning",
} as const;

/** Small inline label (e.g. "Resigned"). Props: `children` (translated text), `tone?`, `className?`. */
export function Badge({
  children,
  tone = "neutral",
  className = "",
}: {
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
