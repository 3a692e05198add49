import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import type { Delegate } from "@/shared/api/schemas";
import { BlockLink } from "@/shared/display/links";
import { DateTime } from "@/shared/display/DateTime";
import { formatNumber } from "@/shared/format/number";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { PagedFooter } from "@/shared/ui/PagedFooter";
import type { ActiveRow } from "../hooks/useDelegateMonitor";
import { DelegateName } from "./DelegateName";
import { ForgingStatusBadge } from "./ForgingStatusBadge";
import { HistoryBar } from "./HistoryBar";
import { RankChangeIndicator } from "./RankChangeIndicator";
import { VotesCell } from "./VotesCell";

function LastForgedCell({ row }: { row: ActiveRow }) {
  const { t, i18n } = useLingui();
  const last = row.lastForged;
  if (!last) return <span className="text-muted">{t`Never`}</span>;
  const height = formatNumber(last.height, i18n.locale);
  return (
    <span className="inline-flex flex-col items-end leading-tight">
      {last.id ? (
        <BlockLink id={last.id} truncate={false}>
          {height}
        </BlockLink>
      ) : (
        <span className="tabular-nums">{height}</span>
      )}
      {last.unix !== undefined ? <DateTime unix={last.unix} className="text-xs text-muted" /> : null}
    </span>
  );
}

/**
 * Active tab of the delegate monitor (§2): rank (with the change since the previous round),
 * username (Resigned badge), forged blocks, last forged ("Never" if none), forging status (icon,
 * text, tooltip), missed-slot history over the last rounds, votes with supply percentage.
 */
export function ActiveDelegatesTable({ rows, historyRounds }: { rows: ActiveRow[] | null; historyRounds: number }) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataTableColumn<ActiveRow>[]>(
    () => [
      {
        id: "rank",
        header: t`Rank`,
        cell: (r) => (
          <span className="inline-flex items-baseline gap-1.5">
            <span className="tabular-nums">{formatNumber(r.rank, i18n.locale)}</span>
            <RankChangeIndicator change={r.rankChange} />
          </span>
        ),
        meta: { className: "w-20" },
      },
      {
        id: "username",
        header: t`Username`,
        cell: (r) => (
          <DelegateName
            username={r.delegate?.username}
            address={r.delegate?.address}
            publicKey={r.publicKey}
            resigned={r.delegate?.isResigned}
          />
        ),
      },
      {
        id: "produced",
        header: t`Forged blocks`,
        cell: (r) => formatNumber(r.produced, i18n.locale),
        meta: { align: "right" },
      },
      { id: "last", header: t`Last forged`, cell: (r) => <LastForgedCell row={r} />, meta: { align: "right" } },
      {
        id: "status",
        header: t`Status`,
        cell: (r) => (r.status !== undefined ? <ForgingStatusBadge status={r.status} /> : "-"),
      },
      {
        id: "history",
        header: t`Last ${historyRounds} rounds`,
        cell: (r) => <HistoryBar cells={r.history} />,
      },
      {
        id: "votes",
        header: t`Votes`,
        cell: (r) => <VotesCell votes={r.votes} approval={r.delegate?.production.approval} />,
        meta: { align: "right" },
      },
    ],
    [t, i18n.locale, historyRounds],
  );
  return (
    <DataTable
      caption={t`Active delegates`}
      columns={columns}
      data={rows}
      getRowId={(r) => r.publicKey}
      renderMobileCard={(r) => (
        <div className="flex flex-col gap-1 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="inline-flex min-w-0 items-baseline gap-2">
              <span className="text-muted tabular-nums">#{formatNumber(r.rank, i18n.locale)}</span>
              <RankChangeIndicator change={r.rankChange} />
              <DelegateName
                username={r.delegate?.username}
                address={r.delegate?.address}
                publicKey={r.publicKey}
                resigned={r.delegate?.isResigned}
              />
            </span>
            {r.status !== undefined ? <ForgingStatusBadge status={r.status} /> : null}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">{t`Forged blocks`}</dt>
            <dd className="m-0">{formatNumber(r.produced, i18n.locale)}</dd>
            <dt className="text-muted">{t`Last forged`}</dt>
            <dd className="m-0 [&>span]:items-start">
              <LastForgedCell row={r} />
            </dd>
            <dt className="text-muted">{t`Last ${historyRounds} rounds`}</dt>
            <dd className="m-0">
              <HistoryBar cells={r.history} />
            </dd>
            <dt className="text-muted">{t`Votes`}</dt>
            <dd className="m-0 [&>span]:justify-start">
              <VotesCell votes={r.votes} approval={r.delegate?.production.approval} />
            </dd>
          </dl>
        </div>
      )}
    />
  );
}

