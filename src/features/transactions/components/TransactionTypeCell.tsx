import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Transaction } from "@/shared/api/schemas";
import { findTransactionType, TRANSACTION_TYPES } from "@/shared/api/transaction-types";
import { WalletLink } from "@/shared/display/links";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { describeRecipient, describeType } from "../model/describe";
import { describeEntity } from "../model/entity";
import { ENTITY_TYPE_LABELS } from "../model/entity-labels";

/** Labels of the descriptions that are not plain transaction type names. */
const EXTRA_LABELS: Record<string, MessageDescriptor> = {
  UNVOTE: msg`Unvote`,
  VOTE_SWITCH: msg`Vote switch`,
  ENTITY_REGISTER: msg`Entity registration`,
  ENTITY_UPDATE: msg`Entity update`,
  ENTITY_RESIGN: msg`Entity resignation`,
  UNKNOWN: msg`Unknown type`,
};

/**
 * The key of a transaction's type (`TRANSFER`, `VOTE`, …), undefined for a type the table does not
 * know.
 */
function transactionTypeKey(tx: Pick<Transaction, "type" | "typeGroup">): string | undefined {
  return findTransactionType(tx.typeGroup, tx.type)?.key;
}

/**
 * The name of a transaction's type as the Type cell shows it (votes told apart, entities by action,
 * "Unknown type" for a type the explorer does not know), as a message to translate.
 */
export function transactionTypeLabel(
  transaction: Pick<
    Transaction,
    "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset"
  >,
): MessageDescriptor {
  const d = describeType(transaction, transactionTypeKey(transaction));
  const def = TRANSACTION_TYPES.find((x) => x.key === d.key);
  return EXTRA_LABELS[d.key] ?? def?.label ?? EXTRA_LABELS.UNKNOWN!;
}

/**
 * The transaction type in words: the type's name (both groups), with votes told apart
 * (Vote / Unvote / Vote switch) and 3.x entities by action (Entity registration / update /
 * resignation), then — unless `plain` — what it applies to: the voted delegate (when its name is
 * known) or the kind of entity (business, plugin…). Unknown types show "Unknown type" plus their
 * group/number. Lists show it in their Type column, the transaction page in its Type field (`plain`:
 * the delegate and the entity have their own fields there). In a table from 768 px one line, cut
 * with "…" when the column is narrow; on a phone's cards, and with `wrap` (a list beside another,
 * whose columns must fit), on as many lines as it needs: a phone never shows a type cut short.
 */
export function TransactionTypeCell({
  transaction,
  plain = false,
  wrap = false,
}: {
  transaction: Transaction;
  plain?: boolean;
  wrap?: boolean;
}) {
  const { i18n } = useLingui();
  const { byPublicKey, byUsername } = useDelegateIndex();
  const key = transactionTypeKey(transaction);
  const d = describeType(transaction, key);
  const text = i18n._(transactionTypeLabel(transaction));
  const delegate =
    plain || !d.delegate
      ? undefined
      : (byPublicKey.get(d.delegate) ?? byUsername.get(d.delegate.toLowerCase()));
  const entityKind = plain ? undefined : describeEntity(transaction)?.type.key;
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 ${wrap ? "flex-wrap" : "max-md:flex-wrap md:whitespace-nowrap"}`}
    >
      <span className={wrap ? undefined : "md:truncate"}>{text}</span>
      {key ? null : (
        <span className="text-muted">
          ({transaction.typeGroup}/{transaction.type})
        </span>
      )}
      {delegate ? (
        <>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <WalletLink address={delegate.address} className="min-w-0" />
        </>
      ) : null}
      {entityKind ? (
        <>
          <span aria-hidden="true" className="text-muted">
            ·
          </span>
          <span className={wrap ? "text-muted" : "text-muted md:truncate"}>
            {i18n._(ENTITY_TYPE_LABELS[entityKind])}
          </span>
        </>
      ) : null}
    </span>
  );
}

/**
 * "—" for a field without a value, read as "none" (the dash alone is skipped or read as
 * punctuation by screen readers).
 */
export function NoValue() {
  const { t } = useLingui();
  return (
    <span className="text-muted">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t`none`}</span>
    </span>
  );
}

/**
 * The recipient cell: the recipient's wallet link (known name / delegate username) for transfers
 * and timelocks, "N recipients" for a multipayment, and "—" (none) for every other type: a vote or
 * a registration has no recipient (3.x repeats the sender there), its type is in the Type column.
 */
export function RecipientCell({ transaction }: { transaction: Transaction }) {
  const d = describeRecipient(transaction);
  if (d.kind === "address") return <WalletLink address={d.address} />;
  if (d.kind === "payments") {
    return (
      <span className="whitespace-nowrap">
        <Plural value={d.count} one="# recipient" other="# recipients" />
      </span>
    );
  }
  return <NoValue />;
}
