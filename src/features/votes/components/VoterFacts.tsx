import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import Big from "big.js";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import {
  delegateListParams,
  delegateListQuery,
  delegateTabView,
} from "@/features/delegates/api/delegate-list-queries";
import { DELEGATE_LISTS } from "@/features/delegates/delegate-sort";
import type { Delegate, Wallet } from "@/shared/api/schemas";
import { DateTime } from "@/shared/display/DateTime";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatPercent, percentOf } from "@/shared/format/number";
import { useChainConstants } from "@/shared/network/useNetwork";
import type { DataTableColumn } from "@/shared/ui/DataTable";
import { InfoTip } from "@/shared/ui/InfoTip";
import { Pending } from "@/shared/ui/Pending";
import { votingSinceQuery, type VotingSince } from "../api/vote-queries";

/** The most active delegates one request of the delegate list holds (the node's largest page). */
const ONE_PAGE = 100;

/**
 * Σ votes of the active delegates (arktoshi), from the delegate list's active tab (the app's first
 * 100 delegates by rank: no request of its own once the names are in); undefined while unknown or
 * when the network has more active delegates than one page holds.
 */
function useActiveVotes(): string | undefined {
  const { activeDelegates } = useChainConstants();
  const fits = activeDelegates > 0 && activeDelegates <= ONE_PAGE;
  const view = delegateTabView(
    "active",
    activeDelegates,
    1,
    Math.max(1, Math.min(activeDelegates, ONE_PAGE)),
    DELEGATE_LISTS.all.defaultSort,
  );
  const active = useQuery({ ...delegateListQuery(delegateListParams(view)), enabled: fits });
  return useMemo(() => {
    const rows = active.data?.data;
    if (!fits || !rows || active.isPlaceholderData) return undefined;
    return rows.reduce((sum, d) => sum.plus(d.votes), new Big(0)).toFixed();
  }, [active.data, active.isPlaceholderData, fits]);
}

/**
 * The delegate's vote weight for its voters page: its votes (GET delegates/{id} `votes`: the
 * voters' balances, arktoshi) and their share of the active delegates' votes together
 * ({@link useActiveVotes}); a placeholder while either is unknown.
 */
export function VoteWeight({ delegate }: { delegate: Delegate | undefined }) {
  const { t, i18n } = useLingui();
  const activeVotes = useActiveVotes();
  const share = delegate && activeVotes ? percentOf(delegate.votes, activeVotes) : undefined;
  return (
    <>
      <span>
        <Trans>Vote weight:</Trans>{" "}
        <strong className="text-text" data-testid="vote-weight">
          {delegate ? <TokenAmount arktoshi={delegate.votes} /> : <Pending />}
        </strong>
      </span>
      <span className="inline-flex items-center gap-1">
        <Trans>Share of the active delegates’ votes:</Trans>{" "}
        <strong className="text-text" data-testid="vote-share">
          {share !== undefined ? formatPercent(share, 2, i18n.locale) : <Pending />}
        </strong>
        <InfoTip
          label={t`About the share`}
          content={t`This delegate's votes as a share of the votes of every active delegate together.`}
        />
      </span>
    </>
  );
}

/** When each voter on screen started voting for the page's delegate, by address (see VotingSinceProvider). */
const VotingSinceContext = createContext<{
  since: Record<string, VotingSince> | undefined;
  failed: boolean;
}>({ since: undefined, failed: false });

/**
 * Provides, to the voters table's "Voting since" cells, when each voter of the page (`voters`) last
 * voted for `delegate` (votingSinceQuery: one request per 50 voters, once the delegate's public
 * key and the page's voters are known).
 */
export function VotingSinceProvider({
  delegate,
  voters,
  children,
}: {
  delegate: Delegate | undefined;
  voters: readonly Wallet[] | undefined;
  children: ReactNode;
}) {
  const addresses = useMemo(() => (voters ?? []).map((w) => w.address).sort(), [voters]);
  const names = delegate
    ? { publicKey: delegate.publicKey, username: delegate.username }
    : { publicKey: "" };
  const since = useQuery({
    ...votingSinceQuery(names, addresses),
    enabled: Boolean(delegate) && addresses.length > 0,
  });
  const value = useMemo(
    () => ({ since: since.data, failed: since.isError }),
    [since.data, since.isError],
  );
  return <VotingSinceContext.Provider value={value}>{children}</VotingSinceContext.Provider>;
}

/** A voter's "voting since": the time of its last vote for the delegate; "-" when not found. */
function VotingSinceCell({ address }: { address: string }) {
  const { since, failed } = useContext(VotingSinceContext);
  if (failed) return <span className="text-muted">-</span>;
  if (!since) return <Pending />;
  const found = since[address];
  return found ? <DateTime unix={found.unix} /> : <span className="text-muted">-</span>;
}

/** The "Voting since" header tip. */
function VotingSinceTip() {
  const { t } = useLingui();
  return (
    <InfoTip
      label={t`About voting since`}
      content={t`When this voter last voted for the delegate: how long it has stayed.`}
    />
  );
}

/** The voters table's "Voting since" column (its values from VotingSinceProvider). */
export const VOTING_SINCE_COLUMN: DataTableColumn<Wallet> = {
  id: "votingSince",
  header: msg`Voting since`,
  headerTip: <VotingSinceTip />,
  cell: (w) => <VotingSinceCell address={w.address} />,
  meta: { className: "whitespace-nowrap", card: "footer" },
};
