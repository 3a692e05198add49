import type { ElementType, ReactNode } from "react";

/**
 * Content that is read by assistive technology but not shown on screen (Tailwind `sr-only`).
 * Props: `children`, `as` (element, default `span`).
 */
export function VisuallyHidden({
  children,
  as: Tag = "span",
}: {
  children: ReactNode;
  as?: ElementType;
}) {
  return <Tag className="sr-only">{children}</Tag>;
}
