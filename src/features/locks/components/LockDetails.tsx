import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Transaction } from "@/shared/api/schemas";
import { TransactionLink } from "@/shared/display/links";
import { useNetwork } from "@/shared/network/useNetwork";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList } from "@/shared/ui/DetailList";
import { lockStatusQuery } from "../api/lock-queries";
import { lockFromTransaction, unlockingTransaction } from "../lock-status";
import { LocksTable } from "./LocksTable";
import { LockTimelineLink } from "./LockTimelineLink";

/**
 * The lock part of a lock transaction's page (typeGroup 1, type 8): its row with expiration and
 * status (open / expired / claimed / refunded), then the claim or refund transaction that unlocked
 * it, linked in full with a copy button (POST locks/unlocked or its GET fallback: the same query as
 * the row's status), and a link to the lock's page (its timeline). Renders nothing for other
 * transactions.
 */
export function LockDetails({ transaction }: { transaction: Transaction }) {
  const { t } = useLingui();
  const { height } = useNetwork();
  const lock = useMemo(() => lockFromTransaction(transaction), [transaction]);
  const unlocked = useQuery({
    ...lockStatusQuery(lock ? [lock.lockId] : [], height),
    enabled: lock !== undefined,
  });
  if (!lock) return null;
  const by = unlocked.data ? unlockingTransaction(lock.lockId, unlocked.data) : undefined;
  return (
    <section aria-labelledby="lock-details-heading" className="mt-6">
      <h2 id="lock-details-heading" className="mb-2 text-lg font-semibold">
        <Trans>Lock</Trans>
      </h2>
      <LocksTable locks={[lock]} caption={t`Lock of transaction ${transaction.id}`} />
      <p className="mt-2">
        <LockTimelineLink lockId={lock.lockId} />
      </p>
      {by ? (
        <DetailList
          className="mt-2"
          items={[
            {
              id: "unlockedBy",
              label: by.kind === "claim" ? t`Claim transaction` : t`Refund transaction`,
              value: (
                <span className="flex items-center gap-2">
                  <span className="min-w-0 break-all">
                    <TransactionLink id={by.id} truncate={false} />
                  </span>
                  <CopyButton
                    text={by.id}
                    label={
                      by.kind === "claim"
                        ? t`Copy claim transaction ID`
                        : t`Copy refund transaction ID`
                    }
                    className="shrink-0"
                  />
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
