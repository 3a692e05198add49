import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";
import type { DataTableSort } from "@/shared/ui/DataTable";
import { ErrorState } from "@/shared/ui/ErrorState";
import { LabelledSelect } from "@/shared/ui/LabelledSelect";
import { Pagination } from "@/shared/ui/Pagination";
import {
  MISSES_SORT_VALUES,
  MissedContextProvider,
  MissedSlotsTable,
  MissesByDelegateTable,
} from "../components/MissedBlocksTables";
import { useMissedBlocks, type MissedBlocks } from "../hooks/useMissedBlocks";
import { DEFAULT_MISSED_ROUNDS, MISSED_ROUND_CHOICES } from "../missed/window";

/** Missed slots listed per page (a network with many misses would otherwise list hundreds). */
const SLOTS_PER_PAGE = 25;
const DEFAULT_SORT: DataTableSort = { id: "missed", desc: true };

/**
 * What the page says of the rounds shown: the number of missed slots in them and the caption of
 * the delegates' table ("3 missed slots in rounds 3–12"); empty while none is shown.
 */
function useShownTexts(
  shown: readonly number[],
  missed: number,
): { total: string; caption: string } {
  const { t, i18n } = useLingui();
  if (shown.length === 0) return { total: "", caption: t`Slots by delegate` };
  const to = i18n.number(Math.max(...shown));
  const from = i18n.number(Math.min(...shown));
  if (shown.length === 1)
    return {
      total: t`${plural(missed, { one: `# missed slot in round ${to}`, other: `# missed slots in round ${to}` })}`,
      caption: t`Slots by delegate in round ${to}`,
    };
  return {
    total: t`${plural(missed, { one: `# missed slot in rounds ${from}–${to}`, other: `# missed slots in rounds ${from}–${to}` })}`,
    caption: t`Slots by delegate in rounds ${from}–${to}`,
  };
}

/** How far the collection of the window's rounds is: a progress bar while rounds are missing. */
function RoundsProgress({ data }: { data: MissedBlocks }) {
  const { t } = useLingui();
  const { loaded } = data;
  const total = data.rounds.length;
  if (!data.known || total === 0 || loaded >= total || data.error) return null;
  const text = t`Rounds loaded: ${loaded} of ${total}`;
  return (
    <div
      role="status"
      className="flex items-center gap-2 text-sm text-muted"
      data-testid="rounds-progress"
    >
      <progress
        max={total}
        value={loaded}
        aria-label={t`Rounds loaded`}
        className="h-2 w-28 accent-[var(--color-accent)]"
      />
      <span>{text}</span>
    </div>
  );
}

/**
 * /missed-blocks: every slot of the last `?rounds=` complete rounds (1, 5, 10 or 25) that passed
 * without a block, with its round, when its block was expected, the delegate whose slot it was and
 * the block that came next; then each active delegate's missed and assigned slots and the share it
 * forged. Derived from each round's active list and blocks as the delegate monitor derives its
 * history (see useMissedBlocks); the newest rounds first, the older ones in idle time with a
 * progress bar. The round in progress is not reported until it is over.
 */
export function Component() {
  const { t } = useLingui();
  const heading = useRouteHeading();
  usePageTitle(heading);
  const [, setParams] = useSearchParams();
  const data = useMissedBlocks();
  const texts = useShownTexts(data.shown, data.missed.length);
  const slotsId = useId();
  const delegatesId = useId();

  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(data.missed.length / SLOTS_PER_PAGE));
  const shownPage = Math.min(page, pageCount);
  const ready = data.known && (data.shown.length > 0 || data.rounds.length === 0);
  const slotRows = useMemo(
    () => data.missed.slice((shownPage - 1) * SLOTS_PER_PAGE, shownPage * SLOTS_PER_PAGE),
    [data.missed, shownPage],
  );

  const [sorting, setSorting] = useState<DataTableSort>(DEFAULT_SORT);
  const delegateRows = useMemo(() => {
    const value = sorting ? MISSES_SORT_VALUES[sorting.id] : undefined;
    if (!sorting || !value) return data.byDelegate;
    const sign = sorting.desc ? -1 : 1;
    // stable: equal values keep the most-missed-first order
    return [...data.byDelegate].sort((a, b) => sign * (value(a) - value(b)));
  }, [data.byDelegate, sorting]);

  const missedCount = data.missed.length;
  const context = useMemo(
    () => ({ forgers: data.forgers, epochUnix: data.epochUnix }),
    [data.forgers, data.epochUnix],
  );
  const inProgress = <>{data.inProgress}</>;

  return (
    <MissedContextProvider value={context}>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <Link to={paths.delegateMonitor()} className="text-sm text-accent hover:underline">
          <Trans>Delegate monitor</Trans>
        </Link>
      </div>
      <p className="mt-0 mb-4 max-w-prose text-sm text-muted">
        <Trans>
          The forging slots of the active delegates that passed without a block in the last complete
          rounds, found from each round's forging order and its blocks.
        </Trans>
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="flex items-center gap-2">
          <LabelledSelect
            label={t`Rounds`}
            labelClassName="text-muted"
            value={data.count}
            onChange={(e) => {
              const value = e.target.value;
              setPage(1);
              setParams(
                (p) => {
                  const n = new URLSearchParams(p);
                  if (value === String(DEFAULT_MISSED_ROUNDS)) n.delete("rounds");
                  else n.set("rounds", value);
                  return n;
                },
                { replace: true },
              );
            }}
            className="rounded border border-border bg-surface px-2 py-1"
          >
            {MISSED_ROUND_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t`${plural(n, { one: "Last round", other: "Last # rounds" })}`}
              </option>
            ))}
          </LabelledSelect>
        </span>
        <RoundsProgress data={data} />
      </div>
      {data.error ? <ErrorState error={data.error} onRetry={data.retry} className="mb-4" /> : null}
      {data.known ? (
        <p className="mb-4 text-sm text-muted" data-testid="round-in-progress">
          <Trans>
            Round {inProgress} is in progress: its missed slots are listed once its last block is
            in.
          </Trans>
        </p>
      ) : null}

      <section aria-labelledby={slotsId} className="mb-8">
        <h2 id={slotsId} className="mb-1 text-lg font-semibold">
          <Trans>Missed slots</Trans>
        </h2>
        {ready && data.shown.length > 0 ? (
          <p
            className="mt-0 mb-2 text-sm text-muted"
            data-testid="missed-total"
            data-missed={missedCount}
          >
            {texts.total}
          </p>
        ) : null}
        {ready && data.rounds.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No round has completed yet.</Trans>
          </p>
        ) : (
          <>
            <MissedSlotsTable
              rows={ready ? slotRows : null}
              caption={pageCount > 1 ? t`Missed slots, page ${shownPage}` : t`Missed slots`}
            />
            <Pagination
              page={shownPage}
              pageCount={pageCount}
              onPageChange={setPage}
              showPageJump={false}
              className="mt-3"
            />
          </>
        )}
      </section>

      {data.rounds.length > 0 || !ready ? (
        <section aria-labelledby={delegatesId}>
          <h2 id={delegatesId} className="mb-1 text-lg font-semibold">
            <Trans>Missed and assigned slots by delegate</Trans>
          </h2>
          <MissesByDelegateTable
            rows={ready ? delegateRows : null}
            caption={texts.caption}
            sorting={sorting}
            onSortingChange={(s) => setSorting(s ?? DEFAULT_SORT)}
          />
        </section>
      ) : null}
    </MissedContextProvider>
  );
}
