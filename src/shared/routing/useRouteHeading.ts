import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useMatches } from "react-router-dom";

/** What a page's route carries for the page (src/app/router.tsx sets it from the route registry). */
export interface RouteHandle {
  /** The page's fixed `<h1>`, when it has one. */
  heading?: MessageDescriptor;
}

/**
 * The current page's fixed heading from the route registry (src/app/routes.ts), in the active
 * language: the same text the start script painted into the static shell, so the app's heading
 * replaces it without a change. "" on a route without a fixed heading.
 */
export function useRouteHeading(): string {
  const { i18n } = useLingui();
  const matches = useMatches();
  const heading = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.heading;
  return heading ? i18n._(heading) : "";
}
