import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { useEffect, useState, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { magistrateQuery } from "@/shared/network/useNetwork";
import {
  ErrorState,
  useChainPollState,
  useNodeFailure,
  useRetryNode,
} from "@/shared/ui/ErrorState";
import { Spinner } from "@/shared/ui/Spinner";

/**
 * Renders its children only when the magistrate probe says enabled: a spinner while the
 * probe has not answered yet, the 404 page when disabled (the routes "only exist" then). While the
 * node is down the probe cannot tell (it reads a failure as "disabled"): the node's failure shows
 * instead of a false "not found", and the probe asks again once the node answers.
 */
export function MagistrateGate({ children }: { children: ReactNode }) {
  const probe = useQuery(magistrateQuery());
  const nodeFailure = useNodeFailure();
  const retryNode = useRetryNode();
  // the node has answered its height poll: a "disabled" read before that may be its failure
  const nodeAnswered = (useChainPollState()?.dataUpdatedAt ?? 0) > 0;
  const doubtful = nodeFailure !== null || !nodeAnswered;
  // a probe asked while the node was down (or not heard from yet) may read its failure as
  // "disabled": once the node answers, a "disabled" read then is asked again before any verdict
  const [recheck, setRecheck] = useState<"no" | "wait" | "ask">("no");
  const settled = !doubtful && !probe.isFetching;
  if (recheck === "no" && doubtful && (probe.data === false || probe.isFetching))
    setRecheck("wait");
  if (recheck === "wait" && settled) setRecheck(probe.data === false ? "ask" : "no");
  const { refetch } = probe;
  useEffect(() => {
    if (recheck !== "ask") return;
    void refetch().finally(() => setRecheck("no"));
  }, [recheck, refetch]);
  if (nodeFailure !== null && probe.data !== true)
    return <ErrorState error={nodeFailure} onRetry={retryNode} />;
  if (recheck !== "no" && probe.data !== true) return <Spinner />;
  if (probe.data === undefined) {
    if (probe.isError) return <Navigate to={paths.notFound()} replace />;
    return <Spinner />;
  }
  if (!probe.data) return <Navigate to={paths.notFound()} replace />;
  return <>{children}</>;
}
