import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery } from "@tanstack/react-query";
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { getDelegate } from "@/shared/api/endpoints/delegates";
import { truncateMiddle } from "@/shared/format/truncate";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
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
import {
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_SORT_IDS,
  TransactionsTable,
} from "@/features/transactions/components/TransactionsTable";
import { WalletsTable } from "@/features/wallets/components/WalletsTable";
import { advancedSearchQuery, delegatesByNameQuery } from "../api/search-queries";
import { SearchForm, useDateFormatText } from "../components/SearchForm";
import {
  FIELDS,
  fieldByName,
  kindFromParams,
  paramsFromValues,
  valuesFromParams,
  type FormValues,
  type SearchKind,
} from "../fields";
import { findName, knownNameIndex, resolveNames, type NameTarget } from "../names";
import {
  namesToLookUp,
  needsAddressCheck,
  refusalOf,
  validateSearch,
  type FieldError,
  type SearchErrors,
  type ValidationEnv,
} from "../validation";
import type { ConversionContext } from "../term-conversion";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

/**
 * Default order and sortable columns per kind (transactions newest first, blocks highest first,
 * wallets richest first).
 */
const SORTS: Record<
  SearchKind,
  { default: { id: string; desc: boolean }; ids: readonly string[]; fields: Record<string, string> }
> = {
  transactions: {
    default: { id: "timestamp", desc: true },
    ids: TRANSACTION_SORT_IDS,
    fields: TRANSACTION_SORT_FIELDS,
  },
  blocks: { default: { id: "height", desc: true }, ids: BLOCK_SORT_IDS, fields: BLOCK_SORT_FIELDS },
  wallets: { default: { id: "balance", desc: true }, ids: [], fields: { balance: "balance" } },
};

/** The URL keys of the fields of `kind` that take a name, by what the name resolves to. */
function nameFields(kind: SearchKind): Record<string, "wallet" | "delegate"> {
  const out: Record<string, "wallet" | "delegate"> = {};
  for (const f of FIELDS[kind])
    if (f.accepts === "wallet" || f.accepts === "delegate") out[f.name] = f.accepts;
  return out;
}

const NO_FIELDS: ReadonlySet<string> = new Set();
const NO_ERRORS: SearchErrors = {};
/** The field a URL key belongs to (`amount.from` → `amount`). */
const fieldOfKey = (key: string) => key.replace(/\.(from|to)$/, "");

/** "genesis_1 → A…": what a name typed in a field stands for (an address, or a delegate's public key). */
function NameNote({ typed, target, asKey }: { typed: string; target: NameTarget; asKey: boolean }) {
  const { t } = useLingui();
  const shown = asKey && target.publicKey ? truncateMiddle(target.publicKey, 21) : target.address;
  return (
    <>
      {typed} <span aria-hidden="true">→</span>
      <span className="sr-only">{t`stands for`}</span>{" "}
      <span className="inline-block max-w-full font-mono break-all">{shown}</span>
    </>
  );
}

