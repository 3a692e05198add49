import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useRef } from "react";
import { walletDelegateQuery } from "@/features/wallets/api/wallet-queries";
import type { Wallet } from "@/shared/api/schemas";
import { BlockLink, WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { Card } from "@/shared/ui/Card";
import { DetailList } from "@/shared/ui/DetailList";
import { RetryButton } from "@/shared/ui/ErrorState";
import { Pending } from "@/shared/ui/Pending";
import { useSeen } from "@/shared/hooks/useSeen";
import { productivityShare, type DelegateRoundPoint } from "../history/points";
import {
  useDelegateRoundHistory,
  type DelegateRoundHistory,
} from "../hooks/useDelegateRoundHistory";
import type { Productivity } from "../round/productivity";

/** recharts and the plot load only once there is something to draw (never in the wallet route's bundle). */
const DelegateHistoryChart = lazy(() => import("./DelegateHistoryChart"));

/** "Rounds 35 of 100 loaded", with a progress bar while rounds are missing, or why it stopped. */
function HistoryProgress({ history }: { history: DelegateRoundHistory }) {
  const { t } = useLingui();
  const { loaded, rounds, failed, retry } = history;
  const total = rounds.length;
  const label = t`Rounds ${loaded} of ${total} loaded`;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-2 text-sm text-muted"
      data-testid="history-progress"
      data-loaded={loaded}
      data-total={total}
    >
      <span>{label}</span>
      {/* announced once, when the collection ends: not on each of up to 100 steps */}
      <span role="status" className="sr-only">
        {total > 0 && loaded === total ? label : ""}
      </span>
      {loaded < total && !failed ? (
        <progress className="h-2 w-32" max={total} value={loaded} aria-label={label} />
      ) : null}
      {failed ? (
        <>
          <span>{t`The chart data could not be loaded`}</span>
          <RetryButton onClick={retry} />
        </>
      ) : null}
    </div>
  );
}

/**
 * forged ÷ slots as a percentage with the counts, "-" when no slot was decided; a placeholder while
 * no round is in yet (`pending`), "Unavailable" when none could be loaded (`failed`).
 */
