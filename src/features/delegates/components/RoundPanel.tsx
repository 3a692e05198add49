import { Trans, useLingui } from "@lingui/react/macro";
import type { Delegate } from "@/shared/api/schemas";
import { formatNumber } from "@/shared/format/number";
import { Card } from "@/shared/ui/Card";
import { Spinner } from "@/shared/ui/Spinner";
import { TermHint } from "@/shared/glossary/TermHint";
import { useNow } from "../hooks/useNow";
import { upcomingSlots, type RoundSlot, type SlotBlock, type SlotState } from "../round/slots";
import { DelegateName } from "./DelegateName";

const STATE_STYLE: Record<SlotState, string> = {
  forged: "border-positive/60",
  missed: "border-negative bg-negative/10",
  late: "border-warning border-dashed",
  next: "border-accent bg-accent/10 ring-2 ring-accent",
  upcoming: "border-border border-dashed",
};
const STATE_GLYPH: Record<SlotState, string> = {
  forged: "✓",
  missed: "×",
  late: "…",
  next: "▶",
  upcoming: "·",
};
const STATE_GLYPH_TONE: Record<SlotState, string> = {
  forged: "text-positive",
  missed: "text-negative",
  late: "text-warning",
  next: "text-accent",
  upcoming: "text-muted",
};

/**
 * The round in progress as slots: the forging order of the round (ARK Core's
 * deterministic shuffle), which slots were forged and which missed (a later block shows the gap),
 * which passed with no block known yet, who forges next and in about how many seconds (blocktime ×
 * slots to go), and the remaining slots with their ETA.
 * Props: `round` (the round of the next block), `order` (public keys, null while loading),
 * `slotsSoFar` (forged/missed slots of the round), `lastBlock` (block at the network height),
 * `remaining` (blocks still to forge in the round), `blocktime` (s), `epochUnix` (network epoch).
 */
export function RoundPanel({
  round,
  height,
  order,
  slotsSoFar,
  lastBlock,
  remaining,
  blocktime,
  epochUnix,
  byPublicKey,
}: {
  round: number;
  height?: number;
  order: readonly string[] | null;
  slotsSoFar: readonly RoundSlot[];
  lastBlock?: SlotBlock;
  remaining: number;
  blocktime: number;
  epochUnix: number;
  byPublicKey: Map<string, Delegate>;
}) {
  const { t, i18n } = useLingui();
  const now = useNow(1000);
  const nowEpoch = now - epochUnix;
  const fmt = (v: number) => formatNumber(v, i18n.locale);
  const roundText = fmt(round);

  if (!order || !lastBlock) {
    return (
      <Card title={t`Round ${roundText}`}>
        <Spinner />
      </Card>
    );
  }
  const { late, upcoming } = upcomingSlots({
    order,
    lastBlockEpoch: lastBlock.epoch,
    nowEpoch,
    blocktime,
    remaining,
  });
  const slots = [...slotsSoFar, ...late, ...upcoming];
  const next = upcoming[0];
  const nextDelegate = next ? byPublicKey.get(next.publicKey) : undefined;
  const eta = next ? Math.max(0, Math.round(next.startEpoch - nowEpoch)) : 0;
  const forged = slots.filter((s) => s.state === "forged").length;
  const missed = slots.filter((s) => s.state === "missed").length;
  const etaText = (s: RoundSlot) => {
    const secs = Math.max(0, Math.round(s.startEpoch - nowEpoch));
    return secs === 0 ? t`due now` : t`in ~${secs} s`;
  };
  const stateText: Record<SlotState, string> = {
    forged: t`forged`,
    missed: t`missed`,
    late: t`no block yet`,
    next: t`next`,
    upcoming: t`upcoming`,
  };
  const forgedText = fmt(forged);
  const missedText = fmt(missed);
  const remainingText = fmt(remaining);

  return (
    <Card
      title={t`Round ${roundText}: forging order`}
      actions={
        <p className="m-0 text-sm text-muted">
          <Trans>
            {forgedText} forged · {missedText} missed · {remainingText} to go
          </Trans>
        </p>
      }
    >
      {next ? (
        <p
          className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-surface-2 px-3 py-2"
          data-testid="next-forger"
          data-height={height}
          data-public-key={next.publicKey}
          data-username={nextDelegate?.username}
          aria-live="polite"
        >
          <span className="inline-flex items-center font-semibold">
            <Trans>Next forger:</Trans>
            <TermHint term="forger" />
          </span>
          <DelegateName
            username={nextDelegate?.username}
            address={nextDelegate?.address}
            publicKey={next.publicKey}
          />
          <span className="text-muted tabular-nums">
            {eta === 0 ? <Trans>due now</Trans> : <Trans>in about {eta} s</Trans>}
          </span>
        </p>
      ) : null}
      <ol
        aria-label={t`Slots of round ${roundText}, in forging order`}
        className="grid grid-cols-2 gap-1.5 md:grid-cols-4 lg:grid-cols-6"
      >
        {slots.map((s) => {
          const d = byPublicKey.get(s.publicKey);
          const caption =
            s.state === "forged" && s.height !== undefined
              ? `#${fmt(s.height)}`
              : s.state === "next" || s.state === "upcoming"
                ? etaText(s)
                : stateText[s.state];
          return (
            <li
              key={s.slot}
              data-state={s.state}
              className={`flex min-w-0 items-center gap-1.5 rounded border px-2 py-1 text-xs ${STATE_STYLE[s.state]}`}
            >
              <span aria-hidden="true" className={`font-bold ${STATE_GLYPH_TONE[s.state]}`}>
                {STATE_GLYPH[s.state]}
              </span>
              <span className="min-w-0 flex-1 truncate" title={d?.username ?? s.publicKey}>
                {d?.username ?? `${s.publicKey.slice(0, 10)}…`}
              </span>
              <span className="shrink-0 text-muted tabular-nums">
                <span className="sr-only">{stateText[s.state]}, </span>
                {caption}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 mb-0 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span>
          <span aria-hidden="true" className="text-positive">
            ✓
          </span>{" "}
          <Trans>forged (block height)</Trans>
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="text-negative">
            ×
          </span>{" "}
          <Trans>missed slot</Trans>
          <TermHint term="slot" />
        </span>
        <span>
          <span aria-hidden="true" className="text-warning">
            …
          </span>{" "}
          <Trans>no block yet (its time passed)</Trans>
        </span>
        <span>
          <span aria-hidden="true" className="text-accent">
            ▶
          </span>{" "}
          <Trans>next</Trans>
        </span>
        <span>
          <span aria-hidden="true">·</span> <Trans>upcoming (estimated time)</Trans>
        </span>
      </p>
    </Card>
  );
}
