import { useEffect, useRef } from "react";
import { useNetwork } from "@/shared/network/useNetwork";

/**
 * Calls `refetch` whenever the network height changes after the first render — no timer of its
 * own: it rides the shared 8 s height poll, which React Query pauses while the tab is hidden.
 * With `onlyWithTransactions` (transaction lists), only when the new head block carries
 * transactions or blocks were skipped between two polls (an idle chain then costs nothing).
 */
export function useRefetchOnHeight(
  refetch: () => unknown,
  { onlyWithTransactions = false }: { onlyWithTransactions?: boolean } = {},
): number | undefined {
  const { height, head } = useNetwork();
  const last = useRef(height);
  const refetchRef = useRef(refetch);
  // unknown (no head yet, or a poll that read GET blockchain): refetch
  const carries = head?.transactions === undefined || head.transactions > 0;
  useEffect(() => {
    refetchRef.current = refetch;
  });
  useEffect(() => {
    if (height === undefined) return;
    const previous = last.current;
    last.current = height;
    if (previous === undefined || previous === height) return;
    if (onlyWithTransactions && height === previous + 1 && !carries) return;
    void refetchRef.current();
  }, [height, carries, onlyWithTransactions]);
  return height;
}
