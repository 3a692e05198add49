import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { findTransactionType } from "@/shared/api/transaction-types";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber } from "@/shared/format/number";
import { truncateMiddle } from "@/shared/format/truncate";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { Badge } from "@/shared/ui/Badge";
import { ErrorState } from "@/shared/ui/ErrorState";
import { Icon } from "@/shared/ui/Icon";
import { isAsked } from "@/shared/routing/route-data";
import { isMissing } from "../api/results-queries";
import { paramsFromValues } from "../fields";
import { useSearchPageQueries } from "../hooks/usePageQueries";
import { NothingFound } from "../components/NothingFound";
import {
  advancedSearchFor,
  countResults,
  groupResults,
  type ResultGroup,
  type ResultItem,
  type ResultKind,
  type SearchPlan,
} from "../results";

/** Heading of each group of results. */
const GROUP_TITLES: Record<ResultKind, MessageDescriptor> = {
  wallet: msg`Wallets`,
  block: msg`Blocks`,
  transaction: msg`Transactions`,
  lock: msg`Locks`,
  delegate: msg`Delegates`,
  known: msg`Known wallets`,
  business: msg`Businesses`,
  bridgechain: msg`Bridgechains`,
};

const linkClass = "font-medium text-accent underline-offset-2 hover:underline";
const monoLinkClass = `${linkClass} font-mono break-all`;

/** An address or key shortened in the middle, whole in the tooltip. */
function Short({ text }: { text: string }) {
  return (
    <span className="font-mono" title={text}>
      {truncateMiddle(text, 17)}
    </span>
  );
}

/** One result: a link to its page (on-chain text rendered as text only) and what tells it apart. */
function ResultRow({ item }: { item: ResultItem }) {
  const { t, i18n } = useLingui();
  let link: ReactNode;
  let detail: ReactNode = null;
  switch (item.kind) {
    case "wallet": {
      const w = item.wallet;
      link = (
        <Link to={paths.wallet(w.address)} className={monoLinkClass}>
          {w.address}
        </Link>
      );
      detail = (
        <>
          {w.username ? <span className="font-medium">{w.username}</span> : null}
          <TokenAmount arktoshi={w.balance} />
        </>
      );
      break;
    }
    case "block": {
      const b = item.block;
      const height = formatNumber(b.height, i18n.locale);
      link = (
        <Link to={paths.block(b.id)} className={linkClass}>
          {t`Block ${height}`}
        </Link>
      );
      detail = <Short text={b.id} />;
      break;
    }
    case "transaction":
    case "lock": {
      const tx = item.transaction;
      const type = findTransactionType(tx.typeGroup, tx.type);
      link = (
        <Link to={paths.transaction(tx.id)} className={monoLinkClass}>
          {tx.id}
        </Link>
      );
      detail = (
        <>
          {type ? <span>{i18n._(type.label)}</span> : null}
          <TokenAmount arktoshi={tx.amount} />
        </>
      );
      break;
    }
    case "delegate": {
      const d = item.delegate;
      link = (
        <Link to={paths.wallet(d.address)} className={`${linkClass} break-all`}>
          {d.username}
        </Link>
      );
      detail = (
        <>
          {d.isResigned ? (
            <Badge tone="warning">{t({ message: "Resigned", context: "delegate status" })}</Badge>
          ) : d.rank !== undefined ? (
            <span>{t`Rank ${d.rank}`}</span>
          ) : null}
          <Short text={d.address} />
        </>
      );
      break;
    }
    case "known":
      link = (
        <Link
          to={paths.wallet(item.address)}
          className={`${linkClass} inline-flex items-center gap-1 break-all`}
        >
          {item.name}
          <Icon name="verified" className="size-[1em] shrink-0 text-positive" />
        </Link>
      );
      detail = <Short text={item.address} />;
      break;
    case "business": {
      const b = item.business;
      link = (
        <Link to={paths.wallet(b.address)} className={`${linkClass} break-all`}>
          {b.name}
        </Link>
      );
      detail = (
        <>
          {b.isResigned ? (
            <Badge tone="warning">{t({ message: "Resigned", context: "business status" })}</Badge>
          ) : null}
          <Short text={b.address} />
        </>
      );
      break;
    }
    case "bridgechain": {
      const c = item.bridgechain;
      const creator = c.address ?? c.publicKey;
      link = (
        <Link to={paths.wallet(creator)} className={`${linkClass} break-all`}>
          {c.name}
        </Link>
      );
      detail = (
        <>
          {c.isResigned ? (
            <Badge tone="warning">
              {t({ message: "Resigned", context: "bridgechain status" })}
            </Badge>
          ) : null}
          <Short text={creator} />
        </>
      );
      break;
    }
  }
  return (
    <li className="flex flex-col gap-1 px-4 py-2.5 md:flex-row md:items-baseline md:justify-between md:gap-4">
      <span className="min-w-0 max-w-full">{link}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        {detail}
      </span>
    </li>
  );
}

