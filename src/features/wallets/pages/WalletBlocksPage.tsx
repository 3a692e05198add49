import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isWalletId } from "@/shared/routing/params";
import { NotFound } from "@/shared/ui/NotFound";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
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
  const valid = isWalletId(address);
  const delegate = useQuery({ ...walletDelegateQuery(address), enabled: valid });
  const list = useSortedPagedList({
    table: "wallet-blocks",
    defaultSort: BLOCK_DEFAULT_SORT,
    sortIds: BLOCK_SORT_IDS,
    query: (page, limit, sort) => delegateBlocksQuery(address, { page, limit, orderBy: blockOrderOf(sort) }),
    path: (page, search) => paths.walletBlocks(address, page, search),
    enabled: valid,
  });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid || isNotFound(delegate.error) || isNotFound(list.query.error))
    return <NotFound dataType={t`delegate`} dataId={address} />;
  const page = list.page;
  const username = delegate.data?.username ?? "";
  return (
    <>
      <WalletPageHeading address={delegate.data?.address ?? address}>
        <Trans>Blocks forged by {username}</Trans>
      </WalletPageHeading>
      {/* the delegate's own count of forged blocks is exact (public nodes estimate the list's) */}
      <PagedResult {...list.paged} exactTotal={delegate.data?.blocks.produced}>
        {(rows, isFetching) => (
          <BlocksTable
            blocks={rows}
            caption={t`Blocks forged by ${username}, page ${page}`}
            showGenerator={false}
            {...list.sorting}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
