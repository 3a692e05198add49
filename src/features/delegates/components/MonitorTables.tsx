import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import type { Delegate } from "@/shared/api/schemas";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { DataTable, useInCard, type DataTableColumn } from "@/shared/ui/DataTable";
import { PagedFooter } from "@/shared/ui/PagedFooter";
import type { ActiveRow } from "../hooks/useDelegateMonitor";
import type { RankChange } from "../round/history";
import { DelegateName } from "./DelegateName";
import { ForgingStatusBadge } from "./ForgingStatusBadge";
import { HistoryBar } from "./HistoryBar";
import { LastForgedCell } from "./LastForgedCell";
import { RankChangeIndicator } from "./RankChangeIndicator";
import { VotesCell } from "./VotesCell";

/**
 * A delegate's rank with its change since the previous round: "12 ▲1" in the table, "#12 ▲1"
 * (muted, before the username) on a card's first line. Unknown: "-" in the table, nothing on a
 * card.
 */
function RankCell({ rank, change }: { rank: number | undefined; change?: RankChange }) {
  const inCard = useInCard();
  if (rank === undefined) return inCard ? null : "-";
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <span className={`tabular-nums ${inCard ? "text-muted" : ""}`}>
        {inCard ? "#" : null}
        <FormattedNumber value={rank} />
      </span>
      <RankChangeIndicator change={change} />
    </span>
  );
}

/** Columns of the active tab; the history header names its number of rounds. */
function activeColumns(historyRounds: number): DataTableColumn<ActiveRow>[] {
  return [
    {
      id: "rank",
      header: msg`Rank`,
      cell: (r) => <RankCell rank={r.rank} change={r.rankChange} />,
      meta: { className: "w-20", card: "title" },
    },
    {
      id: "username",
      header: msg`Username`,
      cell: (r) => (
        <DelegateName
          username={r.delegate?.username}
          address={r.delegate?.address}
          publicKey={r.publicKey}
          resigned={r.delegate?.isResigned}
        />
      ),
      meta: { card: "title" },
    },
    {
      id: "produced",
      header: msg`Forged blocks`,
      cell: (r) => <FormattedNumber value={r.produced} />,
      meta: { align: "right" },
    },
    { id: "last", header: msg`Last forged`, cell: (r) => <LastForgedCell block={r.lastForged} />, meta: { align: "right" } },
    {
      id: "status",
      header: msg`Status`,
      cell: (r) => (r.status !== undefined ? <ForgingStatusBadge status={r.status} /> : "-"),
      meta: { card: "aside" },
    },
    {
      id: "history",
      header: msg`${plural(historyRounds, { one: "Last round", other: "Last # rounds" })}`,
      cell: (r) => <HistoryBar cells={r.history} />,
    },
    {
      id: "votes",
      header: msg`Votes`,
      cell: (r) => <VotesCell votes={r.votes} approval={r.delegate?.production.approval} />,
      meta: { align: "right" },
    },
  ];
}

/**
 * Active tab of the delegate monitor: rank (with the change since the previous round),
 * username (Resigned badge), forged blocks, last forged ("Never" if none), forging status (icon,
 * text, tooltip), missed-slot history over the last rounds, votes with supply percentage. A card
 * starts with rank, username and status.
 */
export function ActiveDelegatesTable({ rows, historyRounds }: { rows: ActiveRow[] | null; historyRounds: number }) {
  const { t } = useLingui();
  const columns = useMemo(() => activeColumns(historyRounds), [historyRounds]);
  return <DataTable caption={t`Active delegates`} columns={columns} data={rows} getRowId={(r) => r.publicKey} />;
}

const OTHER_COLUMNS: DataTableColumn<Delegate>[] = [
  {
    id: "rank",
    header: msg`Rank`,
    cell: (d) => <RankCell rank={d.rank} />,
    meta: { className: "w-20", card: "title" },
  },
  {
    id: "username",
    header: msg`Username`,
    cell: (d) => <DelegateName username={d.username} address={d.address} resigned={d.isResigned} />,
    meta: { card: "title" },
  },
  {
    id: "votes",
    header: msg`Votes`,
    cell: (d) => <VotesCell votes={d.votes} approval={d.production.approval} />,
    meta: { align: "right" },
  },
];
const RESIGNED_COLUMNS = OTHER_COLUMNS.filter((col) => col.id !== "rank");

/**
 * Standby and resigned tabs: rank (standby only), username (Resigned badge on the resigned
 * list), votes with supply percentage; no forged blocks, last forged or status.
 */
function OtherDelegatesTable({
  delegates,
  resigned,
  caption,
}: {
  delegates: Delegate[] | null;
  resigned: boolean;
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={resigned ? RESIGNED_COLUMNS : OTHER_COLUMNS}
      data={delegates}
      getRowId={(d) => d.publicKey}
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
