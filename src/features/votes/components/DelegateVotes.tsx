import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "@/shared/format/number";
import { roundedNowUnix } from "@/shared/format/date";
import { useChainConstants } from "@/shared/network/useNetwork";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { usePreferences } from "@/shared/preferences/store";
import { PagedResult } from "@/shared/ui/PagedResult";
import { Pending } from "@/shared/ui/Pending";
import { usePagedQuery } from "@/shared/ui/usePagedList";
import { delegateVoteTrendQuery, votesListQuery, type VoteTrend } from "../api/vote-queries";
import type { DelegateNames } from "../model/vote-changes";
import { VotesTable } from "./VotesTable";

/** The spans of the net change, in days. */
const SPANS = [7, 30] as const;
/** The spans' start is rounded to this step (s), so every visitor of the same ten minutes asks the same URL. */
const SINCE_STEP = 600;

/** One span's net change: "+3 voters" with what was received and lost ("5 received, 2 lost"). */
function Trend({ days, trend }: { days: number; trend: VoteTrend | undefined }) {
  const { t, i18n } = useLingui();
  const span = plural(days, { one: "Last # day", other: "Last # days" });
  if (!trend) {
    return (
      <div className="flex flex-col">
        <dt className="text-muted">{span}</dt>
        <dd className="m-0">
          <Pending />
        </dd>
      </div>
    );
  }
  const sign = trend.net > 0 ? "+" : trend.net < 0 ? "−" : "";
  const count = Math.abs(trend.net);
  const amount = `${sign}${formatNumber(count, i18n.locale)}`;
  const net = trend.isEstimate
    ? plural(count, { one: `about ${amount} voter`, other: `about ${amount} voters` })
    : plural(count, { one: `${amount} voter`, other: `${amount} voters` });
  const received = formatNumber(trend.received, i18n.locale);
  const lost = formatNumber(trend.lost, i18n.locale);
  return (
    <div className="flex flex-col">
      <dt className="text-muted">{span}</dt>
      <dd className="m-0">
        <strong
          className={
            trend.net > 0 ? "text-positive" : trend.net < 0 ? "text-negative" : "text-text"
          }
        >
          {net}
        </strong>{" "}
        <span className="text-muted">{t`(${received} received, ${lost} lost)`}</span>
      </dd>
    </div>
  );
}

/**
 * A delegate's vote history (the "Votes" tab of its wallet page): the net change of its voters over
 * the last 7 and 30 days (received minus lost, delegateVoteTrendQuery), then the votes it received
 * and lost, newest first, one row per change, linked to their transactions and paged from the
 * node (votesListQuery), the weights signed by what each change did to it. `page` is the URL's
 * page, `pathForPage` a page's URL.
 */
export default function DelegateVotes({
  delegate,
  page,
  pathForPage,
}: {
  delegate: DelegateNames;
  page: number;
  pathForPage: (page: number) => string;
}) {
  const { t } = useLingui();
  const { epochUnix } = useChainConstants();
  const limit = usePreferences((s) => s.rowsPerPage);
  const setLimit = usePreferences((s) => s.setRowsPerPage);
  const list = usePagedQuery(
    {
      page,
      limit,
      at: (p) => votesListQuery(delegate, { page: p, limit }),
      query: votesListQuery(delegate, { page, limit }),
    },
    setLimit,
    pathForPage,
  );
  const now = roundedNowUnix(SINCE_STEP);
  const since = SPANS.map((days) => now - days * 86400 - epochUnix);
  const trend = useQuery(delegateVoteTrendQuery(delegate, since));
  useRefetchOnHeight(() => void list.query.refetch(), { onlyWithTransactions: true });
  const username = delegate.username ?? "";
  return (
    <>
      <div className="mb-3">
        <h3 className="m-0 mb-1 text-sm font-semibold">
          <Trans>Net change of voters</Trans>
        </h3>
        <dl className="m-0 flex flex-wrap gap-x-8 gap-y-2 text-sm" data-testid="vote-trend">
          {SPANS.map((days, i) => (
            <Trend key={days} days={days} trend={trend.data?.[i]} />
          ))}
        </dl>
      </div>
      <PagedResult {...list.paged}>
        {(rows, isFetching) => (
          <VotesTable
            rows={rows}
            caption={t`Votes received and lost by ${username}, page ${page}`}
            about={delegate}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
