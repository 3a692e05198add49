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
import { BlocksTable } from "@/features/blocks/components/BlocksTable";
import { ForgedBlocksCsvExport } from "@/features/delegates/components/ForgedBlocksCsvExport";
import { useWalletBlocksPageQueries } from "../hooks/usePageQueries";
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
  const queries = useWalletBlocksPageQueries();
  const delegate = useQuery(queries.delegate);
  const list = useSortedPagedList({
    list: queries.list,
    path: (page, search) => paths.walletBlocks(address, page, search),
  });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid) return <NotFound dataType={t`delegate`} dataId={address} reason="not-a-wallet-id" />;
  if (isNotFound(delegate.error) || isNotFound(list.query.error))
    return <NotFound dataType={t`delegate`} dataId={address} />;
  const page = list.page;
  const username = delegate.data?.username ?? "";
  return (
    <>
      <WalletPageHeading address={delegate.data?.address ?? address}>
        <BlocksForgedBy username={username} />
      </WalletPageHeading>
      {delegate.data ? (
        <div className="mb-3 flex justify-end">
          <ForgedBlocksCsvExport
            address={delegate.data.address}
            publicKey={delegate.data.publicKey}
          />
        </div>
      ) : null}
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

/**
 * The heading's text "Blocks forged by {username}": the on-chain username goes into <Trans> as an element, as
 * Lingui parses `<0>…</0>` tags in string values.
 */
function BlocksForgedBy({ username: name }: { username: string }) {
  const username = <>{name}</>;
  return <Trans>Blocks forged by {username}</Trans>;
}
