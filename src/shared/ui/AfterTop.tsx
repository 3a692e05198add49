import type { ReactNode } from "react";
import { useTopFirst } from "@/shared/hooks/useTopFirst";

/**
 * Renders `children` one commit after it mounted (see {@link useTopFirst}): for the part of a page
 * below its first screen, so the top is drawn without waiting for it. Nothing stands in for it
 * meanwhile (it lies below what is on screen: nothing above it moves).
 */
export function AfterTop({ children }: { children: ReactNode }) {
  return useTopFirst() ? children : null;
}
