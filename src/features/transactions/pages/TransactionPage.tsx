import { useQuery } from "@tanstack/react-query";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import type { Transaction } from "@/shared/api/schemas";
import { DateTime } from "@/shared/display/DateTime";
import { BlockLink, WalletLink } from "@/shared/display/links";
import { MEMO_LABEL, MemoTip } from "@/shared/display/memo-label";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isTransactionId } from "@/shared/routing/params";
import { Card } from "@/shared/ui/Card";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ErrorState } from "@/shared/ui/ErrorState";
import { NotFound } from "@/shared/ui/NotFound";
import { Spinner } from "@/shared/ui/Spinner";
import { transactionQuery } from "../api/transaction-queries";
import { useTransactionPrice } from "@/features/pricing/hooks/useFiat";
import { AmountCell } from "../components/AmountCell";
import { ConfirmationsCell } from "../components/ConfirmationsCell";
import { RecipientCell, TransactionTypeCell } from "../components/TransactionTypeCell";
import { TypeDetails } from "../details/TypeDetails";
import { useSanitisedMemo } from "../memo/useSanitisedMemo";
import { displayAmount } from "../model/describe";

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
 * Confirmations now: from the containing block's height and the live network height (3.x counts
 * the block itself), never below what the API said.
 */
function useConfirmations(tx: Transaction | undefined): number | undefined {
  const { height } = useNetwork();
  const block = useQuery({ ...blockQuery(tx?.blockId ?? ""), enabled: Boolean(tx?.blockId) });
  if (!tx) return undefined;
  if (block.data && height !== undefined) return Math.max(tx.confirmations, height - block.data.height + 1);
  return tx.confirmations;
}

/**
 * /transaction/{id} (GET transactions/{id}): sender, recipient, type, amount with the
 * fiat tooltip, fee, confirmations, timestamp, block, nonce, memo (vendorField, sanitised; "Smartbridge" in a tooltip), then the
 * type-specific details. Unknown ids: "Sorry, transaction {id} could not be found on the blockchain".
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Transaction`);
  const id = useParams().id ?? "";
  const valid = isTransactionId(id);
  const query = useQuery({ ...transactionQuery(id), enabled: valid });
  const tx = query.data;
  const confirmations = useConfirmations(tx);
  const block = useQuery({ ...blockQuery(tx?.blockId ?? ""), enabled: Boolean(tx?.blockId) });
  // the transaction priced at its day's average (Main network only: test networks have no market);
  // null elsewhere
  const priceAt = useTransactionPrice(tx?.timestamp?.unix ?? block.data?.timestamp.unix);

  if (!valid || isNotFound(query.error)) return <NotFound dataType={t`transaction`} dataId={id} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!tx) return <Spinner />;

  const items: DetailItem[] = [
    {
      id: "id",
      label: t`ID`,
      value: (
        <span className="flex items-center gap-2">
          <span className="break-all font-mono">{tx.id}</span>
          <CopyButton text={tx.id} />
        </span>
      ),
    },
    { id: "type", label: t`Type`, value: <TransactionTypeCell transaction={tx} /> },
    { id: "sender", label: t`Sender`, value: <WalletLink address={tx.sender} truncate={false} className="max-w-full" /> },
    { id: "recipient", label: t`Recipient`, value: <RecipientCell transaction={tx} truncate={false} linkClassName="max-w-full" /> },
    { id: "amount", label: t`Amount`, value: <AmountCell arktoshi={displayAmount(tx)} priceAt={priceAt} /> },
    { id: "fee", label: t`Fee`, value: <AmountCell arktoshi={tx.fee} isFee priceAt={priceAt} /> },
    { id: "confirmations", label: t`Confirmations`, value: confirmations === undefined ? "-" : <ConfirmationsCell count={confirmations} /> },
    { id: "timestamp", label: t`Timestamp`, value: <DateTime unix={tx.timestamp?.unix ?? block.data?.timestamp.unix} /> },
    {
      id: "block",
      label: t`Block`,
      value: tx.blockId ? (
        <BlockLink id={tx.blockId} truncate={false}>
          {block.data ? t`${formatNumber(block.data.height, i18n.locale)} (${tx.blockId})` : tx.blockId}
        </BlockLink>
      ) : (
        "-"
      ),
    },
    { id: "nonce", label: t`Nonce`, value: tx.nonce ?? "-" },
  ];
  if (tx.vendorField) {
    items.push({
      id: "memo",
      label: (
        <span className="inline-flex items-center gap-1">
          {i18n._(MEMO_LABEL)} <MemoTip />
        </span>
      ),
      value: <Memo memo={tx.vendorField} />,
    });
  }

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Transaction</Trans>
      </h1>
      <Card>
        <DetailList items={items} />
      </Card>
      <TypeDetails tx={tx} />
    </>
  );
}
