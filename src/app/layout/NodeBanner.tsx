import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { msToNextPoll } from "@/shared/network/queries";
import { useNetwork } from "@/shared/network/useNetwork";
import { ErrorState, useChainPollState, useNodeFailure } from "@/shared/ui/ErrorState";

/**
 * Milliseconds until the height poll asks again (0: due now), `nowMs` being the time: React
 * Query restarts a query's refetch timer at each of its updates, with the interval it computes
 * then, and repeats that interval; the poll's last update was its last answer or failure, at
 * `lastUpdateMs`, and its interval `intervalMs` then.
 */
export function msUntilNextPoll(lastUpdateMs: number, intervalMs: number, nowMs: number): number {
  if (!(intervalMs > 0) || !(lastUpdateMs > 0)) return 0;
  const since = nowMs - lastUpdateMs;
  if (since < 0) return intervalMs;
  return intervalMs - (since % intervalMs);
}

/**
 * Shown while the node cannot be reached (or answers garbage): the failure in words (which node,
 * what kind of failure), when the explorer asks again ("Retrying in 5 seconds.": the height poll
 * keeps asking, once per slot, and every failed part of the page asks again once it answers, see
 * RecoveryWatcher), the retry button and the technical detail behind a disclosure. Goes away by
 * itself on recovery.
 */
export function NodeBanner() {
  const { nodeError, node, retry } = useNetwork();
  const nodeFailure = useNodeFailure();
  const chain = useChainPollState();
  // the poll's failure stays shown while it asks again (the network state hides it meanwhile)
  const error: unknown = nodeError ?? nodeFailure;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!error) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [error]);
  if (!error) return null;
  const asking = chain?.fetchStatus === "fetching";
  const last = Math.max(chain?.dataUpdatedAt ?? 0, chain?.errorUpdatedAt ?? 0);
  // the poll's interval as the network state computes it: once per slot with the node's slot
  // clock, a fixed interval without it (msToNextPoll's own fallback for an unknown clock)
  const clock =
    node?.epoch && node.blocktime
      ? { epochUnix: Math.floor(Date.parse(node.epoch) / 1000), blocktime: node.blocktime }
      : { epochUnix: Number.NaN, blocktime: 0 };
  const seconds = Math.ceil(msUntilNextPoll(last, msToNextPoll(clock, last), now) / 1000);
  const note =
    asking || seconds <= 0 ? (
      <Trans>Retrying now…</Trans>
    ) : (
      <Plural value={seconds} one="Retrying in # second." other="Retrying in # seconds." />
    );
  return <ErrorState variant="banner" error={error} onRetry={retry} note={note} />;
}
