import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { WalletLink } from "@/shared/display/links";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import type { Payment } from "../model/asset";
import { AmountCell } from "./AmountCell";

/** The rows of page `page` of `count` rows; page 0 means all rows. */
export function pagePayments<T>(rows: readonly T[], page: number, count: number): T[] {
  if (page <= 0 || count <= 0) return [...rows];
  return rows.slice((page - 1) * count, page * count);
}

/**
 * The multipayment recipients table: recipient and amount columns, paged by `page` and
 * `count` (page 0 = show all).
 */
export function MultipaymentTable({ payments, page = 0, count = 10 }: { payments: Payment[]; page?: number; count?: number }) {
  const { t } = useLingui();
  const rows = useMemo(() => pagePayments(payments, page, count).map((p, i) => ({ ...p, key: `${page}-${i}` })), [payments, page, count]);
  const columns = useMemo<DataTableColumn<Payment>[]>(
    () => [
      { id: "recipient", header: t`Recipient`, cell: (p) => <WalletLink address={p.recipientId} truncate={false} /> },
      { id: "amount", header: t`Amount`, cell: (p) => <AmountCell arktoshi={p.amount} />, meta: { align: "right" } },
    ],
    [t],
  );
  return (
    <DataTable
      caption={t`Multipayment recipients`}
      columns={columns}
      data={rows}
      getRowId={(_p, i) => rows[i]?.key ?? String(i)}
      renderMobileCard={(p) => (
        <div className="flex flex-col gap-1 text-sm">
          <WalletLink address={p.recipientId} truncate={false} className="break-all" />
          <AmountCell arktoshi={p.amount} />
        </div>
      )}
    />
  );
}
