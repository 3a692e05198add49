import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { isNotFound } from "@/shared/api/errors";
import { DateTime } from "@/shared/display/DateTime";
import { TransactionLink } from "@/shared/display/links";
import { MemoLabel } from "@/shared/display/memo-label";
import { CopyableText } from "@/shared/display/CopyableText";
import { WalletWithCopy } from "@/shared/display/WalletWithCopy";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatDateTime, formatRelative } from "@/shared/format/date";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isTransactionId } from "@/shared/routing/params";
import { Card } from "@/shared/ui/Card";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ErrorState } from "@/shared/ui/ErrorState";
import { NotFound } from "@/shared/ui/NotFound";
import { Icon, type IconName } from "@/shared/ui/Icon";
import { Spinner } from "@/shared/ui/Spinner";
import { PageIntro } from "@/shared/glossary/TermHint";
import { lockQuery } from "../api/held-lock-query";
import { useLockPageQueries } from "../hooks/usePageQueries";
import { lockStatusQuery } from "../api/lock-queries";
import { LockMemo } from "../components/LockMemo";
import { LockStatusLabel } from "../components/LocksTable";
import { lockFromTransaction, unlockingTransaction } from "../lock-status";
import { lockTimeline, type ExpiryPoint, type LockClock, type LockStep } from "../lock-timeline";

/** An expiration in words: "at block height 1,002 (about …)" or the date and time. */
function ExpiryText({ at, clock }: { at: ExpiryPoint; clock: LockClock }) {
  const { i18n } = useLingui();
  if (at.kind === "time") return <DateTime unix={at.unix} />;
  if (at.kind === "unknown") return <span className="text-muted">-</span>;
  const height = formatNumber(at.height, i18n.locale);
  if (at.estimatedUnix === undefined || at.estimatedUnix <= clock.nowUnix)
    return <Trans>at block height {height}</Trans>;
  const estimate = formatDateTime(at.estimatedUnix, i18n.locale);
  return (
    <Trans>
      at block height {height} (estimated {estimate})
    </Trans>
  );
}

/** When an open lock expires: "in 3 days, at block height 1,002" or "in 2 hours, on …". */
function ExpiresIn({ at, clock }: { at: ExpiryPoint; clock: LockClock }) {
  const { i18n } = useLingui();
  const unix = at.kind === "time" ? at.unix : at.kind === "height" ? at.estimatedUnix : undefined;
  const relative =
    unix === undefined ? undefined : formatRelative(unix, i18n.locale, clock.nowUnix);
  if (at.kind === "height") {
    const height = formatNumber(at.height, i18n.locale);
    return relative ? (
      <Trans>
        Expires {relative}, at block height {height}
      </Trans>
    ) : (
      <Trans>Expires at block height {height}</Trans>
    );
  }
  if (at.kind === "time" && relative) {
    return (
      <Trans>
        Expires {relative}, on <DateTime unix={at.unix} />
      </Trans>
    );
  }
  return <Trans>Expiration unknown</Trans>;
}

/**
 * One step of the timeline: an icon (its kind, never colour alone: the title says it), its title,
 * its time and its transaction (linked). Only classes the app already uses: no CSS for this page.
 */
