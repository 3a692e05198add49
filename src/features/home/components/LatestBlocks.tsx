import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import { blocksQuery } from "@/features/blocks/api/block-queries";
import { BlocksTable } from "@/features/blocks/components/BlocksTable";
import { ErrorState } from "@/shared/ui/ErrorState";
import { LATEST_LIMIT } from "../latest";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/** The home page's "Latest blocks" (GET blocks with limit), refetched when the height changes. */
export function LatestBlocks() {
  const { t } = useLingui();
  const query = useQuery(blocksQuery({ page: 1, limit: LATEST_LIMIT, orderBy: "height:desc" }));
  useRefetchOnHeight(query.refetch);
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
        <BlocksTable caption={t`Latest blocks`} blocks={query.data?.data ?? null} isFetching={query.isPlaceholderData} />
      )}
    </>
  );
}
