import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

/**
 * A `<select>` with its `<label>` before it, tied by a generated id. `labelClassName` styles the
 * label (`sr-only`: it still names the control for screen readers and tests, but is not shown);
 * every other prop (value, onChange, className, title, data-*) goes on the `<select>`, whose
 * `<option>`s are the children.
 */
export function LabelledSelect({
  label,
  labelClassName,
  children,
  ...select
}: { label: ReactNode; labelClassName?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id"
>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} {...select}>
        {children}
      </select>
    </>
  );
}
