import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useChainConstants } from "@/shared/network/useNetwork";
import { CsvExportPanel } from "@/features/wallets/components/CsvExportPanel";
import { useCsvFiat } from "@/features/wallets/components/CsvExportFiat";
import type { CsvColumnOption } from "@/features/wallets/lib/csv-options";
import type { ForgedBlocksCsvColumn } from "../lib/forged-blocks-csv";

/**
 * CSV export of the blocks a delegate forged (its wallet's blocks page), done in the browser with
 * the shared export dialog and progress (see CsvExportPanel): an optional range of UTC days, oldest
 * first (see createForgedBlocksCsvExport). Columns (the visitor picks them): date (UTC ISO 8601),
 * height, block id, transactions, amount, fees, reward, total forged (token units) and, where
 * prices are offered (see useCsvFiat), the total's value in the chosen currency on the block's day
 * (off at first).
 */
export function ForgedBlocksCsvExport({
  address,
  publicKey,
}: {
  /** the delegate's address (names the file) */
  address: string;
  /** the delegate's public key (the blocks' generator) */
  publicKey: string;
}) {
  const { t } = useLingui();
  const { epoch } = useChainConstants();
  const fiat = useCsvFiat();
  const currency = fiat?.currency ?? "";
  const labels: Record<ForgedBlocksCsvColumn, string> = {
    date: t`Date (UTC)`,
    height: t`Height`,
    id: t`Block ID`,
    transactions: t`Transactions`,
    amount: t`Amount`,
    fee: t`Fees`,
    reward: t`Reward`,
    total: t`Total forged`,
    value: fiat ? t`Value (${currency}) on the day` : "",
  };
  const columns: CsvColumnOption[] = (Object.keys(labels) as ForgedBlocksCsvColumn[])
    .filter((id) => id !== "value" || fiat)
    .map((id) => ({ id, label: labels[id], defaultOn: id !== "value" }));
  return (
    <CsvExportPanel
      dialogTitle={t`Export forged blocks as CSV`}
      description={t`The blocks this delegate forged, oldest first.`}
      columns={columns}
      withRange
      words={{
        count: (n) => plural(n, { one: "# block", other: "# blocks" }),
        exported: (n) => plural(n, { one: "# block exported", other: "# blocks exported" }),
        serverFailed: t`The node could not send the blocks.`,
      }}
      start={async (choice, onProgress) => {
        const lib = await import("../lib/forged-blocks-csv");
        const chosen = choice.columns as ForgedBlocksCsvColumn[];
        return {
          job: lib.createForgedBlocksCsvExport({
            publicKey,
            range: choice.range,
            networkEpoch: epoch,
            header: chosen.map((id) => labels[id]),
            columns: chosen,
            delimiter: choice.delimiter,
            fiat: fiat?.fiat(t`not priced`),
            onProgress,
          }),
          fileName: lib.forgedBlocksCsvFileName(address, choice.range),
        };
      }}
    />
  );
}
