import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import type { Transaction } from "@/shared/api/schemas";
import { DateTime } from "@/shared/display/DateTime";
import { TransactionLink, WalletLink } from "@/shared/display/links";
import { MEMO_LABEL, MemoTip } from "@/shared/display/memo-label";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { Icon } from "@/shared/ui/Icon";
import { Tooltip } from "@/shared/ui/Tooltip";
import { useMemoSanitiserReady, useSanitisedMemo } from "../memo/useSanitisedMemo";
import { displayAmount, selfPaymentAmount, transactionDirection } from "../model/describe";
import { AmountCell } from "./AmountCell";
import { ConfirmationsCell } from "./ConfirmationsCell";
import { RecipientCell, TransactionTypeCell } from "./TransactionTypeCell";

// the sort constants live in a light module (route data functions import them into the shell)
export { TRANSACTION_SORT_FIELDS, TRANSACTION_SORT_IDS } from "../transactions-sort";

/** The info icon of a multipayment that also paid its sender, with the amount sent to self. */
function SelfPaymentInfo({ arktoshi }: { arktoshi: string }) {
  const { t } = useLingui();
  return (
    <Tooltip
      content={
        <Trans>
          This multipayment also sent <TokenAmount arktoshi={arktoshi} /> to the sender itself
        </Trans>
      }
    >
      <button
        type="button"
        className="inline-flex cursor-help text-muted hover:text-text"
        aria-label={t`Amount sent to self`}
      >
        <Icon name="info" />
      </button>
    </Tooltip>
  );
}

/** The transaction id (linked) with a tag icon when it carries a memo. */
function IdCell({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  return (
    <span className="inline-flex items-center gap-1">
      <TransactionLink id={tx.id} />
      {tx.vendorField ? (
        <Icon name="tag" label={t`Has a memo`} className="size-[1em] text-muted" />
      ) : null}
    </span>
  );
}

/** A memo (vendorField), sanitised and shown as text only, truncated (nothing while the sanitiser loads). */
function MemoCell({ memo }: { memo: string }) {
  const text = useSanitisedMemo(memo);
  return text ? (
    <span className="block max-w-48 truncate" title={text}>
      {text}
    </span>
  ) : null;
}

/** Which optional columns a {@link TransactionsTable} shows and how it colours amounts. */
interface ColumnOptions {
  memo: boolean;
  confirmations: boolean;
  walletAddress: string | undefined;
  selfPaymentInfo: boolean;
  /** a list beside another: the type may wrap (see TransactionTypeCell) */
  compact: boolean;
}

/**
 * The columns for `o`; all sortable except type (its numbers repeat across type groups) and confirmations.
 * A phone's card keeps to three short lines: id, type and amount; sender → recipient; time, fee
 * and confirmations (its icon and number; the memo is left to the transaction page, the id's tag
 * icon says there is one).
 */
function transactionColumns(o: ColumnOptions): DataTableColumn<Transaction>[] {
  const amount = (tx: Transaction): ReactNode => {
    const self = o.selfPaymentInfo && o.walletAddress === tx.sender ? selfPaymentAmount(tx) : "0";
    return (
      <span className="inline-flex items-center gap-1">
        <AmountCell
          arktoshi={displayAmount(tx, o.walletAddress)}
          direction={transactionDirection(tx, o.walletAddress)}
        />
        {self !== "0" ? <SelfPaymentInfo arktoshi={self} /> : null}
      </span>
    );
  };
  // on the card every value keeps its header as its label (visually hidden unless it helps: "Fee")
  const cols: DataTableColumn<Transaction>[] = [
    {
      id: "id",
      header: msg`ID`,
      cell: (tx) => <IdCell tx={tx} />,
      enableSorting: true,
      meta: { card: "title", cardLabelHidden: true },
    },
    {
      id: "timestamp",
      header: msg`Timestamp`,
      cell: (tx) => <DateTime unix={tx.timestamp?.unix} />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { card: "footer", cardLabelHidden: true },
    },
    {
      id: "type",
      header: msg`Type`,
      cell: (tx) => <TransactionTypeCell transaction={tx} wrap={o.compact} />,
      meta: { card: "title", cardLabelHidden: true, cardWrap: true },
    },
    {
      id: "sender",
      header: msg`Sender`,
      cell: (tx) => <WalletLink address={tx.sender} />,
      enableSorting: true,
      meta: { card: "second", cardShrink: true },
    },
    {
      id: "recipient",
      header: msg`Recipient`,
      cell: (tx) => <RecipientCell transaction={tx} />,
      enableSorting: true,
      meta: { card: "second", cardShrink: true, cardPrefix: "→" },
    },
  ];
  // rows without a memo leave the field off their card
  if (o.memo)
    cols.push({
      id: "vendorField",
      header: MEMO_LABEL,
      headerTip: <MemoTip />,
      cell: (tx) => (tx.vendorField ? <MemoCell memo={tx.vendorField} /> : null),
      enableSorting: true,
      meta: { card: "hidden" },
    });
  cols.push(
    {
      id: "amount",
      header: msg`Amount`,
      cell: amount,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: "right", card: "aside", cardLabelHidden: true },
    },
    {
      id: "fee",
      header: msg`Fee`,
      cell: (tx) => <AmountCell arktoshi={tx.fee} isFee />,
      enableSorting: true,
      sortDescFirst: true,
      meta: { align: "right", card: "footer" },
    },
  );
  if (o.confirmations) {
    cols.push({
      id: "confirmations",
      header: msg`Confirmations`,
      cell: (tx) => <ConfirmationsCell count={tx.confirmations} />,
      meta: { align: "right", card: "footer", cardLabelHidden: true },
    });
  }
  return cols;
}

