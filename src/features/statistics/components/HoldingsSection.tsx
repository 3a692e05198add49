import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { formatToken } from "@/shared/format/amount";
import { formatNumber } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { ErrorState } from "@/shared/ui/ErrorState";
import { useSeen } from "@/shared/hooks/useSeen";
import { RICHEST_PAGES_CAP, useHoldings } from "../hooks/useRecords";
import type { HoldingBand } from "../model/holdings";
import { StatsSection, type StatsColumn } from "./StatsSection";

/**
 * How many wallets hold more than 1, 10, 100 … 1M tokens of the network's token, now (see
 * {@link useHoldings}: one count per band from the node, asked only once the page's first screen
 * is in and this section has been scrolled into view), as a table with a CSV download, a
 * placeholder per band while it loads, the shared error view with a retry, and how it is computed
 * in words.
 */
export function HoldingsSection({ firstScreenIn }: { firstScreenIn: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { symbol } = useNetwork();
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  const holdings = useHoldings(seen && firstScreenIn);
  const threshold = (b: HoldingBand) => formatToken(b.arktoshi, { locale, symbol, maxDecimals: 0 });
  const count = (b: HoldingBand) => {
    if (b.count === undefined) return "…";
    const n = formatNumber(b.count, locale);
    if (b.kind === "estimate")
      return t({ message: `about ${formatNumber(b.count, locale)}`, context: "estimated count" });
    if (b.kind === "atLeast") return t`at least ${n}`;
    return n;
  };
  const columns: Array<StatsColumn<HoldingBand>> = [
    {
      header: t`Balance`,
      cell: (b) => {
        const amount = threshold(b);
        return t`more than ${amount}`;
      },
      csv: (b) => b.tokens,
    },
    { header: t`Wallets`, numeric: true, cell: count, csv: (b) => b.count ?? "" },
  ];
  const wallets = RICHEST_PAGES_CAP * 100;

  return (
    <div ref={ref}>
      <StatsSection
        title={t`Holdings`}
        source={<Trans>How many wallets hold more than each amount, now.</Trans>}
        caption={t`Wallets by balance held`}
        columns={columns}
        rows={holdings.bands}
        rowKey={(b) => b.tokens}
        filename="holdings"
      >
        {holdings.error ? (
          <ErrorState
            variant="line"
            error={holdings.error}
            onRetry={holdings.retry}
            className="mb-3"
          />
        ) : null}
        <details className="mb-3 text-sm">
          <summary className="cursor-pointer">
            <Trans>How is this computed?</Trans>
          </summary>
          <p className="mb-0">
            <Trans>
              For each amount, the node counts the wallets whose balance is above it. Where the node
              only estimates its totals (large networks), the count is marked “about”.
            </Trans>{" "}
            {holdings.fromRichest ? (
              <Trans>
                This node cannot count wallets by balance: the rows are counted from its list of the
                richest wallets, read up to the first {wallets}; a row that all of them are in may
                hold more wallets and is marked “at least”.
              </Trans>
            ) : (
              <Trans>
                Where a node cannot count wallets by balance, the rows are counted from its list of
                the richest wallets, read up to the first {wallets}.
              </Trans>
            )}{" "}
            <Trans>
              A balance is what the wallet can spend now: tokens locked in a time lock are not in
              it.
            </Trans>
          </p>
        </details>
      </StatsSection>
    </div>
  );
}
