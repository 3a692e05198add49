import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import type { Transaction } from "@/shared/api/schemas";
import { useAddressOf } from "@/shared/crypto/useAddressOf";
import { TransactionLink, WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatDateTime, formatRelative } from "@/shared/format/date";
import { formatNumber } from "@/shared/format/number";
import { truncateMiddle } from "@/shared/format/truncate";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { ENTITY_TYPE_LABELS } from "../model/entity-labels";
import { summarise, type TransactionSummary as Summary } from "../model/summary";

/**
 * On-chain text (a username, a business name, an IPFS hash) inside a sentence: an element, so that
 * `<Trans>` never parses it as message markup, isolated for bidi so it cannot reorder the sentence.
 */
function OnChain({ value, mono = false }: { value: string; mono?: boolean }) {
  return (
    <bdi className={`font-semibold break-all ${mono ? "font-mono text-sm" : ""}`}>{value}</bdi>
  );
}

/** A wallet in a sentence: its known or delegate name, else its address shortened; linked. */
function Party({ address }: { address: string }) {
  return <WalletLink address={address} className="max-w-full align-bottom" />;
}

/**
 * A voted delegate (public key, or username on older nodes) in a sentence: its name linked to its
 * wallet where the delegate list knows it, else the address derived from the key, else the key.
 */
function DelegateName({ delegate }: { delegate: string }) {
  const index = useDelegateIndex();
  const { addressPrefix } = useNetwork();
  const d = index.byPublicKey.get(delegate) ?? index.byUsername.get(delegate.toLowerCase());
  // a delegate outside the first 100 by rank: its name needs every delegate
  useDelegateIndex({ complete: !d && index.list.length > 0 && !index.complete });
  const derived = useAddressOf(d ? undefined : delegate, addressPrefix);
  if (d) return <Party address={d.address} />;
  if (derived) return <Party address={derived} />;
  return <OnChain value={truncateMiddle(delegate, 13)} mono />;
}

/** "now" in unix seconds, ticking every 30 s. */
function useNowSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** A moment as its age ("3 minutes ago"), the exact local date in the tooltip; a `<time>`. */
function Age({ unix }: { unix: number }) {
  const { i18n } = useLingui();
  const now = useNowSeconds();
  return (
    <time
      dateTime={new Date(unix * 1000).toISOString()}
      title={formatDateTime(unix, i18n.locale)}
      className="whitespace-nowrap"
    >
      {formatRelative(unix, i18n.locale, now)}
    </time>
  );
}

