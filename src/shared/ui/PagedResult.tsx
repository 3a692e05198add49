import { lazy, Suspense, type ReactNode } from "react";
import { ErrorState, useNodeFailure, useRetryNode } from "./ErrorState";
import { PagedFooter } from "./PagedFooter";
import { pastEnd, type ListMeta } from "./pagination";
import type { FetchListPage } from "./PastEnd";
import { Spinner } from "./Spinner";

// a page past the end is rare: its notice and the last-page search load when one is shown
const PastEnd = lazy(() => import("./PastEnd").then((m) => ({ default: m.PastEnd })));

/** What a paged list query resolves to: rows and the pagination meta. */
export interface PagedData<T> {
  data: T[];
  meta: ListMeta;
}

/**
 * What PagedResult reads of a list's query: a React Query result fits, and so does a list a hook
 * builds otherwise (a page sliced from a list already in memory).
 */
export interface PagedQuery<T> {
  data: PagedData<T> | undefined;
  error: Error | null;
  isError: boolean;
  /** `data` is the previous page, kept while this one loads */
  isPlaceholderData: boolean;
  /** a request is on its way (a list that waits for the node's configuration asks nothing yet) */
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * The frame of every paged server table: the error state with "Try again"
 * when the first load fails, otherwise the table rendered by `children(rows, isFetching)` —
 * rows are `null` while loading, and the previous page stays dimmed while the next one loads —
 * and under it the rows-per-page select, the rows shown of the list's total ("about" when the
 * node estimates it) and the pagination bar with deep links.
 *
 * An empty page after the first (`/blocks/99999`, or an estimated last page that is empty) shows
 * {@link PastEnd} instead: "Page N is past the end of this list" with a link to the real last
 * page, looked for with `fetchPage` (the list's own page request) when the count is an estimate.
 * `exactTotal` replaces the node's count when the page knows the real one.
 */
export function PagedResult<T>({
  query,
  page,
  limit,
  onLimitChange,
  pathForPage,
  fetchPage,
  exactTotal,
  children,
}: {
  query: PagedQuery<T>;
  page: number;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
  /** Fetches another page of this list (same sort, filter and page size); see PastEnd. */
  fetchPage?: FetchListPage | undefined;
  /**
   * The list's real total when the page knows it better than the node's count, which public
   * nodes only estimate (all blocks: the chain height); undefined while unknown.
   */
  exactTotal?: number | undefined;
  children: (rows: T[] | null, isFetching: boolean) => ReactNode;
}) {
  const nodeFailure = useNodeFailure();
  const retryNode = useRetryNode();
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  // a list waiting for what the node must answer first, while the node is down, would load for ever
  if (!query.data && nodeFailure !== null && query.isFetching === false)
    return <ErrorState error={nodeFailure} onRetry={retryNode} />;
  const data = query.data;
  const meta: ListMeta | undefined =
    data && exactTotal !== undefined
      ? {
          totalCount: exactTotal,
          pageCount: Math.max(1, Math.ceil(exactTotal / limit)),
          totalCountIsEstimate: false,
        }
      : data?.meta;
  // only a settled answer for this page: a previous page kept while this one loads says nothing
  if (data && meta && !query.isPlaceholderData && pastEnd(page, data.data.length)) {
    return (
      <Suspense fallback={<Spinner />}>
        <PastEnd
          page={page}
          meta={meta}
          limit={limit}
          pathForPage={pathForPage}
          fetchPage={fetchPage}
          listKey={pathForPage(1)}
        />
      </Suspense>
    );
  }
  return (
    <>
      {children(data?.data ?? null, query.isPlaceholderData)}
      <PagedFooter
        page={page}
        meta={meta}
        rowCount={data?.data.length}
        limit={limit}
        onLimitChange={onLimitChange}
        pathForPage={pathForPage}
      />
    </>
  );
}
