import type { ReactNode } from "react";

export interface DetailItem {
  /** Key for React; defaults to the index. */
  id?: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Label/value pairs as a `<dl>`: two columns from 768 px, label above value on mobile. In two
 * columns the label (small text) sits on the first line's baseline of its value (larger text), not
 * at the top of the row.
 * Props: `items`, `className?`.
 */
export function DetailList({ items, className = "" }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={`m-0 divide-y divide-border ${className}`}>
      {items.map((item, index) => (
        <div
          key={item.id ?? index}
          className="flex flex-col gap-1 py-2 md:grid md:grid-cols-[minmax(10rem,14rem)_1fr] md:items-baseline md:gap-4"
        >
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="m-0 min-w-0 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
