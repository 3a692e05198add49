import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueries, useQuery } from "@tanstack/react-query";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { usePreferences } from "@/shared/preferences/store";
import { WalletLink } from "@/shared/display/links";
import { DataTable, useInCard, type DataTableColumn } from "@/shared/ui/DataTable";
import { ForgingStatusBadge } from "@/features/delegates/components/ForgingStatusBadge";
import { forgingStatus, roundOf, type ForgingStatus } from "@/features/delegates/forging";
import { roundDelegatesQuery, watchedWalletQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { WatchButton } from "../components/WatchButton";
import { WatchLabelEditor } from "../components/WatchLabelEditor";
import { WatchlistAdd } from "../components/WatchlistAdd";
import { WatchlistFileActions } from "../components/WatchlistFileActions";
import { useBalanceDecimals } from "../hooks/useBalanceDecimals";
import { AlertSettings } from "@/features/alerts/components/AlertSettings";
import { AlertToggle } from "@/features/alerts/components/AlertToggle";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";
import { Pending } from "@/shared/ui/Pending";

interface Row {
  address: string;
  balance?: string;
  username?: string;
  rank?: number;
  resigned?: boolean;
  lastBlockHeight?: number;
  publicKey?: string;
  isDelegate: boolean;
  failed: boolean;
  /** forging status of an active delegate; undefined for the others */
  forging?: ForgingStatus;
  /** a delegate whose status waits for the height (the height poll's first answer) */
  forgingPending?: boolean;
}

/**
 * The watched wallet's link (the full address in the table, truncated in the middle on a card)
 * and, next to it, its private label with the button that edits it.
 */
function WalletCell({ row }: { row: Row }) {
  const inCard = useInCard();
  const known = useKnownWallets();
  const who = known[row.address] ?? row.username ?? row.address;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      {inCard ? (
        <WalletLink address={row.address} />
      ) : (
        <WalletLink address={row.address} truncate={false} className="max-w-[22rem]" />
      )}
      <WatchLabelEditor address={row.address} who={who} />
    </span>
  );
}

/** The alerts switch of a watched wallet, named by its label, known name or username. */
function AlertCell({ row }: { row: Row }) {
  const known = useKnownWallets();
  const label = usePreferences((s) => s.watchLabels[row.address]);
  return (
    <AlertToggle
      address={row.address}
      who={label ?? known[row.address] ?? row.username ?? row.address}
    />
  );
}

/** A watched delegate's rank, or "Resigned" / "-" without one. */
function RankCell({ row }: { row: Row }) {
  const { t } = useLingui();
  if (row.rank !== undefined) return <FormattedNumber value={row.rank} />;
  return row.resigned ? t({ message: "Resigned", context: "delegate status" }) : "-";
}

/** A watched delegate's forging status: the badge for an active delegate, else "Resigned" or "Standby". */
function ForgingCell({ row }: { row: Row }) {
  const { t } = useLingui();
  if (row.forging !== undefined) return <ForgingStatusBadge status={row.forging} />;
  if (row.forgingPending) return <Pending />;
  return (
    <span className="text-muted">
      {row.resigned ? t({ message: "Resigned", context: "delegate status" }) : t`Standby`}
    </span>
  );
}

/** The balance, "Unavailable" when the wallet could not be read, "…" while it loads. */
function BalanceCell({ row }: { row: Row }) {
  const { t } = useLingui();
  const decimals = useBalanceDecimals();
  if (row.balance !== undefined)
    return <TokenAmount arktoshi={row.balance} maxDecimals={decimals} />;
  return row.failed ? <span className="text-negative">{t`Unavailable`}</span> : <Pending />;
}

