import { Trans, useLingui } from "@lingui/react/macro";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePreferences } from "@/shared/preferences/store";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { ForgingStatusBadge } from "@/features/delegates/components/ForgingStatusBadge";
import { forgingStatus, roundOf } from "@/features/delegates/forging";
import { roundDelegatesQuery, watchedWalletQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { WatchButton } from "../components/WatchButton";
import { useBalanceDecimals } from "../hooks/useBalanceDecimals";

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
}

/**
 * /watchlist: the starred wallets and delegates kept in the preferences, with live
 * balance (refetched when the height changes) and, for delegates, rank and forging status.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Watchlist`);
  const watchlist = usePreferences((s) => s.watchlist);
  const { height, activeDelegates } = useNetwork();
  const decimals = useBalanceDecimals();
  const results = useQueries({ queries: watchlist.map((address) => watchedWalletQuery(address)) });
  // balances and delegate records follow the chain: re-asked on every new block
  useRefetchOnHeight(() => results.forEach((r) => void r.refetch()));
  const rows: Row[] | null = results.some((r) => r.isPending) && results.every((r) => !r.data)
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
  const anyDelegate = (rows ?? []).some((r) => r.isDelegate);
  const round = height ? roundOf(height, activeDelegates) : 0;
  const previous = useQuery({ ...roundDelegatesQuery(round - 1), enabled: anyDelegate && round > 1 });

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: "address", header: t`Wallet`, cell: (r) => <WalletLink address={r.address} truncate={false} className="max-w-[22rem]" /> },
      {
        id: "balance",
        header: t`Balance`,
        cell: (r) => (r.balance !== undefined ? <TokenAmount arktoshi={r.balance} maxDecimals={decimals} /> : r.failed ? <span className="text-negative">{t`Unavailable`}</span> : "…"),
        meta: { align: "right" },
      },
      { id: "rank", header: t`Rank`, cell: (r) => (r.isDelegate ? (r.rank !== undefined ? formatNumber(r.rank) : r.resigned ? t({ message: "Resigned", context: "delegate status" }) : "-") : ""), meta: { align: "right" } },
      {
        id: "status",
        header: t`Forging status`,
        cell: (r) =>
          r.isDelegate && !r.resigned && height !== undefined && r.rank !== undefined && r.rank <= activeDelegates ? (
            <ForgingStatusBadge
              status={forgingStatus({
                height,
                lastBlockHeight: r.lastBlockHeight,
                activeDelegates,
                inPreviousRound: previous.data ? previous.data.has(r.publicKey ?? "") : true,
              })}
            />
          ) : r.isDelegate ? (
            <span className="text-muted">{r.resigned ? t({ message: "Resigned", context: "delegate status" }) : t`Standby`}</span>
          ) : (
            ""
          ),
      },
      { id: "watch", header: <span className="sr-only">{t`Watch`}</span>, cell: (r) => <WatchButton address={r.address} compact />, meta: { align: "right" } },
    ],
    [t, decimals, height, activeDelegates, previous.data],
  );

  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">
        <Trans>Watchlist</Trans>
      </h1>
      <p className="mt-0 mb-4 text-sm text-muted">
        <Trans>Star a wallet or delegate on its page to follow it here. The list is kept in this browser only.</Trans>
      </p>
      {watchlist.length === 0 ? (
        <p className="rounded-lg border border-border bg-surface p-6 text-center text-muted">
          <Trans>Your watchlist is empty.</Trans>
        </p>
      ) : (
        <DataTable
          caption={t`Watched wallets`}
          columns={columns}
          data={rows}
          getRowId={(r) => r.address}
          renderMobileCard={(r) => (
            <div className="flex items-start justify-between gap-2 text-sm">
              <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted">{t`Wallet`}</dt>
                <dd className="min-w-0"><WalletLink address={r.address} /></dd>
                <dt className="text-muted">{t`Balance`}</dt>
                <dd>{columns[1]?.cell(r, 0)}</dd>
                {r.isDelegate ? (
                  <>
                    <dt className="text-muted">{t`Rank`}</dt>
                    <dd>{columns[2]?.cell(r, 0)}</dd>
                    <dt className="text-muted">{t`Forging status`}</dt>
                    <dd>{columns[3]?.cell(r, 0)}</dd>
                  </>
                ) : null}
              </dl>
              <WatchButton address={r.address} compact />
            </div>
          )}
        />
      )}
    </>
  );
}
