import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { getDelegate } from "@/shared/api/endpoints/delegates";
import { formatNumber } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePreferences } from "@/shared/preferences/store";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { ErrorState } from "@/shared/ui/ErrorState";
import { PagedFooter } from "@/shared/ui/PagedFooter";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs } from "@/shared/ui/Tabs";
import { BlocksTable } from "@/features/blocks/components/BlocksTable";
import { BLOCK_SORT_FIELDS, BLOCK_SORT_IDS } from "@/features/blocks/blocks-sort";
import { TRANSACTION_SORT_FIELDS, TRANSACTION_SORT_IDS, TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { WalletsTable } from "@/features/wallets/components/WalletsTable";
import { advancedSearchQuery } from "../api/search-queries";
import { SearchForm } from "../components/SearchForm";
import { kindFromParams, paramsFromValues, valuesFromParams, type FormValues, type SearchKind } from "../fields";
import type { ConversionContext } from "../term-conversion";

/**
 * Default order and sortable columns per kind (transactions newest first, blocks highest first,
 * wallets richest first).
 */
const SORTS: Record<SearchKind, { default: { id: string; desc: boolean }; ids: readonly string[]; fields: Record<string, string> }> = {
  transactions: { default: { id: "timestamp", desc: true }, ids: TRANSACTION_SORT_IDS, fields: TRANSACTION_SORT_FIELDS },
  blocks: { default: { id: "height", desc: true }, ids: BLOCK_SORT_IDS, fields: BLOCK_SORT_FIELDS },
  wallets: { default: { id: "balance", desc: true }, ids: [], fields: { balance: "balance" } },
};

/**
 * /advanced-search/{page}: a form per kind (transactions, blocks, wallets); submitting
 * puts the kind and the user's terms in the URL query (a deep link that survives a reload), and
 * the results — converted to API units by the term conversion — show in the shared tables, paged.
 * /advanced-search (no page) redirects to page 1 keeping the query.
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Advanced search`);
  const rawPage = useParams().page;
  const page = usePageParam();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlKind = kindFromParams(params);
  const urlValues = useMemo(() => (urlKind ? valuesFromParams(urlKind, params) : {}), [urlKind, params]);

  const [kind, setKind] = useState<SearchKind>(urlKind ?? "transactions");
  const [values, setValues] = useState<FormValues>(urlValues);
  // the URL is the truth: back/forward and deep links refill the form
  useEffect(() => {
    if (urlKind) setKind(urlKind);
    setValues(urlValues);
  }, [urlKind, urlValues]);

  const shownKind = urlKind ?? kind;
  const sortDef = SORTS[shownKind];
  const { sort, limit, setSort, setLimit, search } = useTableState(`search-${shownKind}`, sortDef.default, sortDef.ids);
  const orderBy = `${sortDef.fields[sort.id] ?? sortDef.fields[sortDef.default.id]}:${sort.desc ? "desc" : "asc"}`;

  const { epoch } = useNetwork();
  const delegates = useDelegateIndex();
  const timeDisplay = usePreferences((s) => s.timeDisplay);
  const ctx: ConversionContext = {
    networkEpoch: epoch,
    localDelegateKey: (username) => delegates.byUsername.get(username)?.publicKey,
    lookupDelegateKey: async (username) => (await getDelegate(username)).publicKey,
    timeZone: timeDisplay === "utc" ? "utc" : "local",
  };
  const query = useQuery({
    ...advancedSearchQuery(urlKind ?? "transactions", urlValues, { page: page ?? 1, limit, orderBy }, ctx),
    enabled: urlKind !== null && page !== null && rawPage !== undefined,
  });

  if (rawPage === undefined) return <Navigate to={paths.advancedSearch(1, location.search)} replace />;
  if (page === null) return <Navigate to={paths.notFound()} replace />;

  const submit = () => {
    const next = paramsFromValues(kind, values);
    const keepLimit = params.get("limit");
    if (keepLimit) next.set("limit", keepLimit);
    navigate(paths.advancedSearch(1, next));
  };
  const reset = () => {
    setValues({});
    navigate(paths.advancedSearch());
  };
  const chooseKind = (id: string) => {
    const next = id as SearchKind;
    setKind(next);
    setValues(next === urlKind ? urlValues : {});
  };

  const kindLabels: Record<SearchKind, string> = { transactions: t`Transactions`, blocks: t`Blocks`, wallets: t`Wallets` };
  const results = query.data;
  const total = results?.page.meta.totalCount;
  const caption = urlKind ? t`${kindLabels[urlKind]} found, page ${page}` : "";

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Advanced search</Trans>
      </h1>
      <section aria-label={t`Search criteria`} className="rounded-lg border border-border bg-surface p-4">
        <Tabs
          label={t`What to search`}
          active={kind}
          onChange={chooseKind}
          tabs={(["transactions", "blocks", "wallets"] as const).map((id) => ({ id, label: kindLabels[id] }))}
        >
          <SearchForm kind={kind} values={values} onChange={setValues} onSubmit={submit} onReset={reset} />
        </Tabs>
      </section>

      {urlKind ? (
        <section aria-labelledby="search-results-heading" className="mt-6">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="search-results-heading" className="m-0 text-lg font-semibold">
              <Trans>Results</Trans>
            </h2>
            {total !== undefined && !query.isPlaceholderData ? (
              <p className="m-0 text-sm text-muted" aria-live="polite">
                {total === 1 ? <Trans>1 result</Trans> : <Trans>{formatNumber(total, i18n.locale)} results</Trans>}
              </p>
            ) : null}
          </div>
          {query.isError && !results ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !results || results.kind !== urlKind ? (
            <Spinner />
          ) : (
            <>
              {results.kind === "transactions" ? (
                <TransactionsTable
                  caption={caption}
                  transactions={results.page.data}
                  sorting={sort}
                  onSortingChange={setSort}
                  isFetching={query.isPlaceholderData}
                />
              ) : results.kind === "blocks" ? (
                <BlocksTable caption={caption} blocks={results.page.data} sorting={sort} onSortingChange={setSort} isFetching={query.isPlaceholderData} />
              ) : (
                <WalletsTable caption={caption} wallets={results.page.data} showVote isFetching={query.isPlaceholderData} />
              )}
              <PagedFooter
                page={page}
                pageCount={results.page.meta.pageCount}
                limit={limit}
                onLimitChange={setLimit}
                pathForPage={(p) => paths.advancedSearch(p, search)}
              />
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
