import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Transaction } from "@/shared/api/schemas";
import { findTransactionType, TRANSACTION_TYPES } from "@/shared/api/transaction-types";
import { WalletLink } from "@/shared/display/links";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { describeRecipient, type RecipientDescription } from "../model/describe";

/** Labels of the descriptions that are not plain transaction type names. */
const EXTRA_LABELS: Record<string, MessageDescriptor> = {
  UNVOTE: msg`Unvote`,
  VOTE_SWITCH: msg`Vote switch`,
  UNKNOWN: msg`Unknown type`,
};

/**
 * The translated label of a description key (a transaction type key, UNVOTE, VOTE_SWITCH, UNKNOWN).
 */
function useDescriptionLabel(): (d: Extract<RecipientDescription, { kind: "label" }>) => string {
  const { i18n, t } = useLingui();
  return (d) => {
    if (d.key === "MULTI_PAYMENT") return t`Multipayment (${d.count ?? 0})`;
    const extra = EXTRA_LABELS[d.key];
    if (extra) return i18n._(extra);
    const def = findTransactionTypeByKey(d.key);
    return def ? i18n._(def.label) : i18n._(EXTRA_LABELS.UNKNOWN!);
  };
}

function findTransactionTypeByKey(key: string) {
  return TRANSACTION_TYPES.find((def) => def.key === key);
}

/**
 * The key of a transaction's type (`TRANSFER`, `VOTE`, …), undefined for a type the table does not
 * know.
 */
function transactionTypeKey(tx: Pick<Transaction, "type" | "typeGroup">): string | undefined {
  return findTransactionType(tx.typeGroup, tx.type)?.key;
}

/**
 * The transaction type cell: the type's name (both groups), with votes told apart
 * (Vote / Unvote / Vote switch) and multipayments with their recipient count. Unknown types show
 * "Unknown type" plus their group/number.
 */
export function TransactionTypeCell({ transaction }: { transaction: Transaction }) {
  const label = useDescriptionLabel();
  const key = transactionTypeKey(transaction);
  const d = describeRecipient(transaction, key);
  const text =
    d.kind === "label" ? label(d) : label({ kind: "label", key: key ?? "UNKNOWN" });
  return (
    <span className="whitespace-nowrap">
      {text}
      {key ? null : <span className="text-muted"> ({transaction.typeGroup}/{transaction.type})</span>}
    </span>
  );
}

/**
 * The recipient cell: the recipient's wallet link (known name / delegate username) for
 * transfers and timelocks, else what the transaction is — "Vote" (with the delegate), "Unvote",
 * "Multipayment (N)", "Delegate registration", "Business registration", …
 */
export function RecipientCell({
  transaction,
  truncate = 13,
  linkClassName = "",
}: {
  transaction: Transaction;
  truncate?: number | false;
  linkClassName?: string;
}) {
  const label = useDescriptionLabel();
  const { byPublicKey, byUsername } = useDelegateIndex();
  const d = describeRecipient(transaction, transactionTypeKey(transaction));
  if (d.kind === "address") {
    return <WalletLink address={d.address} truncate={truncate} className={linkClassName} />;
  }
  const delegate = d.delegate ? (byPublicKey.get(d.delegate) ?? byUsername.get(d.delegate.toLowerCase())) : undefined;
  return (
    <span className="inline-flex max-w-full items-center gap-1 whitespace-nowrap">
      <span className="font-medium">{label(d)}</span>
      {delegate ? (
        <>
          <span aria-hidden="true" className="text-muted">·</span>
          <WalletLink address={delegate.address} truncate={truncate} className={`min-w-0 ${linkClassName}`} />
        </>
      ) : null}
    </span>
  );
}
