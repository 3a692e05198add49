import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Big from "big.js";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ApiCount } from "@/shared/api/counts";
import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";
import { findTransactionType } from "@/shared/api/transaction-types";
import { formatToken, toToken } from "@/shared/format/amount";
import { formatNumber, formatPercent } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { HoldingsSection } from "../components/HoldingsSection";
import { RecordsSection } from "../components/RecordsSection";
import { StatsSection, type StatsColumn } from "../components/StatsSection";
import { useStatistics, type BucketRow } from "../hooks/useStatistics";
import type { VoteShare } from "../model/figures";
import { RICHEST_PAGES_CAP } from "../hooks/useRecords";
import { feeTypeOf } from "../model/fee-types";
import { HOLDING_THRESHOLDS } from "../model/holdings";
import { parsePeriod, periodDays, PERIOD_PARAM, PERIODS, type Period } from "../model/period";

/** Whole token units of an arktoshi amount, for chart bars (a display ratio, not an amount). */
const tokens = (arktoshi: string) => Number(toToken(arktoshi).toFixed(2));

/**
 * `/statistics?period=24h|7d|30d`: network statistics from the node's public API alone —
 * transactions, active wallets and volume per hour or UTC day, blocks forged and missed slots,
 * fees per transaction type, supply growth and the active delegates' vote distribution, each with
 * its source, a chart and an accessible table with a CSV download. An unknown period is the
 * default.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Statistics`);
  const [search] = useSearchParams();
  const period = parsePeriod(search.get(PERIOD_PARAM));
  const labels: Record<Period, string> = { "24h": t`24 hours`, "7d": t`7 days`, "30d": t`30 days` };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 text-xl font-semibold">
        <Trans>Network statistics</Trans>
      </h1>
      <nav aria-label={t`Period`}>
        <ul className="m-0 flex list-none gap-1 p-0">
          {PERIODS.map((p) => (
            <li key={p}>
              <Link
                to={paths.statistics(p)}
                replace
                aria-current={p === period ? "page" : undefined}
                className={`block rounded border border-border px-3 py-1 text-sm no-underline ${p === period ? "bg-surface-2 font-semibold text-text" : "text-muted hover:text-text"}`}
              >
                {labels[p]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* a new period starts its own loading (first screen, then idle time) */}
      <PeriodStatistics key={period} period={period} />
    </div>
  );
}

