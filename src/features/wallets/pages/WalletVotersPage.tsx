import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { formatNumber } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isWalletId } from "@/shared/routing/params";
import { NotFound } from "@/shared/ui/NotFound";
import { PagedResult } from "@/shared/ui/PagedResult";
import { usePagedList } from "@/shared/ui/usePagedList";
import { VotersCsvExport } from "@/features/votes/components/VotersCsvExport";
import { voterCountQuery } from "../api/wallet-queries";
import { useWalletVotersPageQueries } from "../hooks/usePageQueries";
import { WalletPageHeading } from "../components/WalletPageHeading";
import { WalletsTable } from "../components/WalletsTable";
import {
  VoteWeight,
  VOTING_SINCE_COLUMN,
  VotingSinceProvider,
} from "@/features/votes/components/VoterFacts";

/** The voters table's own column: since when each voter votes for the delegate. */
const VOTER_COLUMNS = [VOTING_SINCE_COLUMN];

/**
 * /wallets/{address}/voters/{page}: the voters of a delegate (GET delegates/{id}/voters). The
 * delegate is named once, in the heading, with the count of its voters (the list's total, "about"
 * when the node estimates it) and of those holding more than 0.1 token, its vote weight and that
 * weight's share of the active delegates' votes; every row votes for it, so the table has no
 * voted-delegate column, and says since when each voter votes for it.
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Voters`);
  const address = useParams().address ?? "";
  const valid = isWalletId(address);
  const queries = useWalletVotersPageQueries();
  const delegate = useQuery(queries.delegate);
  const list = usePagedList({
    list: queries.list,
    path: (page) => paths.walletVoters(address, page),
  });
  const count = useQuery({
    ...voterCountQuery(delegate.data?.publicKey ?? ""),
    enabled: Boolean(delegate.data),
  });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid) return <NotFound dataType={t`delegate`} dataId={address} reason="not-a-wallet-id" />;
  if (isNotFound(delegate.error) || isNotFound(list.query.error))
    return <NotFound dataType={t`delegate`} dataId={address} />;
  const page = list.page;
  const username = delegate.data?.username ?? "";
  const meta = list.query.data?.meta;
  const total = meta?.totalCount;
  const intro =
    total !== undefined || count.data !== undefined || delegate.data ? (
      <p className="mt-2 mb-0 flex flex-wrap gap-x-3 text-sm text-muted">
        {total !== undefined ? (
          <strong className="text-text" data-testid="voters-total">
            {meta?.totalCountIsEstimate
              ? plural(total, { one: "about # voter", other: "about # voters" })
              : plural(total, { one: "# voter", other: "# voters" })}
          </strong>
        ) : null}
        {count.data !== undefined ? (
          <span>
            {t`Voters holding more than 0.1 token:`}{" "}
            <strong className="text-text" data-testid="voter-count">
              {formatNumber(count.data, i18n.locale)}
            </strong>
          </span>
        ) : null}
        <VoteWeight delegate={delegate.data} />
      </p>
    ) : null;
  return (
    <>
      <WalletPageHeading address={delegate.data?.address ?? address} intro={intro}>
        <VotersOf username={username} />
      </WalletPageHeading>
      {delegate.data ? (
        <div className="mb-3 flex justify-end">
          <VotersCsvExport address={delegate.data.address} />
        </div>
      ) : null}
      <VotingSinceProvider
        delegate={delegate.data}
        voters={list.query.isPlaceholderData ? undefined : list.query.data?.data}
      >
        <PagedResult {...list.paged}>
          {(rows, isFetching) => (
            <WalletsTable
              wallets={rows}
              caption={t`Voters of ${username}, page ${page}`}
              extraColumns={VOTER_COLUMNS}
              isFetching={isFetching}
            />
          )}
        </PagedResult>
      </VotingSinceProvider>
    </>
  );
}

/**
 * The heading's text "Voters of {username}": the on-chain username goes into <Trans> as an element, as
 * Lingui parses `<0>…</0>` tags in string values.
 */
function VotersOf({ username: name }: { username: string }) {
  const username = <>{name}</>;
  return <Trans>Voters of {username}</Trans>;
}
