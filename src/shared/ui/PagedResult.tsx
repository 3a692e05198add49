import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "./ErrorState";
import { PagedFooter } from "./PagedFooter";

/** What a paged list query resolves to: rows and the pagination meta (§3). */
interface PagedData<T> {
  data: T[];
  meta: { pageCount: number };
}

/**
 * The frame of every paged server table (§2 Tables in general): the error state with "Try again"
 * when the first load fails, otherwise the table rendered by `children(rows, isFetching)` —
 * rows are `null` while loading, and the previous page stays dimmed while the next one loads —
 * and under it the rows-per-page select and the pagination bar with deep links.
 */
export function PagedResult<T>({
  query,
  page,
  limit,
  onLimitChange,
  pathForPage,
  children,
}: {
  query: UseQueryResult<PagedData<T>>;
  page: number;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
  children: (rows: T[] | null, isFetching: boolean) => ReactNode;
}) {
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {children(query.data?.data ?? null, query.isPlaceholderData)}
      <PagedFooter
        page={page}
        pageCount={query.data?.meta.pageCount}
        limit={limit}
        onLimitChange={onLimitChange}
        pathForPage={pathForPage}
      />
    </>
  );
}