/** The columns of a compact list. */
const COMPACT_COLUMNS: ReadonlySet<string> = new Set([
  "id",
  "type",
  "sender",
  "recipient",
  "amount",
]);

/**
 * The transactions list: id (tag icon when a memo exists), timestamp, type (with the voted
 * delegate or the kind of entity), sender, recipient ("N recipients" for a multipayment, "—" when
 * the type has none), memo (vendorField) if any row has one, amount, fee, and
 * optionally confirmations (then the memo is dropped and confirmations are not sortable).
 * Sorting is server-side: header clicks go to `onSortingChange` (ids of TRANSACTION_SORT_FIELDS).
 * `walletAddress` colours amounts relative to that wallet; `showSelfPaymentInfo` (a wallet's
 * "all" tab) adds the info icon to multipayments that paid the sender itself. Memos are
 * sanitised and rendered as text; only lists that show memos load the sanitiser (not the home
 * page's latest transactions), and their rows wait for it (at most a second). Missing timestamps (3.x block lists) show "-".
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
  compact = false,
}: {
  transactions: Transaction[] | null;
  caption: string;
  sorting?: DataTableSort;
  onSortingChange?: (s: DataTableSort) => void;
  showConfirmations?: boolean;
  walletAddress?: string;
  showSelfPaymentInfo?: boolean;
  isFetching?: boolean;
  /** only id, type, sender, recipient and amount (a list beside another) */
  compact?: boolean;
}) {
  const showMemo = !showConfirmations && Boolean(transactions?.some((tx) => tx.vendorField));
  // the rows wait for the memo sanitiser (one small chunk, on the first list with a memo): memo
  // cells that fill in later would change every column's width
  const memosReady = useMemoSanitiserReady(
    transactions?.map((tx) => tx.vendorField) ?? [],
    showMemo && !compact,
  );
  const columns = useMemo(
    () =>
      transactionColumns({
        memo: showMemo,
        confirmations: showConfirmations,
        walletAddress,
        selfPaymentInfo: showSelfPaymentInfo,
        compact,
      }).filter((col) => !compact || COMPACT_COLUMNS.has(col.id)),
    [showMemo, showConfirmations, walletAddress, showSelfPaymentInfo, compact],
  );

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={transactions}
      holdRows={!memosReady}
      getRowId={(tx) => tx.id}
      sorting={sorting}
      onSortingChange={onSortingChange}
      isFetching={isFetching}
      // beside another list the id column is narrow: a shortened id that wrapped at its "…" would
      // make every row two or three lines tall (a full-width list has room to wrap it instead); the
      // type wraps there instead ("Entity registration · Business"), so the list fits its column
      className={compact ? "[&_td:first-child_span]:whitespace-nowrap" : ""}
    />
  );
}