/** A group of results of one kind: a heading with the count, the list, and a note when more match. */
function ResultSection({ group, query }: { group: ResultGroup; query: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const count = formatNumber(group.items.length, i18n.locale);
  const shown = <>{query}</>;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {i18n._(GROUP_TITLES[group.kind])} <span className="font-normal text-muted">({count})</span>
      </h2>
      <ul className="m-0 list-none divide-y divide-border rounded-lg border border-border bg-surface p-0">
        {group.items.map((item) => (
          <ResultRow key={item.key} item={item} />
        ))}
      </ul>
      {group.more ? (
        <p className="mt-2 text-sm text-muted">
          <Trans>
            More delegates start with “<span className="break-all">{shown}</span>”: type more of the
            name to narrow the list.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

/** The page's heading; the query is URL text, passed to the message as an element (never parsed). */
function ResultsHeading({ text }: { text: string }) {
  const query = <>{text}</>;
  return (
    <h1 className="mb-1 text-2xl font-semibold [overflow-wrap:anywhere]">
      <Trans>Search results for “{query}”</Trans>
    </h1>
  );
}

/** The advanced search that carries on from the query (pre-filled where that makes sense). */
function advancedSearchPath(plan: SearchPlan): string {
  const next = advancedSearchFor(plan);
  return next
    ? paths.advancedSearch(1, paramsFromValues(next.kind, next.values))
    : paths.advancedSearch();
}

/**
 * /search/{query}: every match of the header search's query, grouped by kind — the wallet of an
 * address or public key, the block of a height or id, the transaction (or lock) of an id, the
 * delegates and known wallets whose name starts with it, the businesses and bridgechains whose
 * name contains it; each a link to its page. The lookups start with the route (searchResultsData)
 * and come in as they answer; a polite live region says "Searching…", then how many results were
 * found. Nothing found → says so, with a link to the advanced search pre-filled from the query.
 * The query is URL text: it is shown as text only.
 */
export function Component() {
  const { t } = useLingui();
  const { queries, probe } = useSearchPageQueries();
  const { query, plan } = queries;
  usePageTitle(t`Search results for “${query}”`);
  const knownWallets = useKnownWallets();

  const delegates = useQuery(queries.delegates);
  // the detail pages' queries; an id the node does not know is an error that is not asked again
  // when the page mounts after the header search (or the route's loader) already got it
  const wallet = useQuery({ ...queries.wallet, retryOnMount: false });
  const block = useQuery({ ...queries.block, retryOnMount: false });
  const transaction = useQuery({ ...queries.transaction, retryOnMount: false });
  const magistrateOn = isAsked(queries.magistrate);
  const magistrate = useQuery(queries.magistrate);

  const asked = [
    plan.delegatePrefix !== null && delegates,
    plan.wallet !== null && wallet,
    plan.block !== null && block,
    plan.transaction !== null && transaction,
    magistrateOn && magistrate,
  ].filter((q) => q !== false);
  const probing = plan.magistrateName !== null && probe.data === undefined && !probe.isError;
  const searching = probing || asked.some((q) => q.isPending);
  const failed = asked.filter((q) => q.isError && q.data === undefined && !isMissing(q.error));

  const groups = useMemo(
    () =>
      groupResults(
        plan,
        {
          delegates: delegates.data,
          wallet: wallet.data,
          block: block.data,
          transaction: transaction.data,
          magistrate: magistrateOn ? magistrate.data : undefined,
        },
        knownWallets,
      ),
    [
      plan,
      delegates.data,
      wallet.data,
      block.data,
      transaction.data,
      magistrateOn,
      magistrate.data,
      knownWallets,
    ],
  );
  const total = countResults(groups);

  const status = searching
    ? t`Searching…`
    : total > 0
      ? t`${plural(total, { one: "# result", other: "# results" })}`
      : failed.length
        ? t`The search could not be completed`
        : t`Nothing found`;
  // the live region is in the page from its first render and filled after it, so the first
  // answer is announced too (a region that appears with its text is not always read)
  const [announced, setAnnounced] = useState("");
  useEffect(() => setAnnounced(status), [status]);

  if (!query) return <Navigate to={paths.advancedSearch()} replace />;
  return (
    <div className="mx-auto max-w-4xl">
      <ResultsHeading text={query} />
      <p
        role="status"
        aria-live="polite"
        className="mb-4 flex min-h-6 items-center gap-2 text-muted"
      >
        {searching ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
          />
        ) : null}
        {announced}
      </p>

      {groups.map((group) => (
        <ResultSection key={group.kind} group={group} query={query} />
      ))}

      {failed.length ? (
        <ErrorState
          className="mb-6"
          message={<Trans>Some lookups failed</Trans>}
          error={failed[0]?.error}
          onRetry={() => failed.forEach((q) => void q.refetch())}
        />
      ) : null}

      {!searching && total === 0 && !failed.length ? (
        <NothingFound query={query} advancedPath={advancedSearchPath(plan)} />
      ) : null}

      {!searching && total > 0 ? (
        <p className="text-sm text-muted">
          <Trans>
            Not what you were looking for? Try the{" "}
            <Link to={paths.advancedSearch()} className={linkClass}>
              advanced search
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
