import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import { BlocksTable } from "@/features/blocks/components/BlocksTable";
import { ErrorState } from "@/shared/ui/ErrorState";
import { latestBlocksQuery, useLatestBlocksFollowHead } from "../latest";

/**
 * The home page's "Latest blocks" (GET blocks with limit, the summary cards' entry too), following
 * the chain head (see useLatestBlocksFollowHead); `compact`: a narrow list beside the transactions (see BlocksTable).
 */
export function LatestBlocks({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const query = useQuery(latestBlocksQuery());
  useLatestBlocksFollowHead(() => query.refetch({ cancelRefetch: false }));
  return (
    <>
      <div className="mb-3 flex justify-end">
        <Link to={paths.blocks()} className="text-sm text-accent">
          <Trans>See all blocks</Trans>
        </Link>
      </div>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BlocksTable
          caption={t`Latest blocks`}
          blocks={query.data?.data ?? null}
          isFetching={query.isPlaceholderData}
          compact={compact}
        />
      )}
    </>
  );
}