function ProductivityValue({
  value,
  pending = false,
  failed = false,
}: {
  value: Productivity;
  pending?: boolean;
  failed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const share = productivityShare(value);
  if (share === undefined && pending) return failed ? <Unavailable /> : <Pending />;
  if (share === undefined) return <span className="text-muted">-</span>;
  const { forged, missed } = value;
  return (
    <span className="tabular-nums">
      {i18n.number(share, { style: "percent", maximumFractionDigits: 1 })}{" "}
      <span className="text-muted">({t`forged ${forged}, missed ${missed}`})</span>
    </span>
  );
}

/** A fact that could not be loaded: "Unavailable", never a default that reads as a fact. */
function Unavailable() {
  const { t } = useLingui();
  return <span className="text-muted">{t`Unavailable`}</span>;
}

/**
 * Whether the window's newest round is in (`newestKnown`: the delegate's rank and votes in it
 * are facts, "Not active" included) and whether nothing is in yet (`nothing`): until then the
 * section shows placeholders, never a verdict.
 */
function historyState(history: DelegateRoundHistory) {
  const newestRound = history.rounds.at(-1);
  return {
    newestKnown: newestRound !== undefined && history.points.some((p) => p.round === newestRound),
    nothing: history.points.length === 0,
  };
}

/** "Rank in round 1234". */
function useRankInRound(): (round: number) => string {
  const { t } = useLingui();
  return (roundText) => t`Rank in round ${roundText}`;
}

/** The newest and the oldest collected rounds in which the delegate was active. */
function activeEnds(points: readonly DelegateRoundPoint[]): {
  newest?: DelegateRoundPoint;
  oldest?: DelegateRoundPoint;
} {
  const active = points.filter((p) => p.active);
  return { newest: active.at(-1), oldest: active[0] };
}

/**
 * The section "Rank and votes over the last rounds" of a delegate's wallet: for the last 100
 * complete rounds (fewer on a young chain) the delegate's rank and votes per round (a lazily loaded
 * chart, rank 1 at the top, and the same figures as a table behind a disclosure), its productivity
 * over those rounds, its last forged block, and the collection's progress. Data: see
 * {@link useDelegateRoundHistory}; the last block from the wallet answer's own delegate facts where
 * it carries them (ARK Core 3), else from the app's first delegates or GET delegates/{address}
 * (as the delegate card reads it, so no request of its own).
 */
function DelegateHistorySection({ wallet, inView }: { wallet: Wallet; inView: boolean }) {
  const { t, i18n } = useLingui();
  const history = useDelegateRoundHistory(wallet.publicKey, undefined, inView);
  // the rounds are counted from the height and the node's configuration: unknown until they are in
  const { height, node } = useNetwork();
  const chainKnown = height !== undefined && node !== undefined;
  const { newestKnown, nothing } = historyState(history);
  // the wallet's own facts (the page follows the chain by re-asking the wallet); else the delegate
  // card's query, refetched by the card on every block: mounting here asks nothing
  const own = wallet.delegate;
  const ownFacts = own?.producedBlocks !== undefined;
  // else the delegate's entry among the app's first delegates, as the card reads it (no request)
  const index = useDelegateIndex();
  const listed = ownFacts ? undefined : index.byAddress.get(wallet.address);
  const delegate = useQuery({
    ...walletDelegateQuery(wallet.address),
    staleTime: 60_000,
    enabled: !ownFacts && !listed && !index.isLoading,
  });
  const descriptionId = useId();
  const { points, rounds, productivity } = history;
  const total = rounds.length;
  const { newest, oldest } = activeEnds(points);
  const last = ownFacts ? own.lastBlock : (delegate.data ?? listed)?.blocks.last;
  const lastPending = !ownFacts && !listed && delegate.isPending;
  /** the newest round's fact, or a placeholder until that round is in (unavailable when it failed) */
  const whileUnknown = history.failed ? <Unavailable /> : <Pending />;
  const roundLabel = (roundText: number) => t`Round ${roundText}`;
  const rankInRound = useRankInRound();
  const rankOf = (p: DelegateRoundPoint | undefined) =>
    p?.rank !== undefined ? formatNumber(p.rank, i18n.locale) : "-";
  const newestRound = newest?.round;
  const oldestRound = oldest?.round;
  return (
    <Card className="mt-4" title={<Trans>Rank and votes over the last rounds</Trans>}>
      <div data-testid="delegate-history">
        {!chainKnown ? (
          <Pending />
        ) : total === 0 ? (
          <p className="m-0 text-sm text-muted">{t`No round is complete yet.`}</p>
        ) : (
          <>
            <HistoryProgress history={history} />
            <DetailList
              items={[
                {
                  id: "history-rank",
                  label: newestRound !== undefined ? rankInRound(newestRound) : t`Rank`,
                  value: (
                    <span data-testid="history-rank" data-round={newestRound}>
                      {newest ? rankOf(newest) : newestKnown ? t`Not active` : whileUnknown}
                    </span>
                  ),
                },
                {
                  id: "history-votes",
                  label: t`Votes`,
                  value: (
                    <span data-testid="history-votes" data-votes={newest?.votes}>
                      {newest?.votes !== undefined ? (
                        <TokenAmount arktoshi={newest.votes} maxDecimals={2} />
                      ) : newestKnown ? (
                        "-"
                      ) : (
                        whileUnknown
                      )}
                    </span>
                  ),
                },
                ...(oldestRound !== undefined && oldestRound !== newestRound
                  ? [
                      {
                        id: "history-rank-before",
                        label: rankInRound(oldestRound),
                        value: rankOf(oldest),
                      },
                    ]
                  : []),
                {
                  id: "history-productivity",
                  label: t`Productivity`,
                  value: (
                    <ProductivityValue
                      value={productivity}
                      pending={nothing}
                      failed={history.failed}
                    />
                  ),
                },
                {
                  id: "history-last-block",
                  label: t`Last forged block`,
                  value: last?.id ? (
                    <BlockLink id={last.id}>{formatNumber(last.height, i18n.locale)}</BlockLink>
                  ) : lastPending ? (
                    <Pending />
                  ) : delegate.isError ? (
                    <Unavailable />
                  ) : (
                    "-"
                  ),
                },
              ]}
            />
            {/* the chart's legend: rank on the left axis (1 at the top), votes on the right */}
            <p id={descriptionId} className="mt-3 mb-2 flex gap-4 text-sm text-muted">
              <span className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="inline-block w-4 border-t-2 border-accent" />
                {t`Rank`}
              </span>
              <span className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block w-4 border-t-2 border-dashed border-muted"
                />
                {t`Votes`}
              </span>
            </p>
            {points.some((p) => p.active) ? (
              <Suspense fallback={<div className="h-56" aria-hidden="true" />}>
                <DelegateHistoryChart
                  points={points}
                  locale={i18n.locale}
                  rankLabel={t`Rank`}
                  votesLabel={t`Votes`}
                  roundLabel={roundLabel}
                  describedBy={descriptionId}
                />
              </Suspense>
            ) : null}
            <details className="mt-3" data-testid="history-table">
              <summary className="cursor-pointer text-sm text-accent">{t`Show as table`}</summary>
              {/* focusable: keyboard users scroll the long table */}
              <div
                className="mt-2 max-h-96 overflow-auto"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="region"
                aria-label={t`Rank and votes over the last rounds`}
              >
                <table className="w-full text-sm tabular-nums">
                  <caption className="sr-only">{t`Rank and votes over the last rounds`}</caption>
                  <thead>
                    <tr className="text-left text-muted">
                      <th scope="col" className="py-1 pr-3 font-medium">{t`Round`}</th>
                      <th scope="col" className="py-1 pr-3 font-medium">{t`Rank`}</th>
                      <th scope="col" className="py-1 pr-3 font-medium">{t`Votes`}</th>
                      <th scope="col" className="py-1 pr-3 font-medium">{t`Forged`}</th>
                      <th scope="col" className="py-1 font-medium">{t`Missed`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...points].reverse().map((p) => (
                      <tr key={p.round} className="border-t border-border" data-round={p.round}>
                        <th scope="row" className="py-1 pr-3 font-normal">
                          {formatNumber(p.round, i18n.locale)}
                        </th>
                        <td className="py-1 pr-3">{p.active ? rankOf(p) : t`Not active`}</td>
                        <td className="py-1 pr-3">
                          {p.votes !== undefined ? (
                            <TokenAmount arktoshi={p.votes} maxDecimals={0} />
                          ) : (
                            "-"
                          )}
                        </td>
                        <td className="py-1 pr-3">{p.active ? p.forged : "-"}</td>
                        <td className="py-1">{p.active ? p.missed : "-"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
        <p className="mt-3 mb-0 text-sm text-muted">
          {t`Voters per round are not shown: the API has no history of them.`}
        </p>
      </div>
    </Card>
  );
}

/**
 * A voter's view of the delegate it votes for (public key `publicKey`): its current rank (the
 * delegate list's), its rank in the oldest collected round of the window, and its productivity over
 * the window, from the same round history as the delegate's own page ({@link useDelegateRoundHistory}).
 */
function VotedDelegateTrend({ publicKey, inView }: { publicKey: string; inView: boolean }) {
  const { t, i18n } = useLingui();
  const history = useDelegateRoundHistory(publicKey, undefined, inView);
  const index = useDelegateIndex();
  const delegate = index.byPublicKey.get(publicKey);
  const { height, node } = useNetwork();
  const chainKnown = height !== undefined && node !== undefined;
  const { newestKnown, nothing } = historyState(history);
  const { newest, oldest } = activeEnds(history.points);
  const current = delegate?.rank ?? newest?.rank;
  const oldestRound = oldest?.round;
  const total = history.rounds.length;
  const rankInRound = useRankInRound();
  return (
    <Card
      className="mt-4"
      title={
        <span className="inline-flex flex-wrap items-center gap-2">
          <Trans>Voted delegate</Trans>
          {delegate ? <WalletLink address={delegate.address} /> : null}
        </span>
      }
    >
      <div data-testid="voted-delegate-trend">
        {!chainKnown ? (
          <Pending />
        ) : total === 0 ? (
          <p className="m-0 text-sm text-muted">{t`No round is complete yet.`}</p>
        ) : (
          <>
            <HistoryProgress history={history} />
            <DetailList
              items={[
                {
                  id: "trend-rank",
                  label: t`Rank`,
                  value: (
                    <span data-testid="trend-rank">
                      {current !== undefined ? (
                        formatNumber(current, i18n.locale)
                      ) : index.isLoading || !newestKnown ? (
                        history.failed ? (
                          <Unavailable />
                        ) : (
                          <Pending />
                        )
                      ) : (
                        "-"
                      )}
                    </span>
                  ),
                },
                ...(oldestRound !== undefined
                  ? [
                      {
                        id: "trend-rank-before",
                        label: rankInRound(oldestRound),
                        value:
                          oldest?.rank !== undefined ? formatNumber(oldest.rank, i18n.locale) : "-",
                      },
                    ]
                  : []),
                {
                  id: "trend-productivity",
                  label: t`Productivity`,
                  value: (
                    <ProductivityValue
                      value={history.productivity}
                      pending={nothing}
                      failed={history.failed}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
    </Card>
  );
}

/**
 * What a wallet page shows of the round history (the wallet page's lazily loaded part, below its
 * transactions): the delegate's own section on a delegate's wallet, then the voted delegate's trend
 * on a voting wallet. Rounds are collected once the part is scrolled into view.
 */
export default function WalletRoundHistory({ wallet }: { wallet: Wallet }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useSeen(ref);
  return (
    <div ref={ref}>
      {wallet.isDelegate && wallet.publicKey ? (
        <DelegateHistorySection wallet={wallet} inView={inView} />
      ) : null}
      {/* a delegate voting for itself already has its own section */}
      {wallet.vote && wallet.vote !== wallet.publicKey ? (
        <VotedDelegateTrend publicKey={wallet.vote} inView={inView} />
      ) : null}
    </div>
  );
}
