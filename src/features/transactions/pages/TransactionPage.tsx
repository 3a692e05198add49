import { useQuery } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import type { Block, Transaction } from "@/shared/api/schemas";
import { DateTime } from "@/shared/display/DateTime";
import { BlockLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { WalletParty } from "@/shared/display/WalletParty";
import { MemoLabel } from "@/shared/display/memo-label";
import { TermLabel, TypeHint } from "@/shared/glossary/TermHint";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isTransactionId } from "@/shared/routing/params";
import { Card } from "@/shared/ui/Card";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ErrorState } from "@/shared/ui/ErrorState";
import { NotFound } from "@/shared/ui/NotFound";
import { CopyableText } from "@/shared/display/CopyableText";
import { RawData } from "@/shared/ui/RawData";
import { Spinner } from "@/shared/ui/Spinner";
import { useTransactionPrice } from "@/features/pricing/hooks/useFiat";
import { AmountCell } from "../components/AmountCell";
import { ConfirmationsDetail } from "../components/ConfirmationsDetail";
import { TransactionStatus, TransactionSummary } from "../components/TransactionSummary";
import {
  NoValue,
  TransactionTypeCell,
  transactionTypeLabel,
} from "../components/TransactionTypeCell";
import { TypeDetails } from "../details/TypeDetails";
import { useUnlockedLock } from "../details/useUnlockedLock";
import { CORE } from "../model/types";
import { useSanitisedMemo } from "../memo/useSanitisedMemo";
import { useTransactionPageQueries } from "../hooks/usePageQueries";
import { describeRecipient, displayAmount } from "../model/describe";
import { applicableFields, shortId } from "../model/summary";

/** The memo row: sanitised text, a note when it was dropped as spam. */
function Memo({ memo }: { memo: string }) {
  const text = useSanitisedMemo(memo);
  if (text === undefined) return <span className="text-muted">…</span>;
  if (text === null) {
    return (
      <span className="text-muted italic">
        <Trans>Memo hidden (spam filter)</Trans>
      </span>
    );
  }
  return <span className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</span>;
}

/**
 * Confirmations now: from the containing block (`block`) and the live network height (3.x counts
 * the block itself), never below what the API said.
 */
function useConfirmations(
  tx: Transaction | undefined,
  block: Block | undefined,
): number | undefined {
  const { height } = useNetwork();
  if (!tx) return undefined;
  if (block && height !== undefined) return Math.max(tx.confirmations, height - block.height + 1);
  return tx.confirmations;
}

/**
 * The recipient field: the one recipient of a transfer or lock (name, address, copy), the number of
 * a multipayment's recipients (listed below), else "—" (none).
 */