function Step({
  title,
  icon,
  time,
  txId,
  children,
  tone,
}: {
  title: string;
  icon: IconName;
  time?: ReactNode;
  txId?: string;
  children?: ReactNode;
  tone: string;
}) {
  return (
    <li className="flex gap-3" data-step>
      <Icon name={icon} className={`mt-0.5 size-4 shrink-0 ${tone}`} />
      <div className="min-w-0">
        <h3 className="m-0 text-base font-semibold">{title}</h3>
        {time ? <p className="m-0 text-sm text-muted">{time}</p> : null}
        {txId ? (
          <p className="m-0 text-sm">
            <span className="text-muted">
              <Trans>Transaction</Trans>{" "}
            </span>
            <span className="break-all">
              <TransactionLink id={txId} truncate={false} />
            </span>
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}

/** A timeline step as a list item, in words. */
function TimelineStep({
  step,
  clock,
  expiredOnly,
}: {
  step: LockStep;
  clock: LockClock;
  expiredOnly: boolean;
}) {
  const { t } = useLingui();
  switch (step.kind) {
    case "locked":
      return (
        <Step
          title={t`Locked`}
          icon="chevron-double-right"
          tone="text-accent"
          time={<DateTime unix={step.unix} />}
          txId={step.transactionId}
        />
      );
    case "claimed":
      return (
        <Step
          title={t`Claimed`}
          icon="check"
          tone="text-positive"
          time={<DateTime unix={step.unix} />}
          txId={step.transactionId}
        >
          {step.secret ? (
            <p className="m-0 text-sm">
              <span className="text-muted">
                <Trans>Secret</Trans>{" "}
              </span>
              <span className="break-all font-mono">{step.secret}</span>
            </p>
          ) : null}
        </Step>
      );
    case "refunded":
      return (
        <Step
          title={t`Refunded`}
          icon="chevron-double-left"
          tone="text-muted"
          time={<DateTime unix={step.unix} />}
          txId={step.transactionId}
        />
      );
    case "expired":
      return (
        <Step
          title={t`Expired`}
          icon="alert"
          tone="text-warning"
          time={<ExpiryText at={step.at} clock={clock} />}
        >
          {expiredOnly ? (
            <p className="m-0 text-sm">
              <Trans>Can be refunded by the sender.</Trans>
            </p>
          ) : null}
        </Step>
      );
    case "pending":
      return (
        <Step
          title={t`Pending`}
          icon="clock"
          tone="text-accent"
          time={<ExpiresIn at={step.expires} clock={clock} />}
        />
      );
    case "checking":
      return <Step title={t`Checking for a claim or refund`} icon="info" tone="text-muted" />;
  }
}

/**
 * /lock/{id} (id: the lock transaction's id): the lock's facts (sender, recipient, amount, secret
 * hash, expiration, status) and its timeline, oldest first: locked → claimed (with the secret) or
 * → expired → refunded, or → expired (the sender can refund) or → pending (when it expires), each
 * step with its time and its transaction linked. Data: the lock transaction (GET transactions/{id}:
 * claimed and refunded locks are gone from GET locks/{id}), GET locks/{id} for the node's own
 * `isExpired` while it is held, and the claim/refund (POST locks/unlocked or its GET fallback).
 * Ids that are not a lock transaction: the not-found page.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Lock`);
  const id = useParams().id ?? "";
  const valid = isTransactionId(id);
  const { height, epochUnix, blocktime } = useNetwork();
  const txQuery = useQuery(useLockPageQueries().transaction);
  const fromTx = txQuery.data ? lockFromTransaction(txQuery.data) : undefined;
  const unlocked = useQuery({
    ...lockStatusQuery(fromTx ? [id] : [], height),
    enabled: fromTx !== undefined,
  });
  const unlockedBy = unlocked.data ? unlockingTransaction(id, unlocked.data) : undefined;
  // the node's own isExpired, only asked while nothing unlocked the lock: a claimed or refunded
  // lock is gone from GET locks/{id} (404)
  const held = useQuery({
    ...lockQuery(id),
    enabled: fromTx !== undefined && unlocked.isSuccess && !unlockedBy,
  });
  // POST locks/unlocked answers without timestamps (ARK Core 3.9.1): the claim or refund itself
  // (GET transactions/{id}, the query of its own page) gives its time
  const unlockTx = useQuery({
    ...transactionQuery(unlockedBy?.id ?? ""),
    enabled: unlockedBy !== undefined,
  });

  if (!valid || isNotFound(txQuery.error) || (txQuery.data && !fromTx))
    return <NotFound dataType={t`lock`} dataId={id} />;
  if (txQuery.isError)
    return <ErrorState error={txQuery.error} onRetry={() => void txQuery.refetch()} />;
  if (!txQuery.data || !fromTx) return <Spinner />;

  const lock = held.data ? { ...fromTx, isExpired: held.data.isExpired } : fromTx;
  const clock: LockClock = { height, epochUnix, blocktime, nowUnix: Math.floor(Date.now() / 1000) };
  const checking = unlocked.isPending;
  const unlockedFull = unlocked.data?.map((tx) =>
    unlockTx.data && tx.id === unlockTx.data.id ? unlockTx.data : tx,
  );
  const { status, steps } = lockTimeline(lock, checking ? undefined : unlockedFull, clock);
  const by = steps.find((s) => s.kind === "claimed" || s.kind === "refunded");
  const expiry = lockTimeline(lock, [], clock).steps.find(
    (s) => s.kind === "pending" || s.kind === "expired",
  );
  const expiryAt =
    expiry?.kind === "pending"
      ? expiry.expires
      : expiry?.kind === "expired"
        ? expiry.at
        : undefined;

  const items: DetailItem[] = [
    { id: "lockId", label: t`Lock ID`, value: <CopyableText text={id} label={t`Copy lock ID`} /> },
    {
      id: "status",
      label: t`Status`,
      value: (
        <LockStatusLabel
          status={checking ? null : status}
          unlockedBy={by && "transactionId" in by ? by.transactionId : undefined}
        />
      ),
    },
    {
      id: "sender",
      label: t`Sender`,
      value: <WalletWithCopy address={txQuery.data.sender} copyLabel={t`Copy sender address`} />,
    },
    {
      id: "recipient",
      label: t`Recipient`,
      value: lock.recipientId ? (
        <WalletWithCopy address={lock.recipientId} copyLabel={t`Copy recipient address`} />
      ) : (
        "-"
      ),
    },
    { id: "amount", label: t`Amount`, value: <TokenAmount arktoshi={lock.amount} /> },
    {
      id: "secretHash",
      label: t`Secret hash`,
      value: lock.secretHash ? (
        <CopyableText text={lock.secretHash} label={t`Copy secret hash`} />
      ) : (
        "-"
      ),
    },
    {
      id: "expiration",
      label: t`Expiration`,
      value: expiryAt ? <ExpiryText at={expiryAt} clock={clock} /> : "-",
    },
    {
      id: "lockTx",
      label: t`Lock transaction`,
      value: <TransactionLink id={id} truncate={false} />,
    },
  ];
  if (lock.vendorField) {
    items.push({
      id: "memo",
      label: <MemoLabel />,
      value: <LockMemo memo={lock.vendorField} />,
    });
  }

  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">
        <Trans>Lock</Trans>
      </h1>
      <PageIntro page="lock" />
      <Card>
        <DetailList items={items} />
      </Card>
      <Card className="mt-4" title={t`Timeline`}>
        <ol
          className="m-0 flex list-none flex-col gap-4 p-0"
          aria-label={t`Timeline of lock ${id}`}
        >
          {steps
            .filter((step) => !(unlocked.isError && step.kind === "checking"))
            .map((step, i) => (
              <TimelineStep
                key={`${step.kind}-${i}`}
                step={step}
                clock={clock}
                expiredOnly={status === "expired"}
              />
            ))}
        </ol>
        {unlocked.isError ? (
          <p className="mt-2 text-sm text-muted">
            <Trans>Could not check whether the lock was claimed or refunded.</Trans>
          </p>
        ) : null}
      </Card>
    </>
  );
}
