import type { ReactElement } from "react";
import { IconSvg } from "@/shared/ui/Icon";
import { ForgingStatus } from "../forging";

/**
 * Icon classes of the forging statuses: forging, missed-round, not-forging (shared by NotForging
 * and NeverForged: neither has forged lately), became-active.
 */
export type ForgingIconClass = "forging" | "missed-round" | "not-forging" | "became-active";

/** The icon class of a forging status. */
function iconClassOf(status: ForgingStatus): ForgingIconClass {
  switch (status) {
    case ForgingStatus.Forging:
      return "forging";
    case ForgingStatus.Missing:
      return "missed-round";
    case ForgingStatus.BecameActive:
      return "became-active";
    default:
      return "not-forging";
  }
}

const SHAPES: Record<ForgingIconClass, ReactElement> = {
  // filled circle with a check
  forging: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </>
  ),
  // triangle with an exclamation mark
  "missed-round": <path d="M12 3.5l9 16H3zM12 10v4.5M12 17v.5" />,
  // circle with a bar
  "not-forging": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 12h9" />
    </>
  ),
  // arrow up into a bar
  "became-active": <path d="M12 19V7M7 11l5-5 5 5M6 21h12" />,
};

/** Decorative SVG of a forging status (always paired with its text). */
export function StatusIcon({
  status,
  className = "size-[1em]",
}: {
  status: ForgingStatus;
  className?: string;
}) {
  return (
    <IconSvg aria-hidden="true" data-icon={iconClassOf(status)} className={className}>
      {SHAPES[iconClassOf(status)]}
    </IconSvg>
  );
}
