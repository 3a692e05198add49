import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CsvExportPanel } from "@/features/wallets/components/CsvExportPanel";
import type { CsvColumnOption } from "@/features/wallets/lib/csv-options";
import type { VotersCsvColumn } from "../lib/voters-csv";

/**
 * CSV export of a delegate's voters (its voters page), done in the browser with the shared
 * export dialog and progress (see CsvExportPanel; see createVotersCsvExport for the reading).
 * Columns (the visitor picks them): address, delegate name (a voter that is a delegate), balance
 * (token units), public key. A balance is today's, so no value on a day is offered.
 */
export function VotersCsvExport({ address }: { address: string }) {
  const { t } = useLingui();
  const labels: Record<VotersCsvColumn, string> = {
    address: t`Address`,
    username: t`Delegate name`,
    balance: t`Balance`,
    publicKey: t`Public key`,
  };
  const columns: CsvColumnOption[] = (Object.keys(labels) as VotersCsvColumn[]).map((id) => ({
    id,
    label: labels[id],
    defaultOn: true,
  }));
  return (
    <CsvExportPanel
      dialogTitle={t`Export voters as CSV`}
      description={t`Every wallet that votes for this delegate, the richest first.`}
      columns={columns}
      withRange={false}
      words={{
        count: (n) => plural(n, { one: "# voter", other: "# voters" }),
        exported: (n) => plural(n, { one: "# voter exported", other: "# voters exported" }),
        serverFailed: t`The node could not send the voters.`,
      }}
      start={async (choice, onProgress) => {
        const lib = await import("../lib/voters-csv");
        const chosen = choice.columns as VotersCsvColumn[];
        return {
          job: lib.createVotersCsvExport({
            delegate: address,
            header: chosen.map((id) => labels[id]),
            columns: chosen,
            delimiter: choice.delimiter,
            onProgress,
          }),
          fileName: lib.votersCsvFileName(address),
        };
      }}
    />
  );
}
