import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isWalletId, usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { NotFound } from "@/shared/ui/NotFound";
import { PagedResult } from "@/shared/ui/PagedResult";
import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { BlocksTable } from "@/features/blocks/components/BlocksTable";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "@/features/blocks/blocks-sort";
import { walletDelegateQuery } from "../api/wallet-queries";
import { WalletPageHeading } from "../components/WalletPageHeading";


/**
 * /wallets/{address}/blocks/{page}: blocks forged by this delegate (GET
 * delegates/{address}/blocks).
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Forged blocks`);
  const address = useParams().address ?? "";
  const page = usePageParam();
  const valid = isWalletId(address);
  const { sort, limit, setSort, setLimit, search } = useTableState("wallet-blocks", BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS);
  const orderBy = blockOrderOf(sort);
  const queryClient = useQueryClient();
  const delegate = useQuery({ ...walletDelegateQuery(address), enabled: valid });
  const blocks = useQuery({ ...delegateBlocksQuery(address, { page: page ?? 1, limit, orderBy }), enabled: valid && page !== null });
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid || isNotFound(delegate.error) || isNotFound(blocks.error)) return <NotFound dataType={t`delegate`} dataId={address} />;
  const username = delegate.data?.username ?? "";
  return (
    <>
      <WalletPageHeading address={delegate.data?.address ?? address}>
        <Trans>Blocks forged by {username}</Trans>
      </WalletPageHeading>
      <PagedResult
        query={blocks}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => paths.walletBlocks(address, p, search)}
        fetchPage={(p) => queryClient.fetchQuery(delegateBlocksQuery(address, { page: p, limit, orderBy }))}
        // the delegate's own count of forged blocks is exact (public nodes estimate the list's)
        exactTotal={delegate.data?.blocks.produced}
      >
        {(rows, isFetching) => (
          <BlocksTable
            blocks={rows}
            caption={t`Blocks forged by ${username}, page ${page}`}
            showGenerator={false}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
