import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/shared/routing/Link";
import { findLastPage, lastPageAfterEmpty } from "./last-page";
import type { ListMeta } from "./pagination";
import { Spinner } from "./Spinner";

/** Fetches one page of a list (the same request as the list's own page, so it lands in its cache). */
export type FetchListPage = (page: number) => Promise<{ data: readonly unknown[] }>;

const linkClass = "rounded bg-accent px-4 py-2 text-accent-contrast no-underline";
const secondaryClass =
  "rounded border border-border px-4 py-2 text-text no-underline hover:bg-surface-2";

/**
 * Shown instead of an empty page after the first one (`/blocks/99999`, or the last page of an
 * estimate that counted too many rows): "Page N is past the end of this list", a link to the
 * last page and one to the first. The last page is the node's when its count is exact; when the
 * count is an estimate (ARK Core 3.x public nodes) it is looked for with `fetchPage`
 * (`findLastPage`: a few page requests, cached per list and page for a minute), or, without
 * `fetchPage`, the node's last page below this one is offered. `listKey` names the list (its
 * path, sort, filter and page size) for that cache.
 */
export function PastEnd({
  page,
  meta,
  limit,
  pathForPage,
  fetchPage,
  listKey,
}: {
  page: number;
  meta: ListMeta;
  limit: number;
  pathForPage: (page: number) => string;
  fetchPage?: FetchListPage | undefined;
  listKey: string;
}) {
  const { t } = useLingui();
  const where = lastPageAfterEmpty(page, meta);
  const search = useQuery({
    queryKey: ["last-page", listKey, limit, page, where] as const,
    queryFn: () =>
      findLastPage(async (p) => (await fetchPage!(p)).data.length, {
        emptyPage: page,
        guess: where.kind === "search" ? where.guess : page - 1,
        limit,
      }),
    enabled: where.kind === "search" && fetchPage !== undefined,
    staleTime: 60_000,
  });
  let last: number | undefined;
  if (where.kind === "known") last = where.page;
  else if (!fetchPage || search.isError) last = where.guess;
  else last = search.data;

  return (
    <section className="flex flex-col items-center gap-4 px-4 py-10 text-center">
      <p className="m-0 text-lg">
        <Trans>Page {page} is past the end of this list.</Trans>
      </p>
      {last === undefined ? (
        <Spinner label={t`Looking for the last page…`} className="p-0" />
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {last !== undefined && last > 1 ? (
          <Link to={pathForPage(last)} className={linkClass}>
            <Trans>Go to the last page (page {last})</Trans>
          </Link>
        ) : null}
        {last === 0 ? (
          <p className="m-0 text-muted">
            <Trans>This list has no entries.</Trans>
          </p>
        ) : null}
        <Link
          to={pathForPage(1)}
          className={last !== undefined && last > 1 ? secondaryClass : linkClass}
        >
          <Trans>Go to the first page</Trans>
        </Link>
      </div>
    </section>
  );
}
