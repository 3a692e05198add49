import { useQuery } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import type { Lock, Transaction } from "@/shared/api/schemas";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { DateTime } from "@/shared/display/DateTime";
import { WalletLink } from "@/shared/display/links";
import { MEMO_LABEL, MemoTip } from "@/shared/display/memo-label";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { fullValueProps } from "@/shared/display/full-value-copy";
import { formatDateTime } from "@/shared/format/date";
import { truncateMiddle } from "@/shared/format/truncate";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { Icon, type IconName } from "@/shared/ui/Icon";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { Tooltip } from "@/shared/ui/Tooltip";
import { useMemoSanitiserReady } from "@/features/transactions/memo/useSanitisedMemo";
import { lockStatusQuery } from "../api/lock-queries";
import { LockMemo } from "./LockMemo";
import {
  EXPIRATION_HEIGHT,
  EXPIRATION_TIMESTAMP,
  estimateExpiry,
  lockRowDirection,
  lockStatus,
  unlockingTransaction,
  type LockRow,
  type LockStatus,
} from "../lock-status";

const STATUS_LOOK: Record<LockStatus, { icon: IconName; className: string }> = {
  open: { icon: "clock", className: "text-accent" },
  expired: { icon: "alert", className: "text-warning" },
  claimed: { icon: "check", className: "text-positive" },
  refunded: { icon: "chevron-double-left", className: "text-muted" },
  unknown: { icon: "info", className: "text-muted" },
};

/**
 * A lock status as text + icon (open, expired, claimed, refunded, unknown; never colour alone);
 * `null` = still being checked. A claimed or refunded lock links the transaction that unlocked it
 * (`unlockedBy`, its id): the link's name starts with the status shown and ends with that id.
 */
