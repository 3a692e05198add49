import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { blockchainQuery } from "@/shared/network/queries";

/**
 * When the node answers again after a failure, every query left in an error state is refetched,
 * so pages recover by themselves within one height poll (8 s) — no reload, no "Try again" needed.
 */
export function RecoveryWatcher() {
  const queryClient = useQueryClient();
  // reads the shared height poll; the poll itself runs in the network state (no timer of its own)
  const chain = useQuery({ ...blockchainQuery(), refetchInterval: false });
  const failedBefore = useRef(false);
  useEffect(() => {
    if (chain.isError) {
      failedBefore.current = true;
      return;
    }
    // only on the transition failed → answering: a query that fails while the node is fine
    // (a 404, the third-party price service) is not refetched every poll
    if (!chain.isSuccess || !failedBefore.current) return;
    failedBefore.current = false;
    void queryClient.refetchQueries({
      predicate: (q) => q.state.status === "error",
      type: "active",
    });
  }, [chain.isError, chain.isSuccess, chain.dataUpdatedAt, queryClient]);
  return null;
}
