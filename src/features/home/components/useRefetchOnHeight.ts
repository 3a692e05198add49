import { useEffect, useRef } from "react";
import { useNetwork } from "@/shared/network/useNetwork";

/**
 * Calls `refetch` whenever the network height changes after the first render — no timer of its
 * own: it rides the shared 8 s height poll, which React Query pauses while the tab is hidden.
 */
export function useRefetchOnHeight(refetch: () => unknown): number | undefined {
  const { height } = useNetwork();
  const last = useRef(height);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (height === undefined) return;
    if (last.current !== undefined && last.current !== height) void refetchRef.current();
    last.current = height;
  }, [height]);
  return height;
}
