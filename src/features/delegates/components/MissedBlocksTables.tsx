import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createContext, useContext } from "react";
import { DateTime } from "@/shared/display/DateTime";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { productivityShare } from "../history/points";
import type { DelegateMisses, ForgerName, MissedSlot } from "../missed/derive";
import { DelegateName } from "./DelegateName";

/** What the cells of the missed-blocks tables read besides their row: forgers' names and the epoch. */
interface MissedContext {
  /** names of the rounds' forgers as their blocks give them, by public key */
  forgers: ReadonlyMap<string, ForgerName>;
  /** the network epoch, unix seconds */
  epochUnix: number;
}

const NO_FORGERS: ReadonlyMap<string, ForgerName> = new Map();
const Missed = createContext<MissedContext>({ forgers: NO_FORGERS, epochUnix: 0 });

/** Provides the forgers' names and the network epoch to the cells of {@link MissedSlotsTable} and {@link MissesByDelegateTable}. */
export const MissedContextProvider = Missed.Provider;

/**
 * A delegate by public key: its username linking to its page, from the shared delegate list, else
 * from the blocks it forged in the rounds shown, else its public key (shortened, unlinked).
 */
function DelegateByKey({ publicKey }: { publicKey: string }) {
  const index = useDelegateIndex();
  const { forgers } = useContext(Missed);
  const listed = index.byPublicKey.get(publicKey);
  const forger = forgers.get(publicKey);
  return (
    <DelegateName
      username={listed?.username ?? forger?.username}
      address={listed?.address ?? forger?.address}
      publicKey={publicKey}
      resigned={listed?.isResigned}
    />
  );
}

/** When a slot's block was expected: the slot's start (the network epoch + the slot's epoch seconds). */
function ExpectedAt({ startEpoch }: { startEpoch: number }) {
  const { epochUnix } = useContext(Missed);
  return <DateTime unix={epochUnix + startEpoch} />;
}

/** The block that came after a missed slot: its forger and a link to it by height. */
function NextBlock({ next }: { next: MissedSlot["next"] }) {
  const { t, i18n } = useLingui();
  const height = i18n.number(next.height);
  return (
    <span className="inline-flex min-w-0 flex-wrap items-baseline gap-x-2">
      <DelegateByKey publicKey={next.publicKey} />
      <span className="text-sm text-muted">
        <Link
          to={paths.block(next.id)}
          className="text-accent underline-offset-2 hover:underline"
          title={next.id}
        >
          {t`block ${height}`}
        </Link>
      </span>
    </span>
  );
}

const SLOT_COLUMNS: DataTableColumn<MissedSlot>[] = [
  {
    id: "round",
    header: msg`Round`,
    cell: (s) => <FormattedNumber value={s.round} />,
    meta: { align: "right", className: "w-20" },
  },
  {
    id: "expected",
    header: msg`Expected at`,
    cell: (s) => <ExpectedAt startEpoch={s.startEpoch} />,
  },
  {
    id: "missedBy",
    header: msg`Missed by`,
    cell: (s) => <DelegateByKey publicKey={s.publicKey} />,
    meta: { card: "lead" },
  },
  {
    id: "next",
    header: msg`Next block`,
    cell: (s) => <NextBlock next={s.next} />,
  },
];

/**
 * The missed slots, newest first (`rows`; null while loading): round, when the block was
 * expected, the delegate whose slot it was, and the block that came next with its forger.
 */
export function MissedSlotsTable({
  rows,
  caption,
}: {
  rows: MissedSlot[] | null;
  caption: string;
}) {
  const { t } = useLingui();
  return (
    <DataTable
      columns={SLOT_COLUMNS}
      data={rows}
      getRowId={(s) => String(s.slot)}
      caption={caption}
      emptyText={t`No slot was missed in these rounds.`}
    />
  );
}

/** Forged slots of all the delegate's slots as a percentage, "-" without a slot. */
function ProductivityCell({ row }: { row: DelegateMisses }) {
  const { t, i18n } = useLingui();
  const share = productivityShare(row);
  if (share === undefined) return <span className="text-muted">-</span>;
  const { forged, missed } = row;
  return (
    <span className="tabular-nums" title={t`Forged ${forged}, missed ${missed}`}>
      {i18n.number(share, { style: "percent", maximumFractionDigits: 1 })}
    </span>
  );
}

/** The delegate's missed slots, in the theme's negative colour when there are any (the number says it). */
function MissedCount({ missed }: { missed: number }) {
  return (
    <span className={`tabular-nums ${missed > 0 ? "font-semibold text-negative" : ""}`}>
      <FormattedNumber value={missed} />
    </span>
  );
}

/** The sortable columns of {@link MissesByDelegateTable}, by id: the value a row is sorted on. */
export const MISSES_SORT_VALUES: Readonly<Record<string, (row: DelegateMisses) => number>> = {
  missed: (d) => d.missed,
  assigned: (d) => d.forged + d.missed,
  productivity: (d) => productivityShare(d) ?? 1,
};

const DELEGATE_COLUMNS: DataTableColumn<DelegateMisses>[] = [
  {
    id: "delegate",
    header: msg`Delegate`,
    cell: (d) => <DelegateByKey publicKey={d.publicKey} />,
    meta: { card: "title", cardShrink: true },
  },
  {
    id: "missed",
    header: msg`Missed`,
    cell: (d) => <MissedCount missed={d.missed} />,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right", card: "footer" },
  },
  {
    id: "assigned",
    header: msg`Slots`,
    cell: (d) => <FormattedNumber value={d.forged + d.missed} />,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right", card: "footer" },
  },
  {
    id: "productivity",
    header: msg`Productivity`,
    cell: (d) => <ProductivityCell row={d} />,
    enableSorting: true,
    meta: { align: "right", card: "footer" },
  },
];

/**
 * Every active delegate of the rounds shown with its missed slots, its slots (forged and missed)
 * and the share it forged; sorted by the page (`sorting`, `onSortingChange`: see MISSES_SORT_VALUES).
 */
export function MissesByDelegateTable({
  rows,
  caption,
  sorting,
  onSortingChange,
}: {
  rows: DelegateMisses[] | null;
  caption: string;
  sorting: DataTableSort;
  onSortingChange: (sorting: DataTableSort) => void;
}) {
  return (
    <DataTable
      columns={DELEGATE_COLUMNS}
      data={rows}
      getRowId={(d) => d.publicKey}
      caption={caption}
      sorting={sorting}
      onSortingChange={onSortingChange}
    />
  );
}