/**
 * /advanced-search/{page}: a form per kind (transactions, blocks, wallets); submitting
 * puts the kind and the user's terms in the URL query (a deep link that survives a reload), and
 * the results — converted to API units by the term conversion — show in the shared tables, paged.
 * Every field is checked before anything is sent (validation.ts), on submit and for a deep link:
 * a problem shows on its field and no search runs. Delegate usernames and known-wallet names are
 * taken where an address is (or a delegate's key), resolved from the app's delegate index and
 * known-wallets list, else by GET delegates/{username}, and shown resolved under the field. A
 * value the node still refuses (422) is reported on the field its answer names, else above the form.
 * /advanced-search (no page) redirects to page 1 keeping the query.
 */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const rawPage = useParams().page;
  const page = usePageParam();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlKind = kindFromParams(params);
  const urlValues = useMemo(
    () => (urlKind ? valuesFromParams(urlKind, params) : {}),
    [urlKind, params],
  );

  const [kind, setKind] = useState<SearchKind>(urlKind ?? "transactions");
  const [values, setValues] = useState<FormValues>(urlValues);
  // errors of a submit that was not sent (null: none since the URL changed), and the fields
  // edited since errors showed (their errors are hidden until the next check)
  const [attempt, setAttempt] = useState<SearchErrors | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(NO_FIELDS);
  // the URL is the truth: back/forward and deep links refill the form
  useEffect(() => {
    if (urlKind) setKind(urlKind);
    setValues(urlValues);
    setAttempt(null);
    setEdited(NO_FIELDS);
  }, [urlKind, urlValues]);

  const shownKind = urlKind ?? kind;
  const sortDef = SORTS[shownKind];
  const { sort, limit, setSort, setLimit, search } = useTableState(
    `search-${shownKind}`,
    sortDef.default,
    sortDef.ids,
  );
  const orderBy = `${sortDef.fields[sort.id] ?? sortDef.fields[sortDef.default.id]}:${sort.desc ? "desc" : "asc"}`;

  const { epoch, epochUnix, addressPrefix } = useNetwork();
  const delegates = useDelegateIndex();
  const knownWallets = useKnownWallets();
  const timeDisplay = usePreferences((s) => s.timeDisplay);
  const timeZone = timeDisplay === "utc" ? "utc" : "local";
  const dateFormat = useDateFormatText();
  const known = useMemo(() => knownNameIndex(knownWallets), [knownWallets]);
  const localName = useCallback(
    (text: string) => findName(text, delegates.byUsername, known),
    [delegates.byUsername, known],
  );
  // the address check (base58check: bs58 and SHA-256) loads after the first render, off the
  // page's first load; a search with an address waits for it
  const [addressCheck, setAddressCheck] = useState<{
    isValidAddress: (a: string, prefix: number) => boolean;
  } | null>(null);
  useEffect(() => {
    let live = true;
    import("@/shared/crypto/address")
      .then((m) => m.isValidAddress)
      // a chunk that failed to load: the node judges addresses (an unknown one finds nothing)
      .catch(() => () => true)
      .then((isValidAddress) => {
        if (live) startTransition(() => setAddressCheck({ isValidAddress }));
      });
    return () => {
      live = false;
    };
  }, []);
  const isAddress = useMemo(
    () =>
      addressCheck ? (text: string) => addressCheck.isValidAddress(text, addressPrefix) : null,
    [addressCheck, addressPrefix],
  );
  const env = useMemo<ValidationEnv>(
    () => ({ isAddress, epochUnix, timeZone, dateFormat, findName: localName }),
    [isAddress, epochUnix, timeZone, dateFormat, localName],
  );

  // the URL's search: checked first, then the names the local sources lack are asked of the node
  const urlErrors = useMemo(
    () => (urlKind ? validateSearch(urlKind, urlValues, env) : NO_ERRORS),
    [urlKind, urlValues, env],
  );
  const checked =
    urlKind !== null &&
    Object.keys(urlErrors).length === 0 &&
    (isAddress !== null || !needsAddressCheck(urlKind, urlValues));
  const lookups = useMemo(
    () => (urlKind && checked ? Object.entries(namesToLookUp(urlKind, urlValues, env)) : []),
    [urlKind, checked, urlValues, env],
  );
  const lookupQuery = useQuery({
    ...delegatesByNameQuery(lookups.map(([, username]) => username)),
    enabled: lookups.length > 0,
  });
  const remote = new Map<string, NameTarget>();
  const lookupErrors: Record<string, FieldError> = {};
  const lookupPending = lookups.length > 0 && lookupQuery.isPending;
  const lookupFailure: unknown =
    lookups.length > 0 && lookupQuery.isError ? lookupQuery.error : null;
  for (const [key, username] of lookups) {
    const found = lookupQuery.data?.[username];
    if (found)
      remote.set(username, {
        name: found.username,
        address: found.address,
        publicKey: found.publicKey,
        source: "delegate",
      });
    else if (found === null) {
      const asWallet = urlKind !== null && fieldByName(urlKind, key)?.accepts === "wallet";
      lookupErrors[key] = {
        message: asWallet
          ? msg`No delegate or known wallet has this name`
          : msg`No delegate has this name`,
        keys: [key],
      };
    }
  }
  const find = (text: string) => localName(text) ?? remote.get(text.trim().toLowerCase());
  const sentValues = urlKind
    ? resolveNames(urlValues, nameFields(urlKind), find).values
    : urlValues;
  const runnable =
    checked && !lookupPending && lookupFailure === null && Object.keys(lookupErrors).length === 0;

  const ctx: ConversionContext = {
    networkEpoch: epoch,
    localDelegateKey: (username) => delegates.byUsername.get(username)?.publicKey,
    lookupDelegateKey: async (username) => (await getDelegate(username)).publicKey,
    timeZone,
  };
  const query = useQuery({
    ...advancedSearchQuery(
      urlKind ?? "transactions",
      sentValues,
      { page: page ?? 1, limit, orderBy },
      ctx,
    ),
    enabled: urlKind !== null && page !== null && rawPage !== undefined && runnable,
  });

  // a criterion the node refused (422): on the field its answer names, else above the form
  const refusal = runnable && urlKind ? refusalOf(urlKind, query.error) : null;
  const refused = refusal !== null;
  const apiErrors = refusal?.errors ?? NO_ERRORS;
  const formError = refusal?.formLevel
    ? t`The node could not run this search with these criteria. Check them and search again.`
    : null;

  if (rawPage === undefined)
    return <Navigate to={paths.advancedSearch(1, location.search)} replace />;
  if (page === null) return <Navigate to={paths.notFound()} replace />;

  const urlShownErrors =
    urlKind && kind === urlKind ? { ...urlErrors, ...lookupErrors, ...apiErrors } : NO_ERRORS;
  const errors = Object.fromEntries(
    Object.entries(attempt ?? urlShownErrors).filter(([name]) => !edited.has(name)),
  );

  // what the names typed in the form stand for, as the visitor types
  const notes: Record<string, ReactNode> = {};
  const fieldsWithNames = nameFields(kind);
  for (const [key, target] of Object.entries(resolveNames(values, fieldsWithNames, find).targets)) {
    notes[key] = (
      <NameNote
        typed={values[key]!.trim()}
        target={target}
        asKey={fieldsWithNames[key] === "delegate"}
      />
    );
  }

  const submit = () => {
    const found = validateSearch(kind, values, env);
    setEdited(NO_FIELDS);
    if (Object.keys(found).length > 0) {
      setAttempt(found);
      return false;
    }
    setAttempt(null);
    const next = paramsFromValues(kind, values);
    const keepLimit = params.get("limit");
    if (keepLimit) next.set("limit", keepLimit);
    navigate(paths.advancedSearch(1, next));
    return true;
  };
  const reset = () => {
    setValues({});
    setAttempt(null);
    navigate(paths.advancedSearch());
  };
  const chooseKind = (id: string) => {
    const next = id as SearchKind;
    setKind(next);
    setValues(next === urlKind ? urlValues : {});
    setAttempt(null);
    setEdited(NO_FIELDS);
  };
  const change = (next: FormValues, key: string) => {
    setValues(next);
    const name = fieldOfKey(key);
    if (!edited.has(name)) setEdited(new Set(edited).add(name));
  };

  const kindLabels: Record<SearchKind, string> = {
    transactions: t`Transactions`,
    blocks: t`Blocks`,
    wallets: t`Wallets`,
  };
  const results = query.data;
  const total = results?.page.meta.totalCount;
  const caption = urlKind ? t`${kindLabels[urlKind]} found, page ${page}` : "";
  // a search that cannot run shows its problems on the form, not a results section
  const blocked =
    Object.keys(urlErrors).length > 0 || Object.keys(lookupErrors).length > 0 || refused;

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      <section
        aria-label={t`Search criteria`}
        className="rounded-lg border border-border bg-surface p-4"
      >
        <Tabs
          label={t`What to search`}
          active={kind}
          onChange={chooseKind}
          tabs={(["transactions", "blocks", "wallets"] as const).map((id) => ({
            id,
            label: kindLabels[id],
          }))}
        >
          <SearchForm
            kind={kind}
            values={values}
            errors={errors}
            notes={notes}
            formError={kind === urlKind && !edited.size ? formError : null}
            onChange={change}
            onSubmit={submit}
            onReset={reset}
          />
        </Tabs>
      </section>

      {urlKind && !blocked ? (
        <section aria-labelledby="search-results-heading" className="mt-6">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="search-results-heading" className="m-0 text-lg font-semibold">
              <Trans>Results</Trans>
            </h2>
            {total !== undefined && runnable && !query.isPlaceholderData ? (
              <p className="m-0 text-sm text-muted" aria-live="polite">
                {t`${plural(total, { one: "# result", other: "# results" })}`}
              </p>
            ) : null}
          </div>
          {lookupFailure !== null ? (
            <ErrorState error={lookupFailure} onRetry={() => void lookupQuery.refetch()} />
          ) : query.isError && !results ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : !runnable || !results || results.kind !== urlKind ? (
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
                <BlocksTable
                  caption={caption}
                  blocks={results.page.data}
                  sorting={sort}
                  onSortingChange={setSort}
                  isFetching={query.isPlaceholderData}
                />
              ) : (
                <WalletsTable
                  caption={caption}
                  wallets={results.page.data}
                  showVote
                  isFetching={query.isPlaceholderData}
                />
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
