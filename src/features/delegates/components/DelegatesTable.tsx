import { msg } from "@lingui/core/macro";
import type { Delegate } from "@/shared/api/schemas";
import { FormattedNumber } from "@/shared/display/FormattedNumber";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { DelegateName } from "./DelegateName";
import { VotesCell } from "./VotesCell";

const COLUMNS: DataTableColumn<Delegate>[] = [
  {
    id: "rank",
    header: msg`Rank`,
    cell: (d) => (d.rank !== undefined ? <FormattedNumber value={d.rank} /> : "-"),
    enableSorting: true,
    meta: { align: "right", className: "w-16" },
  },
  {
    id: "username",
    header: msg`Username`,
    cell: (d) => <DelegateName username={d.username} address={d.address} resigned={d.isResigned} />,
    enableSorting: true,
  },
  {
    id: "produced",
    header: msg`Forged blocks`,
    cell: (d) => <FormattedNumber value={d.blocks.produced} />,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right" },
  },
  {
    id: "forged",
    header: msg`Total forged`,
    cell: (d) => <TokenAmount arktoshi={d.forged.total} />,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right" },
  },
  {
    id: "votes",
    header: msg`Votes`,
    cell: (d) => <VotesCell votes={d.votes} approval={d.production.approval} />,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right" },
  },
];
const WITHOUT_RANK = COLUMNS.filter((col) => col.id !== "rank");

/**
 * The delegates table: rank (only if present; can be hidden), username with a "Resigned"
 * badge, forged blocks (produced), total forged, votes with approval (2 decimals). Sorting is
 * handed to the parent (it asks the node for the page in that order); `isFetching` dims the rows
 * of the previous page while the next one loads.
 */
export function DelegatesTable({
  delegates,
  sorting,
  onSortingChange,
  showRank = true,
  caption,
  isFetching,
}: {
  delegates: Delegate[] | null;
  sorting?: DataTableSort;
  onSortingChange?: (s: DataTableSort) => void;
  showRank?: boolean;
  caption: string;
  isFetching?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={showRank ? COLUMNS : WITHOUT_RANK}
      data={delegates}
      getRowId={(d) => d.publicKey}
      sorting={sorting}
      onSortingChange={onSortingChange}
      isFetching={isFetching}
    />
  );
}
