import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Wallet } from "@/shared/api/schemas";
import { WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatPercent, percentOf } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
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
 * Wallets table (top wallets, wallet search results, voters): optional rank, address
 * (known-wallet name or delegate username), optional voted delegate, balance (2 decimals under
 * 700 px, else up to 8) and share of supply. Not sortable. Desktop table and mobile cards.
 */
export function WalletsTable({ wallets, caption, rankOffset = 0, showRank = false, showVote = false, isFetching }: WalletsTableProps) {
  const { t, i18n } = useLingui();
  const { supply } = useNetwork();
  const delegates = useDelegateIndex(showVote);
  const decimals = useBalanceDecimals();
  const share = (w: Wallet) => formatPercent(supply ? percentOf(w.balance, supply) : undefined, 2, i18n.locale);
  const votedFor = (w: Wallet) => {
    if (!w.vote) return <span className="text-muted">-</span>;
    const d = delegates.byPublicKey.get(w.vote);
    return d ? <WalletLink address={d.address} /> : <span className="font-mono text-muted" title={w.vote}>{w.vote.slice(0, 10)}…</span>;
  };

  const columns = useMemo<DataTableColumn<Wallet>[]>(() => {
    const cols: DataTableColumn<Wallet>[] = [];
    if (showRank) cols.push({ id: "rank", header: t`Rank`, cell: (_w, i) => rankAt(rankOffset, i), meta: { align: "right", className: "w-16 tabular-nums" } });
    cols.push({ id: "address", header: t`Address`, cell: (w) => <WalletLink address={w.address} truncate={false} className="max-w-[22rem]" /> });
    if (showVote) cols.push({ id: "vote", header: t`Voted delegate`, cell: votedFor });
    cols.push(
      { id: "balance", header: t`Balance`, cell: (w) => <TokenAmount arktoshi={w.balance} maxDecimals={decimals} />, meta: { align: "right" } },
      { id: "supply", header: t`Supply`, cell: share, meta: { align: "right", className: "tabular-nums" } },
    );
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.locale, showRank, showVote, rankOffset, decimals, supply, delegates]);

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={wallets}
      getRowId={(w) => w.address}
      isFetching={isFetching}
      renderMobileCard={(w, i) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {showRank ? (
            <>
              <dt className="text-muted">{t`Rank`}</dt>
              <dd className="tabular-nums">{rankAt(rankOffset, i)}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t`Address`}</dt>
          <dd className="min-w-0"><WalletLink address={w.address} /></dd>
          {showVote ? (
            <>
              <dt className="text-muted">{t`Voted delegate`}</dt>
              <dd>{votedFor(w)}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t`Balance`}</dt>
          <dd><TokenAmount arktoshi={w.balance} maxDecimals={decimals} /></dd>
          <dt className="text-muted">{t`Supply`}</dt>
          <dd className="tabular-nums">{share(w)}</dd>
        </dl>
      )}
    />
  );
}
