import { msg } from "@lingui/core/macro";
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

type PaymentRow = Payment & { key: string };

// on a card the recipient is the first line (its link is named "Wallet <address>"), then the amount
const COLUMNS: DataTableColumn<PaymentRow>[] = [
  {
    id: "recipient",
    header: msg`Recipient`,
    cell: (p) => <WalletLink address={p.recipientId} truncate={false} />,
    meta: { card: "title" },
  },
  {
    id: "amount",
    header: msg`Amount`,
    cell: (p) => <AmountCell arktoshi={p.amount} />,
    meta: { align: "right" },
  },
];

/**
 * The multipayment recipients table: recipient and amount columns, paged by `page` and
 * `count` (page 0 = show all).
 */
export function MultipaymentTable({
  payments,
  page = 0,
  count = 10,
}: {
  payments: Payment[];
  page?: number;
  count?: number;
}) {
  const { t } = useLingui();
  const rows = useMemo(
    () => pagePayments(payments, page, count).map((p, i) => ({ ...p, key: `${page}-${i}` })),
    [payments, page, count],
  );
  return (
    <DataTable
      caption={t`Multipayment recipients`}
      columns={COLUMNS}
      data={rows}
      getRowId={(p) => p.key}
    />
  );
}
