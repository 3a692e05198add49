import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { paths } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/shared/routing/Link";
import type { Wallet } from "@/shared/api/schemas";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber, formatPercent, percentOf } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { Badge } from "@/shared/ui/Badge";
import { Card } from "@/shared/ui/Card";
import { DetailList } from "@/shared/ui/DetailList";
import { Pending } from "@/shared/ui/Pending";
import { Spinner } from "@/shared/ui/Spinner";
import { TermLabel } from "@/shared/glossary/TermHint";
import { voterCountQuery, walletDelegateQuery, walletQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/**
 * The delegate section of a delegate's wallet: username, rank, resigned badge, votes,
 * approval, produced blocks, forged total, and links to its blocks and voters with the voter
 * count (voters holding more than 0.1 token). The figures are the wallet's own delegate facts
 * (`wallet.delegate`, from GET wallets/{id}; approval = votes / supply) where the wallet answer
 * carries them all, as ARK Core 3's does: no request of their own. Where it does not (2.6-era
 * nodes answer a username only), they come from the first delegates the app loads at start-up
 * when the delegate is among them, else from GET delegates/{id}.
 */
export function DelegateCard({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const own = wallet.delegate;
  const ownComplete =
    own?.votes !== undefined && own.producedBlocks !== undefined && own.forgedTotal !== undefined;
  // where the wallet answer lacks them (ARK Core 2.6.0 answers a username only), the app's first
  // delegates (GET delegates?limit=100, asked at start-up) carry the same record as GET
  // delegates/{id}: a delegate among them costs a first visit no request of its own (the query
  // waits for that list); the refetch on every block below then asks GET delegates/{id}
  const index = useDelegateIndex();
  const listed = ownComplete ? undefined : index.byAddress.get(wallet.address);
  const delegate = useQuery({
    ...walletDelegateQuery(wallet.address),
    enabled: !ownComplete && !listed && !index.isLoading,
  });
  // rank, votes and produced blocks follow the chain: re-asked on every new block (the wallet
  // itself where it carries them, its balance then follows too)
  useRefetchOnHeight(() =>
    ownComplete
      ? queryClient.refetchQueries({
          queryKey: walletQuery(wallet.address).queryKey,
          type: "active",
        })
      : delegate.refetch(),
  );
  const voters = useQuery({
    ...voterCountQuery(wallet.publicKey ?? ""),
    enabled: Boolean(wallet.publicKey),
  });
  const { supply } = useNetwork();
  const d = ownComplete ? undefined : (delegate.data ?? listed);
  // what the wallet answer says about its delegate stands in when GET delegates/{id} has no answer
  const username = d?.username ?? own?.username ?? wallet.username ?? "";
  const resigned = d?.isResigned ?? own?.isResigned ?? wallet.isResigned;
  const rank = d ? d.rank : own?.rank;
  const votes = d?.votes ?? own?.votes;
  const approval = d
    ? d.production.approval
    : own?.votes !== undefined && supply
      ? percentOf(own.votes, supply)
      : undefined;
  const produced = d?.blocks.produced ?? own?.producedBlocks;
  const forged = d?.forged.total ?? own?.forgedTotal;
  // a fact the wallet answer lacks is unknown while GET delegates/{id} (or the app's first
  // delegates) is on its way: a placeholder then, never "-"; "Unavailable" when that failed
  const asking = !ownComplete && !d && delegate.isPending;
  const failed = !ownComplete && !d && delegate.isError;
  const unknown = (shown: ReactNode) =>
    asking ? <Pending /> : failed ? <span className="text-muted">{t`Unavailable`}</span> : shown;
  return (
    <Card
      className="mt-4"
      title={
        <span className="inline-flex flex-wrap items-center gap-2">
          <Trans>Delegate</Trans>
          <span className="font-normal">{username}</span>
          {resigned ? (
            <Badge tone="negative">{t({ message: "Resigned", context: "delegate status" })}</Badge>
          ) : null}
        </span>
      }
    >
      {!d && !own && delegate.isPending && !ownComplete ? (
        <Spinner />
      ) : (
        <DetailList
          items={[
            { id: "username", label: t`Username`, value: username },
            {
              id: "rank",
              label: <TermLabel term="rank">{t`Rank`}</TermLabel>,
              value: rank !== undefined ? formatNumber(rank, i18n.locale) : unknown("-"),
            },
            {
              id: "votes",
              label: <TermLabel term="votes">{t`Votes`}</TermLabel>,
              value:
                votes !== undefined ? (
                  <TokenAmount arktoshi={votes} maxDecimals={2} />
                ) : (
                  unknown("-")
                ),
            },
            {
              id: "approval",
              label: <TermLabel term="approval">{t`Approval`}</TermLabel>,
              value:
                approval !== undefined ? (
                  formatPercent(approval, 2, i18n.locale)
                ) : own?.votes !== undefined && !supply ? (
                  <Pending />
                ) : (
                  unknown("-")
                ),
            },
            {
              id: "produced",
              label: t`Produced blocks`,
              value: (
                <Link to={paths.walletBlocks(wallet.address)}>
                  {produced !== undefined ? formatNumber(produced, i18n.locale) : unknown("-")}
                  <span className="sr-only"> {t`blocks forged by ${username}`}</span>
                </Link>
              ),
            },
            {
              id: "forged",
              label: <TermLabel term="forgedTotal">{t`Forged total`}</TermLabel>,
              value: forged !== undefined ? <TokenAmount arktoshi={forged} /> : unknown("-"),
            },
            {
              id: "voters",
              label: <TermLabel term="voter">{t`Voters`}</TermLabel>,
              value: (
                <Link to={paths.walletVoters(wallet.address)} data-testid="voter-count">
                  {voters.data !== undefined ? (
                    formatNumber(voters.data, i18n.locale)
                  ) : voters.isError ? (
                    <span className="text-muted">{t`Unavailable`}</span>
                  ) : (
                    <Pending />
                  )}
                  <span className="sr-only"> {t`voters of ${username}`}</span>
                </Link>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
