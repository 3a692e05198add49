import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { TypeFilter, WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import type { Transaction } from "@/shared/api/schemas";
import { findTransactionType } from "@/shared/api/transaction-types";
import { useChainConstants } from "@/shared/network/useNetwork";
import type { CsvColumnOption } from "../lib/csv-options";
import type { WalletCsvColumn } from "../lib/wallet-csv-export";
import { CsvExportPanel } from "./CsvExportPanel";
import { useCsvFiat } from "./CsvExportFiat";

/**
 * CSV export of a wallet's transactions, done in the browser: the current tab (direction) and
 * type filter, an optional range of UTC days chosen in the dialog, oldest first (GET
 * wallets/{address}/transactions… 100 per request, see createWalletCsvExport), with progress,
 * Cancel and "Try again" (see CsvExportPanel). Columns (the visitor picks them): date (UTC ISO
 * 8601), type, direction, from, to, amount, fee (token units), the amount's value in the chosen
 * currency on the transaction's day (only where prices are offered, see useCsvFiat; off at
 * first), memo (as on chain), transaction id, block id.
 */
export function CsvExport({
  address,
  direction,
  filter,
}: {
  address: string;
  direction: WalletTransactionsDirection;
  filter: TypeFilter;
}) {
  const { t, i18n } = useLingui();
  const { epoch } = useChainConstants();
  const fiat = useCsvFiat();
  const currency = fiat?.currency ?? "";
  const labels: Record<WalletCsvColumn, string> = {
    date: t`Date (UTC)`,
    type: t`Type`,
    direction: t`Direction`,
    from: t({ message: "From", context: "CSV column: sender address" }),
    to: t({ message: "To", context: "CSV column: recipient address" }),
    amount: t`Amount`,
    fee: t`Fee`,
    value: fiat ? t`Value (${currency}) on the day` : "",
    memo: t`Memo`,
    id: t`Transaction ID`,
    block: t`Block ID`,
  };
  const columns: CsvColumnOption[] = (Object.keys(labels) as WalletCsvColumn[])
    .filter((id) => id !== "value" || fiat)
    .map((id) => ({ id, label: labels[id], defaultOn: id !== "value" }));
  const description =
    direction === "sent"
      ? t`The sent transactions of this wallet, with the chosen type filter, oldest first.`
      : direction === "received"
        ? t`The received transactions of this wallet, with the chosen type filter, oldest first.`
        : t`All transactions of this wallet, with the chosen type filter, oldest first.`;
  const typeName = (tx: Transaction) => {
    const def = findTransactionType(tx.typeGroup, tx.type);
    return def ? i18n._(def.label) : `${tx.typeGroup}/${tx.type}`;
  };
  return (
    <CsvExportPanel
      dialogTitle={t`Export transactions as CSV`}
      description={description}
      columns={columns}
      withRange
      words={{
        count: (n) => plural(n, { one: "# transaction", other: "# transactions" }),
        exported: (n) =>
          plural(n, { one: "# transaction exported", other: "# transactions exported" }),
        serverFailed: t`The node could not send the transactions.`,
      }}
      start={async (choice, onProgress) => {
        const lib = await import("../lib/wallet-csv-export");
        const chosen = choice.columns as WalletCsvColumn[];
        return {
          job: lib.createWalletCsvExport({
            address,
            direction,
            filter,
            range: choice.range,
            networkEpoch: epoch,
            header: chosen.map((id) => labels[id]),
            columns: chosen,
            delimiter: choice.delimiter,
            fiat: fiat?.fiat(t`not priced`),
            typeName,
            onProgress,
          }),
          fileName: lib.csvFileName(address, direction, choice.range),
        };
      }}
    />
  );
}
