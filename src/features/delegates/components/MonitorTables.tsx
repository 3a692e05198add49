import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { DataTable, useInCard, type DataTableColumn } from "@/shared/ui/DataTable";
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
export function RankCell({ rank, change }: { rank: number | undefined; change?: RankChange }) {
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
    {
      id: "last",
      header: msg`Last forged`,
      cell: (r) => <LastForgedCell block={r.lastForged} />,
      meta: { align: "right" },
    },
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
export function ActiveDelegatesTable({
  rows,
  historyRounds,
}: {
  rows: ActiveRow[] | null;
  historyRounds: number;
}) {
  const { t } = useLingui();
  const columns = useMemo(() => activeColumns(historyRounds), [historyRounds]);
  return (
    <DataTable
      caption={t`Active delegates`}
      columns={columns}
      data={rows}
      getRowId={(r) => r.publicKey}
    />
  );
}
