import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { unlockedLockId } from "@/shared/api/endpoints/locks";
import type { Transaction } from "@/shared/api/schemas";
import { TransactionLink } from "@/shared/display/links";
import { lockFromTransaction } from "../lock-status";
import { LocksTable } from "./LocksTable";

/**
 * The lock part of a transaction page: for a lock (typeGroup 1, type 8) its row with expiration and
 * status (open / expired / claimed / refunded); for a claim (type 9) or refund (type 10) a link to
 * the lock it unlocked. Renders nothing for other transactions.
 */
export function LockDetails({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const lock = useMemo(() => lockFromTransaction(transaction), [transaction]);
  if (lock) {
    return (
      <section aria-labelledby="lock-details-heading" className="mt-6">
        <h2 id="lock-details-heading" className="mb-2 text-lg font-semibold">
          <Trans>Lock</Trans>
        </h2>
        <LocksTable locks={[lock]} caption={t`Lock of transaction ${transaction.id}`} />
      </section>
    );
  }
  const lockId = transaction.typeGroup === 1 ? unlockedLockId(transaction) : undefined;
  if (!lockId) return null;
  return (
    <p className="mt-4">
      {transaction.type === 9 ? (
        <Trans>
          Claims the lock <TransactionLink id={lockId} />
        </Trans>
      ) : (
        <Trans>
          Refunds the lock <TransactionLink id={lockId} />
        </Trans>
      )}
    </p>
  );
}