export function LockStatusLabel({
  status,
  unlockedBy,
}: {
  status: LockStatus | null;
  unlockedBy?: string;
}) {
  const { t } = useLingui();
  if (status === null) {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1 whitespace-nowrap text-muted"
        data-lock-status="checking"
      >
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
        />
        <span className="sr-only">{t`Checking the lock status`}</span>
      </span>
    );
  }
  const text: Record<LockStatus, string> = {
    open: t`Open`,
    expired: t`Expired`,
    claimed: t`Claimed`,
    refunded: t`Refunded`,
    unknown: t`Unknown`,
  };
  const look = STATUS_LOOK[status];
  const shown = text[status];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap ${look.className}`}
      data-lock-status={status}
    >
      <Icon name={look.icon} className="size-4 shrink-0" />
      {unlockedBy ? (
        <Link
          to={paths.transaction(unlockedBy)}
          title={unlockedBy}
          aria-label={t`${shown}, transaction ${unlockedBy}`}
          className="underline underline-offset-2"
        >
          {shown}
        </Link>
      ) : (
        <span>{shown}</span>
      )}
    </span>
  );
}

/**
 * The expiration of a lock: type 1 = seconds since the network epoch, shown as a date;
 * type 2 = a block height, with a tooltip of the estimated date (now + blocktime × (height −
 * current height)).
 */
function LockExpiration({ lock }: { lock: Pick<Lock, "expirationType" | "expirationValue"> }) {
  const { t, i18n } = useLingui();
  const { epochUnix, height, blocktime } = useNetwork();
  if (lock.expirationType === EXPIRATION_TIMESTAMP)
    return <DateTime unix={epochUnix + lock.expirationValue} />;
  if (lock.expirationType === EXPIRATION_HEIGHT) {
    const shownHeight = formatNumber(lock.expirationValue, i18n.locale);
    const estimate =
      height === undefined
        ? undefined
        : estimateExpiry(lock.expirationValue, height, blocktime, Math.floor(Date.now() / 1000));
    const estimateText =
      estimate === undefined
        ? t`Estimated date unknown`
        : t`Estimated ${formatDateTime(estimate, i18n.locale)}`;
    return (
      <Tooltip content={estimateText}>
        <button
          type="button"
          className="cursor-help whitespace-nowrap underline decoration-dotted underline-offset-2"
          aria-label={t`Height ${shownHeight}`}
        >
          <Trans>Height {shownHeight}</Trans>
        </button>
      </Tooltip>
    );
  }
  return <span className="text-muted">-</span>;
}

/**
 * Link to a lock's page (`/lock/{id}`), the id truncated in the middle on one line (in full in
 * the title, copied whole).
 */
function LockLink({ id }: { id: string }) {
  return (
    <Link
      to={paths.lock(id)}
      className="font-mono whitespace-nowrap text-accent underline-offset-2 hover:underline"
      title={id}
      {...fullValueProps(id)}
    >
      {truncateMiddle(id, 13)}
    </Link>
  );
}

/**
 * A lock row: the lock with its sender address, its status (`null` while being checked) and the
 * id of the claim or refund that unlocked it.
 */
type Row = LockRow & { sender: string | undefined; status: LockStatus | null; unlockedBy?: string };

/** The columns; a timestamp column when the rows carry one, amounts coloured relative to `walletAddress`. */
function lockColumns(
  hasTimestamp: boolean,
  walletAddress: string | undefined,
): DataTableColumn<Row>[] {
  const amount = (r: Row): ReactNode => {
    const dir =
      walletAddress && r.status ? lockRowDirection(walletAddress, r, r.status) : undefined;
    const cls = dir === "outgoing" ? "text-negative" : dir === "incoming" ? "text-positive" : "";
    return <TokenAmount arktoshi={r.amount} className={cls} />;
  };
  // the lock id opens the lock's page (its facts and timeline), which links its transactions
  const cols: DataTableColumn<Row>[] = [
    { id: "lockId", header: msg`Lock ID`, cell: (r) => <LockLink id={r.lockId} /> },
  ];
  if (hasTimestamp)
    cols.push({
      id: "timestamp",
      header: msg`Timestamp`,
      cell: (r) => <DateTime unix={r.timestamp?.unix} />,
    });
  cols.push(
    { id: "expiration", header: msg`Expiration`, cell: (r) => <LockExpiration lock={r} /> },
    {
      id: "recipient",
      header: msg`Recipient`,
      cell: (r) =>
        r.recipientId ? (
          <WalletLink address={r.recipientId} />
        ) : (
          <span className="text-muted">-</span>
        ),
    },
    {
      id: "vendorField",
      header: MEMO_LABEL,
      headerTip: <MemoTip />,
      cell: (r) => <LockMemo memo={r.vendorField} cell />,
    },
    { id: "amount", header: msg`Amount`, cell: amount, meta: { align: "right" } },
    {
      id: "status",
      header: msg`Status`,
      cell: (r) => <LockStatusLabel status={r.status} unlockedBy={r.unlockedBy} />,
    },
  );
  return cols;
}

/**
 * The lock transactions table: lock id, expiration, recipient, memo (filtered as a transaction's,
 * see LockMemo; the rows wait for the filter at most a second), amount and
 * status (open / expired / claimed / refunded / unknown as text + icon; claimed and refunded link
 * the transaction that unlocked the lock), with a timestamp column
 * when the rows carry one. Desktop table, mobile cards keyed by lockId. The status comes from
 * POST locks/unlocked (claim / refund) and the current height and time (`lockStatus`).
 * `walletAddress` colours amounts relative to that wallet (red outgoing, green incoming).
 * `locks: null` = loading.
 */
export function LocksTable({
  locks,
  caption,
  walletAddress,
}: {
  locks: Lock[] | null;
  caption: string;
  walletAddress?: string;
}) {
  const { height, epochUnix, addressPrefix } = useNetwork();
  const ids = useMemo(() => (locks ?? []).map((l) => l.lockId), [locks]);
  const unlocked = useQuery(lockStatusQuery(ids, height));
  const unlockedTxs: Transaction[] | undefined = ids.length === 0 ? [] : unlocked.data;
  // while the first claim/refund lookup runs the status is "checking" (null); a failed lookup
  // leaves `unlockedTxs` undefined, which `lockStatus` reports as "unknown"
  const checking = ids.length > 0 && unlocked.isPending;
  const now = { height, nowUnix: Math.floor(Date.now() / 1000), epochUnix };

  const rows = useMemo(
    () =>
      locks === null
        ? null
        : locks.map((lock) => {
            const row = lock as LockRow;
            let sender = row.sender;
            if (!sender && row.senderPublicKey) {
              try {
                sender = addressFromPublicKey(row.senderPublicKey, addressPrefix);
              } catch {
                sender = undefined;
              }
            }
            const unlockedBy =
              checking || !unlockedTxs
                ? undefined
                : unlockingTransaction(row.lockId, unlockedTxs)?.id;
            return {
              ...row,
              sender,
              status: checking ? null : lockStatus(row, unlockedTxs, now),
              unlockedBy,
            };
          }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locks, unlockedTxs, checking, height, epochUnix, addressPrefix],
  );
  const hasTimestamp = (locks ?? []).some((l) => l.timestamp !== undefined);
  const columns = useMemo(
    () => lockColumns(hasTimestamp, walletAddress),
    [hasTimestamp, walletAddress],
  );
  // the rows wait for the memo filter (at most a second): memo cells that fill in later would
  // change every column's width
  const memos = useMemo(() => (locks ?? []).map((l) => l.vendorField ?? undefined), [locks]);
  const memosReady = useMemoSanitiserReady(memos, memos.some(Boolean));

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows}
      holdRows={!memosReady}
      getRowId={(r) => r.lockId}
    />
  );
}
