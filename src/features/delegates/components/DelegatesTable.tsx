import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Delegate } from "@/shared/api/schemas";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { TokenAmount } from "@/shared/display/TokenAmount";
import {
  DataTable,
  useInCard,
  type DataTableColumn,
  type DataTableSort,
} from "@/shared/ui/DataTable";
import { InfoTip } from "@/shared/ui/InfoTip";
import { TermHint } from "@/shared/glossary/TermHint";
import { VisuallyHidden } from "@/shared/ui/VisuallyHidden";
import { Tooltip } from "@/shared/ui/Tooltip";
import { DEFAULT_HISTORY_ROUNDS, type ForgingStatus } from "../forging";
import type { Productivity } from "../round/productivity";
import { DelegateName } from "./DelegateName";
import { ForgingStatusBadge } from "./ForgingStatusBadge";
import { Pending } from "@/shared/ui/Pending";
import { LastForgedCell } from "./LastForgedCell";
import { VotesCell } from "./VotesCell";

/** Which delegate list a table shows: its columns and its mobile card follow it. */
export type DelegateTableKind = "active" | "standby" | "resigned";

/**
 * A delegate row with what the list knows of its forging (active delegates): the status
 * (undefined while unknown) and the productivity (undefined while loading, null when the
 * delegate was active in none of the rounds counted).
 */
export type DelegateRow = Delegate & { status?: ForgingStatus; productivity?: Productivity | null };

/** A rank: "12" in the table, "#12" (muted, before the username) on a card's first line. */
function RankCell({ rank }: { rank: number | undefined | null }) {
  const inCard = useInCard();
  if (rank === undefined || rank === null) return inCard ? null : "-";
  return (
    <span className={`tabular-nums ${inCard ? "text-muted" : ""}`}>
      {inCard ? "#" : null}
      <FormattedNumber value={rank} />
    </span>
  );
}

/** A standby delegate's status: it does not forge until its votes rank it among the active ones. */
function StandbyBadge() {
  const { t } = useLingui();
  return (
    <Tooltip
      content={t`Not among the active delegates: forges no blocks until its votes rank it in`}
    >
      <button type="button" className="rounded text-sm whitespace-nowrap text-muted">
        {t({ message: "Standby", context: "delegate status: not active" })}
      </button>
    </Tooltip>
  );
}

/** Forged slots of all slots, as a percentage with its counts in the tooltip; "…" while loading, "-" when none. */
function ProductivityCell({ value }: { value: Productivity | null | undefined }) {
  const { t, i18n } = useLingui();
  if (value === undefined)
    return (
      <span className="text-muted">
        <span aria-hidden="true">…</span>
        <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      </span>
    );
  const slots = value ? value.forged + value.missed : 0;
  if (!value || slots === 0) return <span className="text-muted">-</span>;
  const share = i18n.number(value.forged / slots, { style: "percent", maximumFractionDigits: 1 });
  const { forged, missed } = value;
  return (
    <span className="tabular-nums" title={t`Forged ${forged}, missed ${missed}`}>
      {share}
    </span>
  );
}

/** Where productivity comes from (header tip, not on the cards). */
function ProductivityTip() {
  const { t } = useLingui();
  const rounds = DEFAULT_HISTORY_ROUNDS;
  return (
    <InfoTip
      label={t`About productivity`}
      content={t`Share of its forging slots the delegate filled in the last ${rounds} complete rounds, counted from the rounds' blocks as the delegate monitor does.`}
    />
  );
}

/**
 * The columns of a list. The mobile card is two lines: rank and username with the status at the
 * right end, then a small line of productivity (active) and votes (DataTable adds the column the list is
 * sorted by, forged blocks or total forged, while it is).
 */
function columnsFor(kind: DelegateTableKind): DataTableColumn<DelegateRow>[] {
  const active = kind === "active";
  const cols: DataTableColumn<DelegateRow>[] = [];
  if (kind !== "resigned") {
    cols.push({
      id: "rank",
      header: msg`Rank`,
      headerTip: <TermHint term="rank" />,
      cell: (d) => <RankCell rank={d.rank} />,
      enableSorting: true,
      meta: { align: "right", className: "w-16", card: "title" },
    });
  }
  cols.push({
    id: "username",
    header: msg`Username`,
    headerTip: kind === "resigned" ? <TermHint term="resigned" /> : undefined,
    cell: (d) => <DelegateName username={d.username} address={d.address} resigned={d.isResigned} />,
    enableSorting: true,
    meta: { card: "title" },
  });
  if (kind !== "resigned") {
    cols.push({
      id: "status",
      header: msg`Status`,
      headerTip: <TermHint term={active ? "forgingStatus" : "standby"} />,
      cell: (d) =>
        !active ? (
          <StandbyBadge />
        ) : d.status !== undefined ? (
          <ForgingStatusBadge status={d.status} />
        ) : (
          <Pending />
        ),
      meta: { card: "aside" },
    });
  }
  if (active) {
    cols.push({
      id: "productivity",
      header: msg`Productivity`,
      headerTip: <ProductivityTip />,
      cell: (d) => <ProductivityCell value={d.productivity} />,
      meta: { align: "right", card: "footer" },
    });
  }
  cols.push(
    {
      id: "last",
      header: msg`Last forged`,
      cell: (d) => {
        const last = d.blocks.last;
        return (
          <LastForgedCell
            block={last && { height: last.height, id: last.id, unix: last.timestamp?.unix }}
          />
        );
      },
      meta: { align: "right", card: "hidden" },
    },
    {
      id: "produced",
      header: msg`Forged blocks`,
      cell: (d) => <FormattedNumber value={d.blocks.produced} />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: "right", card: "hidden" },
    },
    {
      id: "forged",
      header: msg`Total forged`,
      headerTip: <TermHint term="forgedTotal" />,
      cell: (d) => <TokenAmount arktoshi={d.forged.total} />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: "right", card: "hidden" },
    },
    {
      id: "votes",
      header: msg`Votes`,
      headerTip: <TermHint term="votes" />,
      cell: (d) => <VotesCell votes={d.votes} approval={d.production.approval} />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: "right", card: "footer" },
    },
  );
  return cols;
}
const COLUMNS: Record<DelegateTableKind, DataTableColumn<DelegateRow>[]> = {
  active: columnsFor("active"),
  standby: columnsFor("standby"),
  resigned: columnsFor("resigned"),
};

/**
 * The delegates table of one list (`kind`): rank (not for the resigned), username with a
 * "Resigned" badge, forging status (active: as the delegate monitor decides it; standby: "Standby"),
 * productivity (active), last forged block with its age, forged blocks, total forged, votes with
 * approval (2 decimals). Sorting is handed to the parent (it asks the node for the page in that
 * order); `isFetching` dims the rows of the previous page while the next one loads.
 */
export function DelegatesTable({
  delegates,
  kind,
  sorting,
  onSortingChange,
  caption,
  isFetching,
}: {
  delegates: DelegateRow[] | null;
  kind: DelegateTableKind;
  sorting?: DataTableSort;
  onSortingChange?: (s: DataTableSort) => void;
  caption: string;
  isFetching?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={COLUMNS[kind]}
      data={delegates}
      getRowId={(d) => d.publicKey}
      sorting={sorting}
      onSortingChange={onSortingChange}
      isFetching={isFetching}
    />
  );
}