/** The figures of one period (see {@link useStatistics}). */
function PeriodStatistics({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { symbol, activeDelegates, blocktime } = useNetwork();
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));
  const s = useStatistics(period, nowUnix);
  const hourly = period === "24h";
  const total = s.rows.length;
  const token = (arktoshi: string) => formatToken(arktoshi, { locale, symbol, maxDecimals: 2 });
  const count = (c: ApiCount | undefined) =>
    c === undefined
      ? "…"
      : c.isEstimate
        ? t({ message: `about ${formatNumber(c.count, locale)}`, context: "estimated count" })
        : formatNumber(c.count, locale);
  const when = (r: BucketRow) =>
    new Intl.DateTimeFormat(
      locale,
      hourly
        ? { timeZone: "UTC", hour: "2-digit", minute: "2-digit", day: "numeric", month: "short" }
        : { timeZone: "UTC", dateStyle: "medium" },
    ).format(r.startUnix * 1000);
  const axisLabel = (r: BucketRow) =>
    new Intl.DateTimeFormat(
      locale,
      hourly
        ? { timeZone: "UTC", hour: "2-digit", minute: "2-digit" }
        : { timeZone: "UTC", day: "numeric", month: "short" },
    ).format(r.startUnix * 1000);
  const iso = (r: BucketRow) => new Date(r.startUnix * 1000).toISOString();
  const plain = (arktoshi: string | null | undefined) =>
    arktoshi == null ? "" : toToken(arktoshi).toFixed(8);
  const pending = "…";
  // newest first in the tables, oldest first (left to right) in the charts
  const tableRows = [...s.rows].reverse();
  const bucketHeader = hourly ? t`Hour (UTC)` : t`Day (UTC)`;

  const txColumns: Array<StatsColumn<BucketRow>> = [
    { header: bucketHeader, cell: when, csv: iso },
    {
      header: t`Transactions`,
      numeric: true,
      cell: (r) => count(r.transactions),
      csv: (r) => r.transactions?.count ?? "",
    },
    {
      header: t`Active wallets`,
      numeric: true,
      cell: (r) =>
        r.activeWallets === undefined
          ? pending
          : r.activeWallets === null
            ? t`not computed`
            : formatNumber(r.activeWallets, locale),
      csv: (r) => r.activeWallets ?? "",
    },
    {
      header: t`Volume`,
      numeric: true,
      cell: (r) =>
        r.volume === undefined ? pending : r.volume === null ? t`not computed` : token(r.volume),
      csv: (r) => plain(r.volume),
    },
    {
      header: t`Fees`,
      numeric: true,
      cell: (r) =>
        r.fees === undefined ? pending : r.fees === null ? t`not computed` : token(r.fees),
      csv: (r) => plain(r.fees),
    },
  ];
  if (s.rows.some((r) => r.transactions?.isEstimate)) {
    txColumns.push({
      header: t`Count is an estimate`,
      cell: (r) => (r.transactions?.isEstimate ? t`yes` : t`no`),
      csv: (r) => (r.transactions?.isEstimate ? "yes" : "no"),
    });
  }
  const blockColumns: Array<StatsColumn<BucketRow>> = [
    { header: bucketHeader, cell: when, csv: iso },
    {
      header: t`Blocks forged`,
      numeric: true,
      cell: (r) => (r.forged === undefined ? pending : formatNumber(r.forged, locale)),
      csv: (r) => r.forged ?? "",
    },
    {
      header: t`Slots`,
      numeric: true,
      cell: (r) => (r.expected === undefined ? pending : formatNumber(r.expected, locale)),
      csv: (r) => r.expected ?? "",
    },
    {
      header: t`Missed slots`,
      numeric: true,
      cell: (r) => (r.missed === undefined ? pending : formatNumber(r.missed, locale)),
      csv: (r) => r.missed ?? "",
    },
  ];
  const computedFees = s.fees.computed;
  const feeTransactions = formatNumber(computedFees?.transactions ?? 0, locale);
  const feeRowsRead = computedFees?.rows ?? 0;
  const feeRowsAll = computedFees?.of ?? 0;
  const feeRows = (s.fees.data ?? computedFees?.data ?? []).filter((f) => new Big(f.sum).gt(0));
  const feeName = (f: TypeFeeStats) => {
    const type = feeTypeOf(f);
    const def = type ? findTransactionType(type.typeGroup, type.type) : undefined;
    return def ? i18n._(def.label) : (f.key ?? `${f.typeGroup}/${f.type ?? "?"}`);
  };
  const feeColumns: Array<StatsColumn<TypeFeeStats>> = [
    { header: t`Type`, cell: feeName, csv: feeName },
    { header: t`Minimum`, numeric: true, cell: (f) => token(f.min), csv: (f) => plain(f.min) },
    { header: t`Average`, numeric: true, cell: (f) => token(f.avg), csv: (f) => plain(f.avg) },
    { header: t`Maximum`, numeric: true, cell: (f) => token(f.max), csv: (f) => plain(f.max) },
    { header: t`Total`, numeric: true, cell: (f) => token(f.sum), csv: (f) => plain(f.sum) },
  ];
  const voteColumns: Array<StatsColumn<VoteShare>> = [
    { header: t`Rank`, cell: (v) => formatNumber(v.rank, locale), csv: (v) => v.rank },
    {
      header: t`Delegate`,
      cell: (v) => <Link to={paths.wallet(v.username)}>{v.username}</Link>,
      csv: (v) => v.username,
    },
    { header: t`Votes`, numeric: true, cell: (v) => token(v.votes), csv: (v) => plain(v.votes) },
    {
      header: t`Share`,
      numeric: true,
      cell: (v) => formatPercent(v.share, 2, locale),
      csv: (v) => v.share.toFixed(4),
    },
    {
      header: t`Cumulative share`,
      numeric: true,
      cell: (v) => formatPercent(v.cumulative, 2, locale),
      csv: (v) => v.cumulative.toFixed(4),
    },
  ];
  const wallets = s.activeWallets;
  const walletCount = wallets?.count ?? 0;
  const countedBuckets = wallets?.buckets ?? 0;
  const allBuckets = wallets?.of ?? 0;
  const done = s.loadedBuckets;
  const days = periodDays(period);
  // the records' two sorts and one count per holdings band; the richest wallets' pages instead
  // where the node cannot count
  const recordRequests = 2 + HOLDING_THRESHOLDS.length;
  const recordRequestsMax = recordRequests + RICHEST_PAGES_CAP;

  return (
    <>
      <div className="flex flex-col gap-1 text-sm">
        <div className="flex items-center gap-2">
          <progress
            className="h-2 w-40"
            max={total}
            value={done}
            aria-label={t`Statistics loaded`}
            aria-valuetext={t`${done} of ${total}`}
          />
          <span role="status" data-testid="statistics-progress">
            {hourly ? (
              <Trans>
                {done} of {total} hours loaded
              </Trans>
            ) : (
              <Trans>
                {done} of {total} days loaded
              </Trans>
            )}
          </span>
        </div>
        {s.error && (
          <p role="alert" className="m-0 text-negative">
            <Trans>Some figures could not be loaded from the node; they stay empty.</Trans>
          </p>
        )}
      </div>

      <StatsSection
        title={hourly ? t`Transactions and volume per hour` : t`Transactions and volume per day`}
        source={
          <>
            <Trans>
              From one GET transactions request with timestamp.from/timestamp.to per row (up to 100
              transactions each). Volume and fees are summed only for a row with at most 100
              transactions, otherwise not computed; counts marked “about” are the node’s estimates.
            </Trans>{" "}
            {hourly ? (
              <Trans>
                Active wallets: the distinct senders and recipients (multipayment recipients
                included) of the hour’s transactions, counted from the same answer where the hour’s
                transactions fit in one page (at most 100), otherwise not computed.
              </Trans>
            ) : (
              <Trans>
                Active wallets: the distinct senders and recipients (multipayment recipients
                included) of the day’s transactions, counted from the same answer where the day’s
                transactions fit in one page (at most 100), otherwise not computed.
              </Trans>
            )}
          </>
        }
        caption={
          hourly
            ? t`Transactions, active wallets, volume and fees per hour (UTC), newest first`
            : t`Transactions, active wallets, volume and fees per day (UTC), newest first`
        }
        columns={txColumns}
        rows={tableRows}
        rowKey={(r) => String(r.startUnix)}
        filename={`transactions-${period}`}
        chart={{
          rows: s.rows.map((r) => ({
            label: axisLabel(r),
            transactions: r.transactions?.count ?? null,
            wallets: r.activeWallets ?? null,
          })),
          series: [
            { key: "transactions", name: t`Transactions`, color: "var(--accent)" },
            { key: "wallets", name: t`Active wallets`, color: "var(--warning)" },
          ],
          formatValue: (v) => formatNumber(v, locale),
        }}
      >
        {wallets && (
          <p className="mt-0 mb-3 text-sm" data-testid="period-active-wallets">
            {hourly ? (
              <Trans>
                Over the period:{" "}
                <Plural value={walletCount} one="# wallet was" other="# wallets were" /> active in
                the hours counted below ({countedBuckets} of {allBuckets}), each wallet once; an
                hour not counted (more than 100 transactions, or not loaded yet) is left out.
              </Trans>
            ) : (
              <Trans>
                Over the period:{" "}
                <Plural value={walletCount} one="# wallet was" other="# wallets were" /> active in
                the days counted below ({countedBuckets} of {allBuckets}), each wallet once; a day
                not counted (more than 100 transactions, or not loaded yet) is left out.
              </Trans>
            )}
          </p>
        )}
      </StatsSection>

      <StatsSection
        title={
          hourly
            ? t`Blocks forged and missed slots per hour`
            : t`Blocks forged and missed slots per day`
        }
        source={
          <Trans>
            Blocks forged: the difference of the heights at both ends of the row’s time span (one
            GET blocks request with timestamp.to per row). Slots: that time span over the block time
            of {blocktime} s from the node configuration, counted from the chain’s first block up to
            now. Missed slots: slots less blocks forged.
          </Trans>
        }
        caption={
          hourly
            ? t`Blocks forged, slots and missed slots per hour (UTC), newest first`
            : t`Blocks forged, slots and missed slots per day (UTC), newest first`
        }
        columns={blockColumns}
        rows={tableRows}
        rowKey={(r) => String(r.startUnix)}
        filename={`blocks-${period}`}
        chart={{
          rows: s.rows.map((r) => ({
            label: axisLabel(r),
            forged: r.forged ?? null,
            missed: r.missed ?? null,
          })),
          series: [
            { key: "forged", name: t`Blocks forged`, color: "var(--accent)" },
            { key: "missed", name: t`Missed slots`, color: "var(--negative)" },
          ],
          formatValue: (v) => formatNumber(v, locale),
        }}
      />

      <StatsSection
        title={t`Fees per transaction type`}
        source={
          s.fees.data === null && computedFees ? (
            <Trans>
              This node does not answer GET node/fees: computed from the {feeTransactions}{" "}
              transactions this page read in full, in {feeRowsRead} of the {feeRowsAll} rows above
              (a row with more than 100 transactions, or not loaded yet, is left out: then this
              covers part of the period only).
            </Trans>
          ) : (
            <Trans>
              From one GET node/fees?days={days} request: the node’s own minimum, average, maximum
              and total per type over the last {days} days (types without fees paid are left out).
            </Trans>
          )
        }
        caption={t`Fees per transaction type over the period`}
        columns={feeColumns}
        rows={feeRows}
        rowKey={(f) => `${f.typeGroup}-${f.key ?? f.type}`}
        filename={`fees-${period}`}
        chart={{
          rows: feeRows.map((f) => ({ label: feeName(f), total: tokens(f.sum) })),
          series: [{ key: "total", name: t`Total`, color: "var(--accent)" }],
          formatValue: (v) => formatNumber(v, locale),
        }}
      />

      <section
        aria-labelledby="statistics-supply"
        className="rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="statistics-supply" className="m-0 mb-1 text-base font-semibold">
          <Trans>Supply</Trans>
        </h2>
        <p className="mt-0 mb-3 text-xs text-muted">
          <Trans>
            Supply now from GET blockchain; growth over the period: blocks forged (current height
            less the height at the period’s start) times the block reward from the node
            configuration.
          </Trans>
        </p>
        <dl className="m-0 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs text-muted">
              <Trans>Supply now</Trans>
            </dt>
            <dd className="m-0 tabular-nums">{s.supply ? token(s.supply) : pending}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Blocks forged in the period</Trans>
            </dt>
            <dd className="m-0 tabular-nums" data-testid="period-blocks">
              {s.periodBlocks === undefined ? pending : formatNumber(s.periodBlocks, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Block reward</Trans>
            </dt>
            <dd className="m-0 tabular-nums">
              {s.reward === undefined ? t`not known` : token(s.reward)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Growth in the period</Trans>
            </dt>
            <dd className="m-0 tabular-nums">
              {s.periodRewards === undefined
                ? s.reward === undefined
                  ? t`not known`
                  : pending
                : token(s.periodRewards)}
            </dd>
          </div>
        </dl>
      </section>

      {/* below the first screen: their requests wait until it is in and they are scrolled to */}
      <RecordsSection hourly={hourly} rows={s.rows} firstScreenIn={s.firstScreenIn} />
      <HoldingsSection firstScreenIn={s.firstScreenIn} />

      <StatsSection
        title={t`Vote distribution of the active delegates`}
        source={
          <Trans>
            From the first page of GET delegates (100 by rank, the list the app already loads): the{" "}
            {activeDelegates} active delegates by votes.
          </Trans>
        }
        caption={t`Active delegates by votes, with their share of the active delegates’ vote`}
        columns={voteColumns}
        rows={s.votes?.shares ?? []}
        rowKey={(v) => v.username}
        filename="vote-distribution"
        chart={{
          rows: (s.votes?.shares ?? []).map((v) => ({ label: v.username, share: v.share })),
          series: [{ key: "share", name: t`Share`, color: "var(--accent)" }],
          formatValue: (v) => formatPercent(v, 1, locale),
        }}
      >
        {s.votes && s.votes.third > 0 && (
          <p className="mt-0 mb-3 text-sm" data-testid="vote-thresholds">
            <Trans>
              {s.votes.third} of {s.votes.shares.length} active delegates hold a third of their
              vote; {s.votes.half} hold half. Together they have {token(s.votes.total)}.
            </Trans>
          </p>
        )}
      </StatsSection>

      <section
        aria-labelledby="statistics-notes"
        className="rounded-lg border border-border bg-surface p-4 text-sm"
      >
        <h2 id="statistics-notes" className="m-0 mb-2 text-base font-semibold">
          <Trans>Notes</Trans>
        </h2>
        <ul className="m-0 flex list-disc flex-col gap-1 pl-5">
          <li data-testid="first-screen-requests" data-requests={s.firstScreenRequests}>
            <Trans>
              The first screen of this period costs {s.firstScreenRequests} requests to the node
              (besides the app’s own: configuration, height, delegate list); the other rows load one
              at a time in idle time, two requests each, only while this tab is visible. Answers are
              kept: a revisit within a minute asks nothing new, ended hours and days never again.
            </Trans>
          </li>
          <li data-testid="records-requests">
            <Trans>
              The records and holdings ask the node {recordRequests} more requests (up to{" "}
              {recordRequestsMax} where the node cannot count wallets by balance), only once the
              first screen is in and they are scrolled into view.
            </Trans>
          </li>
          <li>
            <Trans>
              New wallets are not shown: the public API gives no wallet’s creation time, and finding
              each wallet’s first transaction would cost a request per wallet.
            </Trans>
          </li>
          <li>
            <Trans>Hours and days are in UTC; the current one is still running.</Trans>
          </li>
        </ul>
      </section>
    </>
  );
}
