import { useId, type ReactNode } from "react";

export interface CardProps {
  /** Optional heading; the card becomes a `<section>` labelled by it. */
  title?: ReactNode;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3;
  /** Controls shown beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Surface box with an optional heading and header actions. */
export function Card({ title, headingLevel = 2, actions, children, className = "" }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const box = `rounded-lg border border-border bg-surface p-4 ${className}`;
  if (title === undefined) return <div className={box}>{children}</div>;
  return (
    <section aria-labelledby={headingId} className={box}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="m-0 text-base font-semibold">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
