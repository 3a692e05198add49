import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import type { Transaction } from "@/shared/api/schemas";
import { DateTime } from "@/shared/display/DateTime";
import { TransactionLink, WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { Icon } from "@/shared/ui/Icon";
import { Tooltip } from "@/shared/ui/Tooltip";
import { needsEmojiTable, useSanitiser } from "../memo/useSanitisedMemo";
import { displayAmount, selfPaymentAmount, transactionDirection } from "../model/describe";
import { AmountCell } from "./AmountCell";
import { ConfirmationsCell } from "./ConfirmationsCell";
import { RecipientCell } from "./TransactionTypeCell";

/**
 * Column id → API orderBy field (every column sortable except confirmations, which is not a
 * stored field but the distance to the current height; 3.x orders by senderPublicKey / recipientId,
 * not by the address keys).
 */
export const TRANSACTION_SORT_FIELDS: Record<string, string> = {
  id: "id",
  timestamp: "timestamp",
  sender: "senderPublicKey",
  recipient: "recipientId",
  vendorField: "vendorField",
  amount: "amount",
  fee: "fee",
};
/** The sortable column ids (for useTableState). */
export const TRANSACTION_SORT_IDS = Object.keys(TRANSACTION_SORT_FIELDS);

/** The info icon of a multipayment that also paid its sender, with the amount sent to self. */
function SelfPaymentInfo({ arktoshi }: { arktoshi: string }) {
  const { t } = useLingui();
  return (
    <Tooltip content={<Trans>This multipayment also sent <TokenAmount arktoshi={arktoshi} /> to the sender itself</Trans>}>
      <button type="button" className="inline-flex cursor-help text-muted hover:text-text" aria-label={t`Amount sent to self`}>
        <Icon name="info" />
      </button>
    </Tooltip>
  );
}

/**
 * The transactions list: id (smartbridge tag icon when a memo exists), timestamp, sender,
 * recipient (or what the transaction is), smartbridge if any row has one, amount, fee, and
 * optionally confirmations (then smartbridge is dropped and confirmations are not sortable).
 * Sorting is server-side: header clicks go to `onSortingChange` (ids of TRANSACTION_SORT_FIELDS).
 * `walletAddress` colours amounts relative to that wallet; `showSelfPaymentInfo` (a wallet's
 * "all" tab) adds the info icon to multipayments that paid the sender itself. Memos are
 * sanitised and rendered as text. Missing timestamps (3.x block lists) show "-".
 */
export function TransactionsTable({
  transactions,
  caption,
  sorting,
  onSortingChange,
  showConfirmations = false,
  walletAddress,
  showSelfPaymentInfo = false,
  isFetching,
}: {
  transactions: Transaction[] | null;
  caption: string;
  sorting?: DataTableSort;
  onSortingChange?: (s: DataTableSort) => void;
  showConfirmations?: boolean;
  walletAddress?: string;
  showSelfPaymentInfo?: boolean;
  isFetching?: boolean;
}) {
  const { t } = useLingui();
  const hasMemo = useMemo(() => (transactions ?? []).some((tx) => Boolean(tx.vendorField)), [transactions]);
  const showMemo = hasMemo && !showConfirmations;
  const withEmoji = useMemo(() => needsEmojiTable((transactions ?? []).map((tx) => tx.vendorField)), [transactions]);
  // only lists that show memos load the sanitiser (not the home page's latest transactions)
  const sanitise = useSanitiser(showMemo, withEmoji);
  const sortable = Boolean(onSortingChange);

  const amountOf = (tx: Transaction): ReactNode => {
    const self = showSelfPaymentInfo && walletAddress === tx.sender ? selfPaymentAmount(tx) : "0";
    return (
      <span className="inline-flex items-center gap-1">
        <AmountCell arktoshi={displayAmount(tx, walletAddress)} direction={transactionDirection(tx, walletAddress)} />
        {self !== "0" ? <SelfPaymentInfo arktoshi={self} /> : null}
      </span>
    );
  };
  const idOf = (tx: Transaction) => (
    <span className="inline-flex items-center gap-1">
      <TransactionLink id={tx.id} />
      {tx.vendorField ? <Icon name="tag" label={t`Has a smartbridge memo`} className="size-[1em] text-muted" /> : null}
    </span>
  );
  const memoOf = (tx: Transaction) => {
    const text = sanitise && tx.vendorField ? sanitise(tx.vendorField) : null;
    return text ? (
      <span className="block max-w-48 truncate" title={text}>
        {text}
      </span>
    ) : null;
  };

  const columns = useMemo<DataTableColumn<Transaction>[]>(() => {
    const cols: DataTableColumn<Transaction>[] = [
      { id: "id", header: t`ID`, cell: idOf, enableSorting: sortable },
      { id: "timestamp", header: t`Timestamp`, cell: (tx) => <DateTime unix={tx.timestamp?.unix} />, enableSorting: sortable, sortDescFirst: true },
      { id: "sender", header: t`Sender`, cell: (tx) => <WalletLink address={tx.sender} />, enableSorting: sortable },
      { id: "recipient", header: t`Recipient`, cell: (tx) => <RecipientCell transaction={tx} />, enableSorting: sortable },
    ];
    if (showMemo) cols.push({ id: "vendorField", header: t`Smartbridge`, cell: memoOf, enableSorting: sortable });
    cols.push(
      { id: "amount", header: t`Amount`, cell: amountOf, enableSorting: sortable, sortDescFirst: true, meta: { align: "right" } },
      { id: "fee", header: t`Fee`, cell: (tx) => <AmountCell arktoshi={tx.fee} isFee />, enableSorting: sortable, sortDescFirst: true, meta: { align: "right" } },
    );
    if (showConfirmations) {
      cols.push({ id: "confirmations", header: t`Confirmations`, cell: (tx) => <ConfirmationsCell count={tx.confirmations} />, meta: { align: "right" } });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, sortable, showMemo, showConfirmations, walletAddress, showSelfPaymentInfo, sanitise]);

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={transactions}
      getRowId={(tx) => tx.id}
      sorting={sorting}
      onSortingChange={onSortingChange}
      isFetching={isFetching}
      renderMobileCard={(tx) => (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t`ID`}</dt>
          <dd>{idOf(tx)}</dd>
          <dt className="text-muted">{t`Timestamp`}</dt>
          <dd><DateTime unix={tx.timestamp?.unix} /></dd>
          <dt className="text-muted">{t`Sender`}</dt>
          <dd className="min-w-0"><WalletLink address={tx.sender} /></dd>
          <dt className="text-muted">{t`Recipient`}</dt>
          <dd className="min-w-0"><RecipientCell transaction={tx} /></dd>
          {showMemo && tx.vendorField ? (
            <>
              <dt className="text-muted">{t`Smartbridge`}</dt>
              <dd className="min-w-0">{memoOf(tx)}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t`Amount`}</dt>
          <dd>{amountOf(tx)}</dd>
          <dt className="text-muted">{t`Fee`}</dt>
          <dd><AmountCell arktoshi={tx.fee} isFee /></dd>
          {showConfirmations ? (
            <>
              <dt className="text-muted">{t`Confirmations`}</dt>
              <dd><ConfirmationsCell count={tx.confirmations} /></dd>
            </>
          ) : null}
        </dl>
      )}
    />
  );
}
