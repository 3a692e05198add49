import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { Delegate } from "@/shared/api/schemas";
import { useChainConstants } from "@/shared/network/useNetwork";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { PagedResult, type PagedQuery } from "@/shared/ui/PagedResult";
import type { FetchListPage } from "@/shared/ui/PastEnd";
import { useDelegateListPage } from "../api/delegate-list-page";
import { delegateTabView } from "../api/delegate-list-queries";
import { DelegateName } from "./DelegateName";
import { RankCell } from "./MonitorTables";
import { VotesCell } from "./VotesCell";

// The delegate monitor's standby and resigned tabs, loaded when one of them is opened: the
// monitor opens on its active tab, and its first visit does not carry the list paging.

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
 * Where a monitor tab's list stands: `page` (1-based), `limit` rows per page and their setter,
 * and the deep link of another page.
 */
export interface MonitorPaging {
  page: number;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
}

/**
 * A standby or resigned tab of the delegate monitor, one page of it (mainnet has ~1,100 standby
 * delegates, all of them at once were ~10,500 DOM nodes and a 4 s render): rank (standby only),
 * username (Resigned badge on the resigned list), votes with supply percentage; no forged blocks,
 * last forged or status. `query` is the page (the node's own page of the list where it can filter
 * by rank, see useDelegateListPage) at `paging`; the footer shows the range, the total and deep
 * links; a page past the end says so and links the last page (found with `fetchPage` when the
 * total is an estimate).
 */
export function PagedOtherDelegates({
  query,
  fetchPage,
  resigned,
  caption,
  paging,
}: {
  query: PagedQuery<Delegate>;
  fetchPage: FetchListPage | undefined;
  resigned: boolean;
  caption: string;
  paging: MonitorPaging;
}) {
  const { t } = useLingui();
  const { page } = paging;
  return (
    <PagedResult query={query} fetchPage={fetchPage} {...paging}>
      {(rows, isFetching) => (
        <DataTable
          caption={t`${caption}, page ${page}`}
          columns={resigned ? RESIGNED_COLUMNS : OTHER_COLUMNS}
          data={rows}
          getRowId={(d) => d.publicKey}
          isFetching={isFetching}
        />
      )}
    </PagedResult>
  );
}

/** The order of the standby tab (the node's: rank ascending) and of the resigned tab (most votes first). */
const OTHER_SORT = {
  standby: { id: "rank", desc: false },
  resigned: { id: "votes", desc: true },
} as const;

/**
 * The delegate monitor's standby or resigned tab: a page (`paging`) of the node's list (ranked
 * after the active delegates, or resigned) — one request where the node filters by rank
 * (ARK Core 3.x: GET delegates?rank=…), every delegate only from a node that cannot; on mainnet
 * the whole list was 12 requests of 100 for a page of 25. `onCount` gets the list's exact total
 * (undefined while unknown or when the node only estimates it), for the tab's label.
 */
export function MonitorOtherTab({
  tab,
  paging,
  onCount,
}: {
  tab: "standby" | "resigned";
  paging: MonitorPaging;
  onCount: (count: number | undefined) => void;
}) {
  const { t } = useLingui();
  const { activeDelegates, node } = useChainConstants();
  // the standby ranks start after the node's own active delegate count, never the preset's
  const ready = tab === "resigned" || node !== undefined;
  const view = delegateTabView(tab, activeDelegates, paging.page, paging.limit, OTHER_SORT[tab]);
  const { query, fetchPage } = useDelegateListPage(view, ready);
  const meta = query.data?.meta;
  const count = meta && !meta.totalCountIsEstimate ? meta.totalCount : undefined;
  useEffect(() => onCount(count), [count, onCount]);
  const caption = tab === "resigned" ? t`Resigned delegates` : t`Standby delegates`;
  return (
    <PagedOtherDelegates
      query={query}
      fetchPage={fetchPage}
      resigned={tab === "resigned"}
      caption={caption}
      paging={paging}
    />
  );
}
