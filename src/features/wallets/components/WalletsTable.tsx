import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Wallet } from "@/shared/api/schemas";
import { WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatPercent, percentOf } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { DataTable, useInCard, type DataTableColumn } from "@/shared/ui/DataTable";
import { useBalanceDecimals } from "../hooks/useBalanceDecimals";
import { rankAt } from "../lib/rank";

/** Props of {@link WalletsTable}. */
export interface WalletsTableProps {
  /** null = loading */
  wallets: Wallet[] | null;
  caption: string;
  /** Rows before this page (top wallets: rank = offset + row + 1, see lib/rank). */
  rankOffset?: number;
  showRank?: boolean;
  /** Wallet search result columns: adds the voted delegate, matched by public key. */
  showVote?: boolean;
  isFetching?: boolean;
}

/**
 * A wallet address linking to its page (known-wallet name or delegate username when there is
 * one): in full in a table cell (cut with an ellipsis past 22 rem), truncated in the middle on a
 * mobile card.
 */
function AddressCell({ address }: { address: string }) {
  const inCard = useInCard();
  return inCard ? <WalletLink address={address} /> : <WalletLink address={address} truncate={false} className="max-w-[22rem]" />;
}

/** The delegate a wallet votes for (by public key), linked; "-" for no vote. */
function VotedDelegate({ vote }: { vote: string | undefined }) {
  const delegates = useDelegateIndex();
  if (!vote) return <span className="text-muted">-</span>;
  const d = delegates.byPublicKey.get(vote);
  return d ? <WalletLink address={d.address} /> : <span className="font-mono text-muted" title={vote}>{vote.slice(0, 10)}…</span>;
}

/** A balance's share of the supply, 2 decimals ("-" while the supply is unknown). */
function SupplyShare({ balance }: { balance: string }) {
  const { i18n } = useLingui();
  const { supply } = useNetwork();
  return <>{formatPercent(supply ? percentOf(balance, supply) : undefined, 2, i18n.locale)}</>;
}

/** The columns: rank when `rank` (from `rankOffset`), voted delegate when `vote`. */
function walletColumns(o: { rank: boolean; rankOffset: number; vote: boolean; decimals: number }): DataTableColumn<Wallet>[] {
  const cols: DataTableColumn<Wallet>[] = [];
  if (o.rank) cols.push({ id: "rank", header: msg`Rank`, cell: (_w, i) => rankAt(o.rankOffset, i), meta: { align: "right", className: "w-16 tabular-nums" } });
  cols.push({ id: "address", header: msg`Address`, cell: (w) => <AddressCell address={w.address} /> });
  if (o.vote) cols.push({ id: "vote", header: msg`Voted delegate`, cell: (w) => <VotedDelegate vote={w.vote} /> });
  cols.push(
    { id: "balance", header: msg`Balance`, cell: (w) => <TokenAmount arktoshi={w.balance} maxDecimals={o.decimals} />, meta: { align: "right" } },
    { id: "supply", header: msg`Supply`, cell: (w) => <SupplyShare balance={w.balance} />, meta: { align: "right", className: "tabular-nums" } },
  );
  return cols;
}

/**
 * Wallets table (top wallets, wallet search results, voters): optional rank, address
 * (known-wallet name or delegate username), optional voted delegate, balance (2 decimals under
 * 700 px, else up to 8) and share of supply. Not sortable. Desktop table and mobile cards.
 */
export function WalletsTable({ wallets, caption, rankOffset = 0, showRank = false, showVote = false, isFetching }: WalletsTableProps) {
  const decimals = useBalanceDecimals();
  const columns = useMemo(
    () => walletColumns({ rank: showRank, rankOffset, vote: showVote, decimals }),
    [showRank, rankOffset, showVote, decimals],
  );
  return <DataTable caption={caption} columns={columns} data={wallets} getRowId={(w) => w.address} isFetching={isFetching} />;
}
