import type { MessageDescriptor } from "@lingui/core";
import { ROUTES, type RouteEntry } from "../routes";

/** A main menu entry: the page's first path and its registry menu entry. */
export interface NavEntry {
  to: string;
  label: MessageDescriptor;
  magistrate?: boolean;
  /** route prefixes that mark this entry as current */
  match: readonly string[];
  /** Only in the menu panel of phones and tablets (from 1024 px a link in the stats bar). */
  panelOnly?: boolean;
}

/** The first path of a page, as a link: a list's first page (`/blocks/:page` → `/blocks/1`). */
function firstPath(entry: RouteEntry): string {
  return (entry.paths[0] ?? "/").replace(":page", "1");
}

/** The main menu, in the registry's order (the entries with a menu part). */
export const NAV: readonly NavEntry[] = ROUTES.flatMap((entry) => {
  const { menu } = entry;
  const label = menu?.label ?? entry.heading;
  if (!menu || !label) return [];
  return [
    {
      to: firstPath(entry),
      label,
      match: menu.match,
      magistrate: menu.magistrate,
      panelOnly: menu.panelOnly,
    },
  ];
});

/** Whether `entry` is the menu entry of the page at `pathname`. */
export function isCurrent(entry: NavEntry, pathname: string): boolean {
  return entry.match.some((m) => (m === "/" ? pathname === "/" : pathname.startsWith(m)));
}

/**
 * How the menu shows its magistrate entries (Businesses, Bridgechains): "shown" as links when the
 * node has them; "reserved" as invisible placeholders holding their place while the magistrate
 * probe has not answered (a first visit: the probe waits for idle time) and, when it answers "no",
 * until the visitor leaves the page they waited on (so the menu row, which they may wrap onto a
 * second line, does not change height under the reader); "hidden" otherwise.
 */
export function magistrateMenu(
  enabled: boolean,
  known: boolean,
  waitedOnThisPage: boolean,
): "shown" | "reserved" | "hidden" {
  if (enabled) return "shown";
  return !known || waitedOnThisPage ? "reserved" : "hidden";
}
