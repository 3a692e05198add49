import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Delegate } from "@/shared/api/schemas";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber } from "@/shared/format/number";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { DelegateName } from "./DelegateName";
import { VotesCell } from "./VotesCell";

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
  const { t, i18n } = useLingui();
  const sortable = Boolean(onSortingChange);
  const columns = useMemo<DataTableColumn<Delegate>[]>(() => {
    const cols: DataTableColumn<Delegate>[] = [];
    if (showRank) {
      cols.push({
        id: "rank",
        header: t`Rank`,
        cell: (d) => (d.rank !== undefined ? formatNumber(d.rank, i18n.locale) : "-"),
        enableSorting: sortable,
        meta: { align: "right", className: "w-16" },
      });
    }
    cols.push(
      {
        id: "username",
        header: t`Username`,
        cell: (d) => <DelegateName username={d.username} address={d.address} resigned={d.isResigned} />,
        enableSorting: sortable,
      },
      {
        id: "produced",
        header: t`Forged blocks`,
        cell: (d) => formatNumber(d.blocks.produced, i18n.locale),
        enableSorting: sortable,
        sortDescFirst: true,
        meta: { align: "right" },
      },
      {
        id: "forged",
        header: t`Total forged`,
        cell: (d) => <TokenAmount arktoshi={d.forged.total} />,
        enableSorting: sortable,
        sortDescFirst: true,
        meta: { align: "right" },
      },
      {
        id: "votes",
        header: t`Votes`,
        cell: (d) => <VotesCell votes={d.votes} approval={d.production.approval} />,
        enableSorting: sortable,
        sortDescFirst: true,
        meta: { align: "right" },
      },
    );
    return cols;
  }, [t, i18n.locale, showRank, sortable]);

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={delegates}
      getRowId={(d) => d.publicKey}
      sorting={sorting}
      onSortingChange={onSortingChange}
      isFetching={isFetching}
      renderMobileCard={(d) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {showRank ? (
            <>
              <dt className="text-muted">{t`Rank`}</dt>
              <dd>{d.rank !== undefined ? formatNumber(d.rank, i18n.locale) : "-"}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t`Username`}</dt>
          <dd className="min-w-0">
            <DelegateName username={d.username} address={d.address} resigned={d.isResigned} />
          </dd>
          <dt className="text-muted">{t`Forged blocks`}</dt>
          <dd>{formatNumber(d.blocks.produced, i18n.locale)}</dd>
          <dt className="text-muted">{t`Total forged`}</dt>
          <dd><TokenAmount arktoshi={d.forged.total} /></dd>
          <dt className="text-muted">{t`Votes`}</dt>
          <dd className="[&>span]:justify-start"><VotesCell votes={d.votes} approval={d.production.approval} /></dd>
        </dl>
      )}
    />
  );
}
