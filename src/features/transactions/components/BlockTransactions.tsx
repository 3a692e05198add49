import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import type { Block, Transaction } from "@/shared/api/schemas";
import { formatNumber } from "@/shared/format/number";
import { usePreferences } from "@/shared/preferences/store";
import { Card } from "@/shared/ui/Card";
import { ErrorState } from "@/shared/ui/ErrorState";
import type { blockTransactionsQuery } from "../api/transaction-queries";
import { TransactionsTable } from "./TransactionsTable";

/**
 * 3.x block-transaction items carry no timestamp (FINDINGS): every transaction of a block has the
 * block's timestamp, so it is filled in from the block.
 */
export function withBlockTimestamp(
  transactions: Transaction[],
  block: Pick<Block, "timestamp"> | undefined,
): Transaction[] {
  if (!block) return transactions;
  return transactions.map((tx) => (tx.timestamp ? tx : { ...tx, timestamp: block.timestamp }));
}

/**
 * The first page of a block's transactions, shown under the block details, with a link to the
 * paged list when there are more: `query` is the block page's (GET blocks/{id}/transactions, rows
 * per page from the preferences; see blockPageQueries). Renders nothing for a block without
 * transactions.
 */
export function BlockTransactions({
  block,
  query: options,
}: {
  block: Block;
  query: ReturnType<typeof blockTransactionsQuery>;
}) {
  const { t, i18n } = useLingui();
  const limit = usePreferences((s) => s.rowsPerPage);
  const query = useQuery(options);
  if (block.transactions === 0) return null;
  const total = query.data?.meta.totalCount ?? block.transactions;
  return (
    <Card
      className="mt-4"
      title={<Trans>Transactions</Trans>}
      actions={
        total > limit ? (
          <Link to={paths.blockTransactions(block.id)} className="text-sm text-accent">
            <Plural value={total} one="See the # transaction" other="See all # transactions" />
          </Link>
        ) : null
      }
    >
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TransactionsTable
          caption={t`Transactions of block ${formatNumber(block.height, i18n.locale)}`}
          transactions={query.data ? withBlockTimestamp(query.data.data, block) : null}
          isFetching={query.isPlaceholderData}
        />
      )}
    </Card>
  );
}
