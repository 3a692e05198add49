import { useLingui } from "@lingui/react/macro";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { paths } from "@/shared/routing/paths";
import { isAsked } from "@/shared/routing/route-data";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";
import { ErrorState } from "@/shared/ui/ErrorState";
import { PagedResult } from "@/shared/ui/PagedResult";
import { usePagedList } from "@/shared/ui/usePagedList";
import { DELEGATE_PARAM } from "../api/page-queries";
import { DelegateFilter, type DelegateFilterProblem } from "../components/DelegateFilter";
import { VotesTable } from "../components/VotesTable";
import { useVotesPageQueries } from "../hooks/usePageQueries";

/**
 * /votes/{page}: the network's newest votes, unvotes and switches, one row per change (a 3.x
 * switch is one row), with the voter, the delegate, the direction and the voter's balance as the
 * weight; paged, newest first, following the chain. `?delegate=` (a username, an address or a
 * public key) shows that delegate's votes received and lost instead.
 */
export function Component() {
  const { t } = useLingui();
  const heading = useRouteHeading();
  usePageTitle(heading);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queries = useVotesPageQueries();
  const search = params.toString();
  const list = usePagedList({ list: queries.list, path: (p) => paths.votes(p, search) });
  // an unasked list (a filter whose delegate is not known yet) stays unasked: refetch() would ask it
  const asked = isAsked(queries.list.query);
  useRefetchOnHeight(() => void (asked && list.query.refetch()), { onlyWithTransactions: true });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  const answer = queries.delegateAnswer;
  const delegate = queries.filter !== null && !answer.isPlaceholderData ? answer.data : undefined;
  const problem: DelegateFilterProblem | null = !queries.valid
    ? "invalid"
    : isNotFound(answer.error)
      ? "notFound"
      : null;
  const apply = (text: string) => {
    const next = new URLSearchParams(params);
    if (text) next.set(DELEGATE_PARAM, text);
    else next.delete(DELEGATE_PARAM);
    navigate(paths.votes(1, next));
  };
  const username = delegate?.username;
  const caption = username
    ? t`Votes of delegate ${username}, page ${page}`
    : t`Votes, page ${page}`;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      <DelegateFilter value={queries.filter} name={username} problem={problem} onApply={apply} />
      {problem ? null : queries.filter !== null && answer.isError ? (
        <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />
      ) : (
        <PagedResult {...list.paged}>
          {(rows, isFetching) => (
            <VotesTable
              rows={queries.filter !== null && !delegate ? null : rows}
              caption={caption}
              about={
                delegate
                  ? { publicKey: delegate.publicKey, username: delegate.username }
                  : undefined
              }
              isFetching={isFetching}
            />
          )}
        </PagedResult>
      )}
    </>
  );
}
