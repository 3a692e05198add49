import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { useRef, type ReactNode } from "react";
import type { SortedFirst } from "@/shared/api/endpoints/records";
import { formatToken } from "@/shared/format/amount";
import { formatDateTime } from "@/shared/format/date";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePreferences } from "@/shared/preferences/store";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { ErrorState } from "@/shared/ui/ErrorState";
import { useSeen } from "@/shared/hooks/useSeen";
import { useRecords } from "../hooks/useRecords";
import { bucketSearch, busiestBucket, type CountedBucket } from "../model/records";

const PENDING = "…";

/** Props of {@link RecordsSection}. */
interface RecordsSectionProps {
  /** the period's rows are hours (24 h) rather than UTC days */
  hourly: boolean;
  /** the period's rows, with their transaction counts once loaded */
  rows: readonly CountedBucket[];
  /** the page's first screen is in: this section may ask its own requests once scrolled to */
  firstScreenIn: boolean;
}

/**
 * One record of the section: "…" while `query` has no answer (also before it is asked), the shared
 * error view with a retry when it failed, "not available from this node" when the node refuses the
 * sort, else `render(item)` (`empty` when the chain has none).
 */
function SortedRecord<T>({
  query,
  empty,
  render,
}: {
  query: UseQueryResult<SortedFirst<T>>;
  empty: ReactNode;
  render: (item: T) => ReactNode;
}) {
  if (query.isError)
    return <ErrorState variant="line" error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data) return <>{PENDING}</>;
  if (!data.supported)
    return (
      <span className="text-muted">
        <Trans>Not available from this node.</Trans>
      </span>
    );
  return <>{data.item === null ? empty : render(data.item)}</>;
}

/**
 * The records of the statistics page: the chain's largest transaction by amount and its largest
 * block by total amount transferred (the node's own sorts: GET transactions?orderBy=amount:desc
 * and GET blocks?orderBy=totalAmount:desc, limit 1; asked only once the page's first screen is in
 * and this section has been scrolled into view), and the busiest hour or day of the period (from
 * the period's rows: no request of its own), each linking to its page (the transaction, the block,
 * the advanced search of that hour's or day's transactions).
 */
export function RecordsSection({ hourly, rows, firstScreenIn }: RecordsSectionProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { symbol } = useNetwork();
  const timeDisplay = usePreferences((s) => s.timeDisplay);
  const zone = timeDisplay === "utc" ? "utc" : "local";
  const ref = useRef<HTMLElement>(null);
  const seen = useSeen(ref);
  const { transaction, block } = useRecords(seen && firstScreenIn);
  const busiest = busiestBucket(rows);
  const token = (arktoshi: string) => formatToken(arktoshi, { locale, symbol, maxDecimals: 2 });
  const when = (unix: number) => formatDateTime(unix, locale, zone);
  const bucketName = (startUnix: number) =>
    new Intl.DateTimeFormat(
      locale,
      hourly
        ? { timeZone: "UTC", hour: "2-digit", minute: "2-digit", day: "numeric", month: "short" }
        : { timeZone: "UTC", dateStyle: "medium" },
    ).format(startUnix * 1000);
  const dt = "text-xs text-muted";
  const dd = "m-0 tabular-nums";

  return (
    <section
      ref={ref}
      aria-labelledby="statistics-records"
      className="rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="statistics-records" className="m-0 mb-1 text-base font-semibold">
        <Trans>Records</Trans>
      </h2>
      <p className="mt-0 mb-3 text-xs text-muted">
        {hourly ? (
          <Trans>
            The largest transaction and the largest block of the whole chain, and the busiest hour
            of the period chosen above.
          </Trans>
        ) : (
          <Trans>
            The largest transaction and the largest block of the whole chain, and the busiest day of
            the period chosen above.
          </Trans>
        )}
      </p>
      <dl className="m-0 grid grid-cols-1 gap-3 lg:grid-cols-3">
        <div>
          <dt className={dt}>
            <Trans>Largest transaction by amount</Trans>
          </dt>
          <dd className={dd} data-testid="record-transaction">
            <SortedRecord
              query={transaction}
              empty={<Trans>No transactions yet.</Trans>}
              render={(tx) => (
                <>
                  <Link to={paths.transaction(tx.id)}>{token(tx.amount)}</Link>
                  {tx.timestamp ? (
                    <span className="block text-xs text-muted">{when(tx.timestamp.unix)}</span>
                  ) : null}
                </>
              )}
            />
          </dd>
        </div>
        <div>
          <dt className={dt}>
            <Trans>Largest block by total amount transferred</Trans>
          </dt>
          <dd className={dd} data-testid="record-block">
            <SortedRecord
              query={block}
              empty={<Trans>No blocks yet.</Trans>}
              render={(b) => {
                const height = formatNumber(b.height, locale);
                const amount = token(b.forged.amount);
                const count = b.transactions;
                return (
                  <>
                    <Link to={paths.block(b.id)}>
                      <Trans>Block {height}</Trans>
                    </Link>
                    <span className="block text-xs text-muted">
                      <Trans>
                        {amount} in{" "}
                        <Plural value={count} one="# transaction" other="# transactions" />
                      </Trans>
                    </span>
                  </>
                );
              }}
            />
          </dd>
        </div>
        <div>
          <dt className={dt}>
            {hourly ? (
              <Trans>Busiest hour of the period (UTC)</Trans>
            ) : (
              <Trans>Busiest day of the period (UTC)</Trans>
            )}
          </dt>
          <dd className={dd} data-testid="record-busiest">
            {busiest.state === "loading" ? (
              PENDING
            ) : busiest.state === "unknown" ? (
              <span className="text-muted">
                <Trans>Not known: some rows could not be loaded from the node.</Trans>
              </span>
            ) : busiest.state === "none" ? (
              <Trans>No transactions in the period.</Trans>
            ) : (
              <>
                <Link to={paths.advancedSearch(1, bucketSearch(busiest.bucket, zone))}>
                  {bucketName(busiest.bucket.startUnix)}
                </Link>
                <span className="block text-xs text-muted">
                  {busiest.count.isEstimate ? (
                    <Plural
                      value={busiest.count.count}
                      one="about # transaction"
                      other="about # transactions"
                    />
                  ) : (
                    <Plural
                      value={busiest.count.count}
                      one="# transaction"
                      other="# transactions"
                    />
                  )}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer">
          <Trans>How is this computed?</Trans>
        </summary>
        <p className="mb-0">
          <Trans>
            The largest transaction and the largest block are asked of the node, which sorts the
            whole chain for us: transactions by their amount, blocks by the sum of the amounts of
            their transactions (fees and the forging reward left out). A multipayment is ranked by
            the amount the node records for it, which may not add up its payments. Older nodes
            cannot sort this way; then the record says it is not available.
          </Trans>{" "}
          {hourly ? (
            <Trans>
              The busiest hour is the hour with the most transactions in the table above (the newest
              of equal ones), known once every hour is loaded; its link lists that hour’s
              transactions.
            </Trans>
          ) : (
            <Trans>
              The busiest day is the day with the most transactions in the table above (the newest
              of equal ones), known once every day is loaded; its link lists that day’s
              transactions.
            </Trans>
          )}
        </p>
      </details>
    </section>
  );
}
