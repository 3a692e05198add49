import type { ReactElement, SVGProps } from "react";

const PATHS = {
  "sort-asc": <path d="M12 5l-5 6h10zM7 15h10" />,
  "sort-desc": <path d="M7 9h10M12 19l-5-6h10z" />,
  "sort-none": <path d="M12 4l-4 5h8zM12 20l-4-5h8z" />,
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" />
    </>
  ),
  qr: (
    <>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
      <path d="M14 14h3v3h-3zM20 14v0M17 20h4M20 17v3" />
    </>
  ),
  check: <path d="M4 12l5 5L20 6" />,
  tag: (
    <>
      <path d="M3 12V3h9l9 9-9 9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.2a2.5 2.5 0 0 1 4.8 1c0 1.7-2.4 2.2-2.4 3.6M12 17v.5" />
    </>
  ),
  star: <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z" />,
  "star-filled": (
    <path
      fill="currentColor"
      d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z"
    />
  ),
  moon: <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  "chevron-left": <path d="M15 5l-7 7 7 7" />,
  "chevron-right": <path d="M9 5l7 7-7 7" />,
  "chevron-double-left": <path d="M12 5l-7 7 7 7M19 5l-7 7 7 7" />,
  "chevron-double-right": <path d="M5 5l7 7-7 7M12 5l7 7-7 7" />,
  external: (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  ),
  alert: <path d="M12 3l10 18H2zM12 10v5M12 17.5v.5" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  "bell-off": <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0M3 3l18 18" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  verified: (
    <path d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.9-3.1 3.2.3zM8.5 12l2.5 2.5 4.5-5" />
  ),
} satisfies Record<string, ReactElement>;

/** Names of the icons that `Icon` can draw. */
export type IconName = keyof typeof PATHS;

/**
 * A small inline SVG icon drawn in `currentColor`.
 * Props: `name`, `label?` (when given the icon is an `img` with that accessible name, otherwise
 * it is decorative and `aria-hidden`), `className?` (default size 1em).
 */
export function Icon({
  name,
  label,
  className = "size-[1em]",
}: {
  name: IconName;
  label?: string;
  className?: string;
}) {
  return (
    <IconSvg
      className={className}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {label ? <title>{label}</title> : null}
      {PATHS[name]}
    </IconSvg>
  );
}

/**
 * The frame of the app's icons: a 24 × 24 stroked SVG in `currentColor`, inline on the text's
 * baseline, `className` its size (default 1em); other props (role, aria-*, data-*) go on the
 * `<svg>`.
 */
export function IconSvg({ className = "size-[1em]", children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      className={`inline-block shrink-0 align-[-0.125em] ${className}`}
    >
      {children}
    </svg>
  );
}
