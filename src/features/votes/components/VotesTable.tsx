import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createContext, useContext, useMemo } from "react";
import { useAddressOf } from "@/shared/crypto/useAddressOf";
import { DateTime } from "@/shared/display/DateTime";
import { TransactionLink, WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { WalletParty } from "@/shared/display/WalletParty";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useChainConstants } from "@/shared/network/useNetwork";
import { Badge } from "@/shared/ui/Badge";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { InfoTip } from "@/shared/ui/InfoTip";
import type { VoteRow } from "../api/vote-queries";
import { effectOn, type DelegateNames, type VoteDirection } from "../model/vote-changes";

/** The delegate a table is about (a delegate's history): its weights then carry a sign. */
const AboutDelegate = createContext<DelegateNames | null>(null);

const DIRECTION_LABELS = {
  vote: msg({ message: "Vote", context: "vote change: a vote for a delegate" }),
  unvote: msg({ message: "Unvote", context: "vote change: a vote taken back" }),
  switch: msg({
    message: "Switch",
    context: "vote change: a vote moved from one delegate to another",
  }),
} as const;
const DIRECTION_TONES = { vote: "positive", unvote: "negative", switch: "accent" } as const;

/** The change's direction as a word in a badge (its colour repeats the word, never replaces it). */
function DirectionCell({ direction }: { direction: VoteDirection }) {
  const { i18n } = useLingui();
  return <Badge tone={DIRECTION_TONES[direction]}>{i18n._(DIRECTION_LABELS[direction])}</Badge>;
}

/**
 * A delegate named in a vote asset, linked to its wallet: by the shared delegate index (public key
 * or username), else by its address derived from the public key (the address code loads on first
 * use), else its key shortened.
 */
function DelegateRef({ id }: { id: string }) {
  const { byPublicKey, byUsername } = useDelegateIndex();
  const { addressPrefix } = useChainConstants();
  const known = byPublicKey.get(id) ?? byUsername.get(id.toLowerCase());
  const derived = useAddressOf(known ? undefined : id, addressPrefix);
  const address = known?.address ?? derived;
  if (address) return <WalletLink address={address} className="min-w-0" />;
  return (
    <span className="font-mono text-sm text-muted" title={id}>
      {id.slice(0, 10)}…
    </span>
  );
}

/** Who the change was about: the delegate voted for, the one left, or both of a switch ("from → to"). */
function DelegateCell({ row }: { row: VoteRow }) {
  const { t } = useLingui();
  if (row.direction === "switch" && row.from && row.to) {
    return (
      // wrapped onto two lines, the two links stay apart enough for a tap target
      <span className="inline-flex max-w-full min-w-0 flex-wrap items-center gap-x-1 gap-y-2">
        <DelegateRef id={row.from} />
        <span aria-hidden="true" className="text-muted">
          →
        </span>
        <span className="sr-only">
          {t({ message: "to", context: "a vote switched from one delegate to another" })}
        </span>
        <DelegateRef id={row.to} />
      </span>
    );
  }
  const id = row.to ?? row.from;
  return id ? <DelegateRef id={id} /> : null;
}

/**
 * The vote's weight: the voter's current balance; in a delegate's history signed by what the
 * change did to it (+ received, − lost, coloured and worded for screen readers).
 */
function WeightCell({ row }: { row: VoteRow }) {
  const { t } = useLingui();
  const about = useContext(AboutDelegate);
  if (row.weight === undefined) return <span className="text-muted">-</span>;
  const effect = about ? effectOn(row, about) : undefined;
  if (!effect) return <TokenAmount arktoshi={row.weight} />;
  const received = effect === "received";
  return (
    <span className={`whitespace-nowrap ${received ? "text-positive" : "text-negative"}`}>
      <span aria-hidden="true">{received ? "+" : "−"}</span>
      <span className="sr-only">{received ? t`received` : t`lost`} </span>
      <TokenAmount arktoshi={row.weight} />
    </span>
  );
}

/** The weight column's header tip: which balance it is. */
function WeightTip() {
  const { t } = useLingui();
  return (
    <InfoTip
      label={t`About the weight`}
      content={t`The voter's current balance: what its vote weighs now, not what it weighed when it was cast.`}
    />
  );
}

/**
 * The columns: time, voter (name and address), direction, delegate, weight and transaction. A
 * phone's card: voter and direction; the delegate; the time, the weight and the transaction.
 */
const COLUMNS: DataTableColumn<VoteRow>[] = [
  {
    id: "timestamp",
    header: msg`Time`,
    cell: (r) => <DateTime unix={r.unix} />,
    meta: { card: "footer", cardLabelHidden: true },
  },
  {
    id: "voter",
    header: msg`Voter`,
    cell: (r) => <WalletParty address={r.voter} />,
    meta: { card: "title", cardShrink: true },
  },
  {
    id: "direction",
    header: msg`Direction`,
    cell: (r) => <DirectionCell direction={r.direction} />,
    meta: { card: "aside" },
  },
  {
    id: "delegate",
    header: msg`Delegate`,
    cell: (r) => <DelegateCell row={r} />,
    meta: { card: "second" },
  },
  {
    id: "weight",
    header: msg`Weight`,
    headerTip: <WeightTip />,
    cell: (r) => <WeightCell row={r} />,
    meta: { align: "right", className: "whitespace-nowrap", card: "footer" },
  },
  {
    id: "transaction",
    header: msg`Transaction`,
    cell: (r) => <TransactionLink id={r.transactionId} />,
    meta: { card: "footer", cardLabelHidden: true },
  },
];

/**
 * A list of vote changes (see VoteRow): the voter (known name or delegate username and the
 * address, linked), the direction (vote / unvote / switch), the delegate (both of a switch), the
 * weight (the voter's current balance; signed by what the change did to `about`, the delegate
 * whose history it is), the time and the vote transaction (linked). Not sortable: newest first.
 */
export function VotesTable({
  rows,
  caption,
  about,
  isFetching,
  emptyText,
}: {
  /** null = loading */
  rows: VoteRow[] | null;
  caption: string;
  about?: DelegateNames | undefined;
  isFetching?: boolean;
  emptyText?: string;
}) {
  const publicKey = about?.publicKey;
  const username = about?.username;
  // one value per delegate, not per render: every weight cell reads it
  const value = useMemo(() => (publicKey ? { publicKey, username } : null), [publicKey, username]);
  return (
    <AboutDelegate.Provider value={value}>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        data={rows}
        getRowId={(r) => r.key}
        isFetching={isFetching}
        emptyText={emptyText ?? <Trans>No votes yet.</Trans>}
      />
    </AboutDelegate.Provider>
  );
}