function Recipient({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  const d = describeRecipient(tx);
  if (d.kind === "address")
    return <WalletParty address={d.address} copyLabel={t`Copy recipient address`} />;
  if (d.kind === "payments")
    return (
      <Plural
        value={d.count}
        one="# recipient (listed below)"
        other="# recipients (listed below)"
      />
    );
  return <NoValue />;
}

/**
 * The amount field: the amount with the fiat tooltip (`shown` false: left out, as for a claim or
 * refund, whose own amount is 0); for an HTLC claim or refund what it released from its lock.
 */
function Amount({
  tx,
  shown,
  priceAt,
}: {
  tx: Transaction;
  shown: boolean;
  priceAt: (arktoshi: string) => string | null;
}) {
  const { lockId, lock } = useUnlockedLock(tx);
  if (!shown && lockId) {
    // a claim or refund: only what it released (its lock is loading, or could not be read)
    if (lock === undefined) return <span className="text-muted">…</span>;
    if (lock === null) return <NoValue />;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {shown ? <AmountCell arktoshi={displayAmount(tx)} priceAt={priceAt} /> : null}
      {lockId && lock ? (
        <span className="text-sm text-muted">
          <Trans>
            released from the lock: <TokenAmount arktoshi={lock.amount} />
          </Trans>
        </span>
      ) : null}
    </span>
  );
}

/**
 * /transaction/{id} (GET transactions/{id}): under the heading what it did in one sentence
 * (TransactionSummary) and whether it is confirmed, how often and since when; then id, type,
 * sender and — where the type has them — recipient (name, full address, copy) and amount with the
 * fiat tooltip (a claim or refund: what it released), fee, confirmations (count and whether well
 * confirmed), timestamp, block, nonce, memo (vendorField, sanitised; "Smartbridge" in a tooltip),
 * then the type-specific details and the node's raw answer. The document title names the type
 * and the short id ("Vote 9f3a…c21e"). Unknown ids: "Sorry, transaction {id} could not be found
 * on the blockchain".
 */
export function Component() {
  const { t, i18n } = useLingui();
  const id = useParams().id ?? "";
  const valid = isTransactionId(id);
  const { queries, transaction: query } = useTransactionPageQueries();
  const tx = query.data;
  const typeName = tx ? i18n._(transactionTypeLabel(tx)) : undefined;
  const short = shortId(tx?.id ?? id);
  usePageTitle(typeName ? t`${typeName} ${short}` : t`Transaction`);
  const block = useQuery(queries.block);
  const confirmations = useConfirmations(tx, block.data);
  // the transaction priced at its day's average (Main network only: test networks have no market);
  // null elsewhere
  const priceAt = useTransactionPrice(tx?.timestamp?.unix ?? block.data?.timestamp.unix);

  if (!valid || isNotFound(query.error)) return <NotFound dataType={t`transaction`} dataId={id} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!tx) return <Spinner />;

  const applies = applicableFields(tx);
  const isUnlock =
    tx.typeGroup === 1 && (tx.type === CORE.TIMELOCK_CLAIM || tx.type === CORE.TIMELOCK_REFUND);
  const unix = tx.timestamp?.unix ?? block.data?.timestamp.unix;
  const items: DetailItem[] = [
    {
      id: "id",
      label: t`ID`,
      value: <CopyableText text={tx.id} label={t`Copy transaction ID`} />,
    },
    {
      id: "type",
      label: t`Type`,
      value: (
        <span className="inline-flex max-w-full items-center gap-0.5">
          <TransactionTypeCell transaction={tx} plain />
          <TypeHint typeGroup={tx.typeGroup} type={tx.type} />
        </span>
      ),
    },
    {
      id: "sender",
      label: t`Sender`,
      value: <WalletParty address={tx.sender} copyLabel={t`Copy sender address`} />,
    },
    ...(applies.recipient
      ? [{ id: "recipient", label: t`Recipient`, value: <Recipient tx={tx} /> }]
      : []),
    ...(applies.amount || isUnlock
      ? [
          {
            id: "amount",
            label: t`Amount`,
            value: <Amount tx={tx} shown={applies.amount} priceAt={priceAt} />,
          },
        ]
      : []),
    {
      id: "fee",
      label: <TermLabel term="fee">{t`Fee`}</TermLabel>,
      value: <AmountCell arktoshi={tx.fee} isFee priceAt={priceAt} />,
    },
    {
      id: "confirmations",
      label: t`Confirmations`,
      value: confirmations === undefined ? "-" : <ConfirmationsDetail count={confirmations} />,
    },
    {
      id: "timestamp",
      label: t`Timestamp`,
      value: <DateTime unix={unix} />,
    },
  ];
  if (tx.blockId)
    items.push({
      id: "block",
      label: t`Block`,
      value: (
        <span className="flex items-center gap-2">
          <span className="min-w-0 break-all">
            <BlockLink id={tx.blockId} truncate={false}>
              {block.data
                ? t`${formatNumber(block.data.height, i18n.locale)} (${tx.blockId})`
                : tx.blockId}
            </BlockLink>
          </span>
          <CopyButton text={tx.blockId} label={t`Copy block ID`} className="shrink-0" />
        </span>
      ),
    });
  // 2.x transactions have no nonce
  if (tx.nonce !== undefined && tx.nonce !== null)
    items.push({
      id: "nonce",
      label: <TermLabel term="nonce">{t`Nonce`}</TermLabel>,
      value: tx.nonce,
    });
  if (tx.vendorField) {
    items.push({
      id: "memo",
      label: <MemoLabel />,
      value: <Memo memo={tx.vendorField} />,
    });
  }

  return (
    <>
      <div className="mb-4">
        <h1 className="mb-2 text-2xl font-semibold">
          <Trans>Transaction</Trans>
        </h1>
        <TransactionSummary tx={tx} />
        <TransactionStatus tx={tx} confirmations={confirmations} unix={unix} />
      </div>
      <Card>
        <DetailList items={items} />
      </Card>
      <TypeDetails tx={tx} />
      <RawData resource="transactions" id={tx.id} className="mt-4" />
    </>
  );
}