/** The sentence of one summary (see {@link summarise}). */
function Sentence({ summary: s }: { summary: Summary }) {
  const { t, i18n } = useLingui();
  const { epochUnix } = useNetwork();
  const sender = <Party address={s.sender} />;
  switch (s.kind) {
    case "transfer": {
      const amount = <TokenAmount arktoshi={s.amount} className="font-semibold" />;
      if (!s.recipient)
        return (
          <Trans>
            {sender} sent {amount}
          </Trans>
        );
      const recipient = <Party address={s.recipient} />;
      return (
        <Trans>
          {sender} sent {amount} to {recipient}
        </Trans>
      );
    }
    case "vote": {
      const delegate = <DelegateName delegate={s.delegate} />;
      return (
        <Trans>
          {sender} voted for {delegate}
        </Trans>
      );
    }
    case "unvote": {
      const delegate = <DelegateName delegate={s.delegate} />;
      return (
        <Trans>
          {sender} unvoted {delegate}
        </Trans>
      );
    }
    case "voteSwitch": {
      const from = <DelegateName delegate={s.from} />;
      const to = <DelegateName delegate={s.to} />;
      return (
        <Trans>
          {sender} switched its vote from {from} to {to}
        </Trans>
      );
    }
    case "secondSignature":
      return <Trans>{sender} registered a second signature</Trans>;
    case "delegateRegistration": {
      if (s.username === undefined) return <Trans>{sender} registered as a delegate</Trans>;
      const username = <OnChain value={s.username} />;
      return (
        <Trans>
          {sender} registered as delegate {username}
        </Trans>
      );
    }
    case "delegateResignation":
      return <Trans>{sender} resigned as delegate</Trans>;
    case "multiSignature": {
      const min = s.min;
      const count = s.count;
      return (
        <Trans>
          {sender} registered a multi-signature wallet ({min} of {count})
        </Trans>
      );
    }
    case "ipfs": {
      if (s.hash === undefined) return <Trans>{sender} stored a file on IPFS</Trans>;
      const hash = <OnChain value={truncateMiddle(s.hash, 17)} mono />;
      return (
        <Trans>
          {sender} stored {hash} on IPFS
        </Trans>
      );
    }
    case "multiPayment": {
      const total = <TokenAmount arktoshi={s.total} className="font-semibold" />;
      const count = s.count;
      return (
        <Trans>
          {sender} sent <Plural value={count} one="# payment" other="# payments" /> totalling{" "}
          {total}
        </Trans>
      );
    }
    case "lock": {
      const amount = <TokenAmount arktoshi={s.amount} className="font-semibold" />;
      const recipient = s.recipient ? <Party address={s.recipient} /> : null;
      const e = s.expiration;
      if (!recipient)
        return (
          <Trans>
            {sender} locked {amount}
          </Trans>
        );
      if (e?.type === "time") {
        const date = formatDateTime(epochUnix + e.value, i18n.locale);
        return (
          <Trans>
            {sender} locked {amount} for {recipient} until {date}
          </Trans>
        );
      }
      if (e?.type === "height") {
        const height = formatNumber(e.value, i18n.locale);
        return (
          <Trans>
            {sender} locked {amount} for {recipient} until height {height}
          </Trans>
        );
      }
      return (
        <Trans>
          {sender} locked {amount} for {recipient}
        </Trans>
      );
    }
    case "claim": {
      if (!s.lockId) return <Trans>{sender} claimed a lock</Trans>;
      const lock = <TransactionLink id={s.lockId} />;
      return (
        <Trans>
          {sender} claimed the lock {lock}
        </Trans>
      );
    }
    case "refund": {
      if (!s.lockId) return <Trans>{sender} refunded a lock</Trans>;
      const lock = <TransactionLink id={s.lockId} />;
      return (
        <Trans>
          {sender} refunded the lock {lock}
        </Trans>
      );
    }
    case "magistrate": {
      const name = s.name === undefined ? null : <OnChain value={s.name} />;
      if (s.entity === "business") {
        if (s.action === "register")
          return name ? (
            <Trans>
              {sender} registered the business {name}
            </Trans>
          ) : (
            <Trans>{sender} registered a business</Trans>
          );
        if (s.action === "update")
          return name ? (
            <Trans>
              {sender} updated the business {name}
            </Trans>
          ) : (
            <Trans>{sender} updated its business</Trans>
          );
        return <Trans>{sender} resigned its business</Trans>;
      }
      if (s.action === "register")
        return name ? (
          <Trans>
            {sender} registered the bridgechain {name}
          </Trans>
        ) : (
          <Trans>{sender} registered a bridgechain</Trans>
        );
      if (s.action === "update")
        return name ? (
          <Trans>
            {sender} updated the bridgechain {name}
          </Trans>
        ) : (
          <Trans>{sender} updated a bridgechain</Trans>
        );
      return <Trans>{sender} resigned a bridgechain</Trans>;
    }
    case "entity": {
      const value = s.entityType.value ?? "-";
      const kind = s.entityType.key
        ? i18n._(ENTITY_TYPE_LABELS[s.entityType.key])
        : t`Other (${value})`;
      if (s.name === undefined) {
        if (s.action.key === "register")
          return (
            <Trans>
              {sender} registered an entity ({kind})
            </Trans>
          );
        if (s.action.key === "update")
          return (
            <Trans>
              {sender} updated an entity ({kind})
            </Trans>
          );
        if (s.action.key === "resign")
          return (
            <Trans>
              {sender} resigned an entity ({kind})
            </Trans>
          );
        return (
          <Trans>
            {sender} sent an entity transaction ({kind})
          </Trans>
        );
      }
      const name = <OnChain value={s.name} />;
      if (s.action.key === "register")
        return (
          <Trans>
            {sender} registered the entity {name} ({kind})
          </Trans>
        );
      if (s.action.key === "update")
        return (
          <Trans>
            {sender} updated the entity {name} ({kind})
          </Trans>
        );
      if (s.action.key === "resign")
        return (
          <Trans>
            {sender} resigned the entity {name} ({kind})
          </Trans>
        );
      return (
        <Trans>
          {sender} sent an entity transaction for {name} ({kind})
        </Trans>
      );
    }
    case "unknown": {
      const group = s.typeGroup;
      const type = s.type;
      return (
        <Trans>
          {sender} sent a transaction of an unknown type ({group}/{type})
        </Trans>
      );
    }
  }
}

/**
 * What a transaction did, in one sentence of words under the transaction page's heading:
 * "genesis_1 sent 12 TѦ to genesis_2", "… voted for genesis_7", "… registered the business
 * Acme"… Wallets are named as everywhere (known-wallet name, delegate username, else the
 * shortened address) and linked; amounts in the token; on-chain text stays text.
 */
export function TransactionSummary({ tx }: { tx: Transaction }) {
  return (
    <p className="m-0 text-lg leading-relaxed break-words">
      <Sentence summary={summarise(tx)} />
    </p>
  );
}

/**
 * Whether the transaction is in a block, and since when: "Confirmed · 1,234 confirmations ·
 * 3 minutes ago" (the count an ICU plural, the age ticking, the exact date in its tooltip), or
 * "Unconfirmed" for a transaction not forged yet. `confirmations` is the live count (undefined:
 * not known yet), `unix` the transaction's time in unix seconds.
 */
export function TransactionStatus({
  tx,
  confirmations,
  unix,
}: {
  tx: Pick<Transaction, "blockId">;
  confirmations: number | undefined;
  unix: number | undefined;
}) {
  const { t } = useLingui();
  const confirmed = Boolean(tx.blockId) && (confirmations === undefined || confirmations > 0);
  const parts: ReactNode[] = [
    confirmed ? (
      <span key="state" className="font-medium text-positive">{t`Confirmed`}</span>
    ) : (
      <span key="state" className="font-medium text-muted">{t`Unconfirmed`}</span>
    ),
  ];
  const count = confirmations;
  if (confirmed && count !== undefined)
    parts.push(
      <span key="count" className="tabular-nums">
        {t`${plural(count, { one: "# confirmation", other: "# confirmations" })}`}
      </span>,
    );
  if (unix !== undefined && Number.isFinite(unix)) parts.push(<Age key="age" unix={unix} />);
  return (
    <p className="m-0 mt-1 text-sm text-muted">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? " · " : null}
          {part}
        </span>
      ))}
    </p>
  );
}