/**
 * Standby and resigned tabs (§2): rank (standby only), username (Resigned badge on the resigned
 * list), votes with supply percentage; no forged blocks, last forged or status.
 */
export function OtherDelegatesTable({
  delegates,
  resigned,
  caption,
}: {
  delegates: Delegate[] | null;
  resigned: boolean;
  caption: string;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataTableColumn<Delegate>[]>(() => {
    const cols: DataTableColumn<Delegate>[] = [];
    if (!resigned) {
      cols.push({
        id: "rank",
        header: t`Rank`,
        cell: (d) => (d.rank !== undefined ? formatNumber(d.rank, i18n.locale) : "-"),
        meta: { className: "w-20" },
      });
    }
    cols.push(
      {
        id: "username",
        header: t`Username`,
        cell: (d) => <DelegateName username={d.username} address={d.address} resigned={resigned} />,
      },
      {
        id: "votes",
        header: t`Votes`,
        cell: (d) => <VotesCell votes={d.votes} approval={d.production.approval} />,
        meta: { align: "right" },
      },
    );
    return cols;
  }, [t, i18n.locale, resigned]);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={delegates}
      getRowId={(d) => d.publicKey}
      renderMobileCard={(d) => (
        <div className="flex flex-col gap-1 text-sm">
          <span className="inline-flex min-w-0 items-baseline gap-2">
            {!resigned && d.rank !== undefined ? (
              <span className="text-muted tabular-nums">#{formatNumber(d.rank, i18n.locale)}</span>
            ) : null}
            <DelegateName username={d.username} address={d.address} resigned={resigned} />
          </span>
          <span className="[&>span]:justify-start">
            <VotesCell votes={d.votes} approval={d.production.approval} />
          </span>
        </div>
      )}
    />
  );
}

/**
 * A standby or resigned tab, one page of it: mainnet has ~1,100 standby delegates, and all of
 * them at once were ~10,500 DOM nodes and a 4 s render. `delegates` is the whole list (null while
 * loading), `page` 1-based and `limit` rows per page; the footer shows the range, the total and
 * deep links built by `pathForPage`. A page past the end (after more rows per page, or a list
 * that shrank) goes to the last page.
 */
export function PagedOtherDelegates({
  delegates,
  resigned,
  caption,
  page,
  limit,
  onLimitChange,
  pathForPage,
}: {
  delegates: Delegate[] | null;
  resigned: boolean;
  caption: string;
  page: number;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
}) {
  const { t } = useLingui();
  const rows = useMemo(
    () => (delegates ? delegates.slice((page - 1) * limit, page * limit) : null),
    [delegates, page, limit],
  );
  const pageCount = delegates ? Math.max(1, Math.ceil(delegates.length / limit)) : undefined;
  if (pageCount !== undefined && page > pageCount) return <Navigate to={pathForPage(pageCount)} replace />;
  return (
    <>
      <OtherDelegatesTable delegates={rows} resigned={resigned} caption={t`${caption}, page ${page}`} />
      <PagedFooter
        page={page}
        meta={delegates && pageCount !== undefined ? { pageCount, totalCount: delegates.length } : undefined}
        rowCount={rows?.length}
        limit={limit}
        onLimitChange={onLimitChange}
        pathForPage={pathForPage}
      />
    </>
  );
}
