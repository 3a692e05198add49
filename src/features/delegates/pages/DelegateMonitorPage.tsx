import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { lazy, Suspense, useDeferredValue, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePreferences } from "@/shared/preferences/store";
import { parsePage } from "@/shared/routing/params";
import { ErrorState, useNodeFailure, useRetryNode } from "@/shared/ui/ErrorState";
import { LabelledSelect } from "@/shared/ui/LabelledSelect";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs } from "@/shared/ui/Tabs";
import { AfterTop } from "@/shared/ui/AfterTop";
import { PageIntro } from "@/shared/glossary/TermHint";
import type { MonitorPaging } from "../components/MonitorOtherTab";
import { ActiveDelegatesTable } from "../components/MonitorTables";
import { MonitorTotals } from "../components/MonitorTotals";
import { RoundPanel } from "../components/RoundPanel";
import {
  DEFAULT_HISTORY_ROUNDS,
  useDelegateMonitor,
  type MonitorData,
} from "../hooks/useDelegateMonitor";
import { HISTORY_CHOICES, historyRoundsOf } from "../round/rounds";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

const TABS = ["active", "standby", "resigned"] as const;
const MonitorOtherTab = lazy(() =>
  import("../components/MonitorOtherTab").then((m) => ({ default: m.MonitorOtherTab })),
);
type Tab = (typeof TABS)[number];

/**
 * /delegate-monitor: totals per forging status and remaining blocks, the round
 * in progress as slots with the next forger and its ETA, then tabs active / standby / resigned.
 * Follows the 8 s height poll; `?tab=` and `?rounds=` (history length) are deep-linkable.
 */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "active";
  // read as the route's data function reads it
  const historyRounds = historyRoundsOf(params.get("rounds"));
  const live = useDelegateMonitor(historyRounds);
  // A new height comes before the blocks up to it (and a new round before its list): the last
  // complete view stays on screen until they are in, instead of the whole page turning into a
  // spinner for a moment on every block. Only a view that never was complete shows the spinner.
  const liveComplete = live.active !== null && live.order !== null && live.lastBlock !== undefined;
  const lastComplete = useRef<MonitorData | null>(null);
  if (liveComplete) lastComplete.current = live;
  const data = liveComplete || live.error || !lastComplete.current ? live : lastComplete.current;
  // the monitor's queries wait for the height and the node's configuration: while the node is
  // down with nothing complete to show, its failure is the page's (not a spinner for ever)
  const nodeFailure = useNodeFailure();
  const retryNode = useRetryNode();
  const waiting = !liveComplete && !lastComplete.current && !data.error && nodeFailure !== null;
  const error: unknown = data.error ?? (waiting ? nodeFailure : null);
  // the standby and resigned tabs are paged (`?page=`, rows per page from the preferences)
  const listPage = parsePage(params.get("page") ?? undefined) ?? 1;
  const limit = usePreferences((s) => s.rowsPerPage);
  const setLimit = usePreferences((s) => s.setRowsPerPage);
  // the exact total of the standby or resigned list, from its tab (loaded when opened)
  const [otherCount, setOtherCount] = useState<number>();
  const paging: MonitorPaging = {
    page: listPage,
    limit,
    onLimitChange: setLimit,
    pathForPage: (p: number) => {
      const n = new URLSearchParams(params);
      if (p > 1) n.set("page", String(p));
      else n.delete("page");
      return paths.delegateMonitor(n);
    },
  };
  // totals, round and lists appear together once the delegates, the round order and the last
  // block are in (a panel filling in above the lists would push them down: layout shift), in a
  // deferred, interruptible render (otherwise one long task that holds up input).
  const ready = useDeferredValue(
    Boolean(error) || (data.active !== null && data.order !== null && data.lastBlock !== undefined),
  );

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value === null) n.delete(key);
        else n.set(key, value);
        return n;
      },
      { replace: true },
    );

  const tabs = [
    {
      id: "active",
      label: t`Active`,
      count: data.active?.length,
      href: `#${paths.delegateMonitor()}`,
    },
    {
      id: "standby",
      label: t`Standby`,
      count: tab === "standby" ? otherCount : undefined,
      href: `#${paths.delegateMonitor("tab=standby")}`,
    },
    {
      id: "resigned",
      label: t({ message: "Resigned", context: "delegate monitor tab: resigned delegates" }),
      count: tab === "resigned" ? otherCount : undefined,
      href: `#${paths.delegateMonitor("tab=resigned")}`,
    },
  ];

  return (
    <>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <span className="flex flex-wrap gap-x-4 text-sm">
          <Link to={paths.missedBlocks()} className="text-accent hover:underline">
            <Trans>Missed blocks</Trans>
          </Link>
          <Link to={paths.delegates()} className="text-accent hover:underline">
            <Trans>All delegates</Trans>
          </Link>
        </span>
      </div>
      <PageIntro page="delegateMonitor" />
      {error ? (
        <ErrorState error={error} onRetry={waiting ? retryNode : data.retry} className="mb-4" />
      ) : null}
      {/* under an error with nothing complete to show, the error stands alone: no totals waiting beside it */}
      {!ready ? (
        <Spinner />
      ) : error && !liveComplete && !lastComplete.current ? null : (
        <>
          <MonitorTotals
            statuses={
              data.active
                ? data.active.flatMap((r) => (r.status !== undefined ? [r.status] : []))
                : null
            }
            remaining={data.remaining}
            round={data.round}
          />
          <div className="mb-6">
            <RoundPanel
              round={data.nextRound}
              height={data.height}
              order={data.order}
              slotsSoFar={data.slotsSoFar}
              lastBlock={data.lastBlock}
              remaining={data.remaining}
              blocktime={data.blocktime}
              epochUnix={data.epochUnix}
              byPublicKey={data.byPublicKey}
            />
          </div>
          {/* the lists one commit after the totals and the round: two shorter tasks instead of one */}
          <AfterTop>
            <Tabs
              tabs={tabs}
              active={tab}
              label={t`Delegate lists`}
              onChange={(id) =>
                setParams(
                  (p) => {
                    const n = new URLSearchParams(p);
                    if (id === "active") n.delete("tab");
                    else n.set("tab", id);
                    n.delete("page"); // each tab starts on its first page
                    return n;
                  },
                  { replace: true },
                )
              }
            >
              {tab === "active" ? (
                <>
                  <div className="mb-2 flex items-center justify-end gap-2 text-sm">
                    <LabelledSelect
                      label={t`History`}
                      labelClassName="text-muted"
                      value={historyRounds}
                      onChange={(e) =>
                        setParam(
                          "rounds",
                          e.target.value === String(DEFAULT_HISTORY_ROUNDS) ? null : e.target.value,
                        )
                      }
                      className="rounded border border-border bg-surface px-2 py-1"
                    >
                      {HISTORY_CHOICES.map((n) => (
                        <option key={n} value={n}>
                          {t`${plural(n, { one: "# round", other: "# rounds" })}`}
                        </option>
                      ))}
                    </LabelledSelect>
                  </div>
                  {/* the column says the length chosen above it (a young chain has fewer rounds) */}
                  <ActiveDelegatesTable rows={data.active} historyRounds={historyRounds} />
                </>
              ) : (
                <Suspense fallback={<Spinner />}>
                  <MonitorOtherTab key={tab} tab={tab} paging={paging} onCount={setOtherCount} />
                </Suspense>
              )}
            </Tabs>
          </AfterTop>
        </>
      )}
    </>
  );
}