// on a card the wallet link (named "Wallet <address>") and the star make the first line; rank and
// forging status are for delegates only (empty: off the card)
const COLUMNS: DataTableColumn<Row>[] = [
  {
    id: "address",
    header: msg`Wallet`,
    cell: (r) => <WalletCell row={r} />,
    meta: { card: "title" },
  },
  {
    id: "balance",
    header: msg`Balance`,
    cell: (r) => <BalanceCell row={r} />,
    meta: { align: "right" },
  },
  {
    id: "rank",
    header: msg`Rank`,
    cell: (r) => (r.isDelegate ? <RankCell row={r} /> : ""),
    meta: { align: "right" },
  },
  {
    id: "status",
    header: msg`Forging status`,
    cell: (r) => (r.isDelegate ? <ForgingCell row={r} /> : ""),
  },
  { id: "alerts", header: msg`Alerts`, cell: (r) => <AlertCell row={r} /> },
  {
    id: "watch",
    header: (
      <span className="sr-only">
        <Trans>Watch</Trans>
      </span>
    ),
    cell: (r) => <WatchButton address={r.address} compact />,
    meta: { align: "right", card: "aside" },
  },
];

/**
 * /watchlist: the starred wallets and delegates kept in the preferences, with live
 * balance (refetched when the height changes) and, for delegates, rank and forging status; a
 * private label per wallet, a field that adds a wallet by address or name, and the list's export
 * to and import from a JSON file.
 */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const watchlist = usePreferences((s) => s.watchlist);
  const { height, activeDelegates, addressPrefix, alias } = useNetwork();
  const results = useQueries({ queries: watchlist.map((address) => watchedWalletQuery(address)) });
  // balances and delegate records follow the chain: re-asked on every new block
  useRefetchOnHeight(() => results.forEach((r) => void r.refetch()));
  const base =
    results.some((r) => r.isPending) && results.every((r) => !r.data)
      ? null
      : watchlist.map((address, i) => {
          const r = results[i];
          const w = r?.data?.wallet;
          const d = r?.data?.delegate;
          return {
            address,
            balance: w?.balance,
            username: d?.username ?? w?.username,
            // the wallet's own delegate facts stand in when GET delegates/{id} failed
            rank: d ? d.rank : w?.delegate?.rank,
            resigned: d?.isResigned ?? w?.isResigned,
            lastBlockHeight: d ? d.blocks.last?.height : w?.delegate?.lastBlock?.height,
            publicKey: d?.publicKey ?? (w?.isDelegate ? w.publicKey : undefined),
            isDelegate: Boolean(d ?? w?.isDelegate),
            failed: Boolean(r?.isError && !r.data),
          };
        });
  const anyDelegate = (base ?? []).some((r) => r.isDelegate);
  const round = height ? roundOf(height, activeDelegates) : 0;
  const previous = useQuery({
    ...roundDelegatesQuery(round - 1),
    enabled: anyDelegate && round > 1,
  });
  const rows: Row[] | null =
    base?.map((r) =>
      r.isDelegate &&
      !r.resigned &&
      height !== undefined &&
      r.rank !== undefined &&
      r.rank <= activeDelegates
        ? {
            ...r,
            forging: forgingStatus({
              height,
              lastBlockHeight: r.lastBlockHeight,
              activeDelegates,
              inPreviousRound: previous.data ? previous.data.has(r.publicKey ?? "") : true,
            }),
          }
        : r.isDelegate && !r.resigned && height === undefined
          ? { ...r, forgingPending: true }
          : r,
    ) ?? null;
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{heading}</h1>
      <p className="mt-0 mb-4 text-sm text-muted">
        <Trans>
          Star a wallet or delegate on its page, or add it here, to follow it. The list and its
          labels are kept in this browser only: export it to keep a copy or to move it to another
          browser.
        </Trans>
      </p>
      <WatchlistAdd addressPrefix={addressPrefix} />
      <WatchlistFileActions network={alias} addressPrefix={addressPrefix} />
      {watchlist.length ? <AlertSettings /> : null}
      {watchlist.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted">
          <Trans>Your watchlist is empty.</Trans>
        </p>
      ) : (
        <DataTable
          caption={t`Watched wallets`}
          columns={COLUMNS}
          data={rows}
          getRowId={(r) => r.address}
        />
      )}
    </>
  );
}
