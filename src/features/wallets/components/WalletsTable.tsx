import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { sentCountFromNonce } from "@/shared/api/counts";
import type { Wallet } from "@/shared/api/schemas";
import { WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { WalletParty } from "@/shared/display/WalletParty";
import { formatNumber } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { supplyQuery } from "@/shared/network/queries";
import { DataTable, useInCard, type DataTableColumn } from "@/shared/ui/DataTable";
import { InfoTip } from "@/shared/ui/InfoTip";
import { useBalanceDecimals } from "../hooks/useBalanceDecimals";
import { Pending } from "@/shared/ui/Pending";
import { formatSupplyShare } from "../lib/supply-share";
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
  /** Columns after the table's own (a delegate's voters: since when they vote); keep them stable (module scope). */
  extraColumns?: readonly DataTableColumn<Wallet>[];
  isFetching?: boolean;
}

/** The row's rank: the number in the table; "#12" on a card, where no header names it. */
function RankCell({ rank }: { rank: number }) {
  const { i18n } = useLingui();
  const shown = formatNumber(rank, i18n.locale);
  if (!useInCard()) return <>{shown}</>;
  return (
    <span className="font-semibold tabular-nums">
      <span className="sr-only">
        <Trans>Rank</Trans>{" "}
      </span>
      #{shown}
    </span>
  );
}

/** The delegate a wallet votes for (by public key), linked; "-" for no vote. */
function VotedDelegate({ vote }: { vote: string | undefined }) {
  const delegates = useDelegateIndex();
  if (!vote) return <span className="text-muted">-</span>;
  const d = delegates.byPublicKey.get(vote);
  return d ? (
    <WalletLink address={d.address} />
  ) : (
    <span className="font-mono text-muted" title={vote}>
      {vote.slice(0, 10)}…
    </span>
  );
}

/**
 * A balance's share of the supply, "1.96%": under its header in the table; on a card's second line,
 * beside the balance, with the header for screen readers only (a worded "of supply" would push the
 * sent count onto a third line in most languages).
 */
function ShareCell({ balance, supply }: { balance: string; supply: string | undefined }) {
  const { i18n } = useLingui();
  // the supply comes with the height poll's first answer: a placeholder until then, never "-"
  if (supply === undefined) return <Pending />;
  return <>{formatSupplyShare(balance, supply, i18n.locale)}</>;
}

/**
 * The transactions a wallet sent, from its nonce (exact, no request): the number under its header
 * in the table, "12 sent" on a card; "-" when the node gives no nonce.
 */
function SentCell({ nonce }: { nonce: string | undefined }) {
  const { i18n } = useLingui();
  const inCard = useInCard();
  const count = sentCountFromNonce(nonce)?.count;
  if (count === undefined) return <>-</>;
  return (
    <>
      {inCard
        ? plural(count, { one: "# sent", other: "# sent" })
        : formatNumber(count, i18n.locale)}
    </>
  );
}

/** The header tip of the sent column: what the count is, and what it is not. */
function SentTip() {
  const { t } = useLingui();
  return (
    <InfoTip
      label={t`About the sent count`}
      content={t`Transactions this wallet has sent (its nonce). Received transactions are not counted.`}
    />
  );
}

/**
 * The columns: rank when `rank` (from `rankOffset`), the wallet (name and address), voted delegate
 * when `vote`, balance, share of supply (`supply`: arktoshi, undefined until known) and sent count.
 * A card shows the rank and the wallet on its first line, then balance, share and sent count side
 * by side on its second.
 */
function walletColumns(o: {
  rank: boolean;
  rankOffset: number;
  vote: boolean;
  decimals: number;
  supply: string | undefined;
}): DataTableColumn<Wallet>[] {
  const cols: DataTableColumn<Wallet>[] = [];
  if (o.rank) {
    cols.push({
      id: "rank",
      header: msg`Rank`,
      cell: (_w, i) => <RankCell rank={rankAt(o.rankOffset, i)} />,
      meta: { align: "right", className: "w-16 tabular-nums", card: "title" },
    });
  }
  cols.push({
    id: "wallet",
    header: msg`Wallet`,
    cell: (w) => <WalletParty address={w.address} />,
    meta: { card: "title", cardShrink: true },
  });
  if (o.vote)
    cols.push({
      id: "vote",
      header: msg`Voted delegate`,
      cell: (w) => <VotedDelegate vote={w.vote} />,
    });
  cols.push(
    {
      id: "balance",
      header: msg`Balance`,
      cell: (w) => <TokenAmount arktoshi={w.balance} maxDecimals={o.decimals} />,
      meta: { align: "right", className: "whitespace-nowrap", card: "second" },
    },
    {
      id: "supply",
      header: msg`Share of supply`,
      cell: (w) => <ShareCell balance={w.balance} supply={o.supply} />,
      meta: {
        align: "right",
        className: "tabular-nums whitespace-nowrap",
        card: "second",
        cardPrefix: "·",
      },
    },
    {
      id: "sent",
      header: msg`Sent`,
      headerTip: <SentTip />,
      cell: (w) => <SentCell nonce={w.nonce} />,
      meta: {
        align: "right",
        className: "tabular-nums whitespace-nowrap",
        card: "second",
        cardPrefix: "·",
      },
    },
  );
  return cols;
}

/**
 * Wallets table (top wallets, wallet search results, voters): optional rank, the wallet (known-wallet
 * name or delegate username AND its address, shortened in the middle below 768 px, with a copy
 * button), optional voted delegate, balance (2 decimals under 700 px, else up to 8), share of
 * supply (supply: GET blockchain, as the height poll keeps it) and the count of transactions the
 * wallet sent (its nonce: no request per row). Not sortable. Desktop table and two-line mobile cards.
 */
export function WalletsTable({
  wallets,
  caption,
  rankOffset = 0,
  showRank = false,
  showVote = false,
  extraColumns,
  isFetching,
}: WalletsTableProps) {
  const decimals = useBalanceDecimals();
  const supply = useQuery(supplyQuery()).data;
  const columns = useMemo(
    () => [
      ...walletColumns({ rank: showRank, rankOffset, vote: showVote, decimals, supply }),
      ...(extraColumns ?? []),
    ],
    [showRank, rankOffset, showVote, decimals, supply, extraColumns],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={wallets}
      getRowId={(w) => w.address}
      isFetching={isFetching}
    />
  );
}
