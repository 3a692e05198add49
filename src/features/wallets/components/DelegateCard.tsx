import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/shared/routing/Link";
import type { Wallet } from "@/shared/api/schemas";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber, formatPercent, percentOf } from "@/shared/format/number";
import { useNetwork } from "@/shared/network/useNetwork";
import { Badge } from "@/shared/ui/Badge";
import { Card } from "@/shared/ui/Card";
import { DetailList } from "@/shared/ui/DetailList";
import { Spinner } from "@/shared/ui/Spinner";
import { voterCountQuery, walletDelegateQuery, walletQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/**
 * The delegate section of a delegate's wallet: username, rank, resigned badge, votes,
 * approval, produced blocks, forged total, and links to its blocks and voters with the voter
 * count (voters holding more than 0.1 token). The figures are the wallet's own delegate facts
 * (`wallet.delegate`, from GET wallets/{id}; approval = votes / supply) where the wallet answer
 * carries them all, as ARK Core 3's does: no request of their own. Where it does not (2.6-era
 * nodes answer a username only), they come from GET delegates/{id}.
 */
export function DelegateCard({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const own = wallet.delegate;
  const ownComplete = own?.votes !== undefined && own.producedBlocks !== undefined && own.forgedTotal !== undefined;
  const delegate = useQuery({ ...walletDelegateQuery(wallet.address), enabled: !ownComplete });
  // rank, votes and produced blocks follow the chain: re-asked on every new block (the wallet
  // itself where it carries them, its balance then follows too)
  useRefetchOnHeight(() =>
    ownComplete ? queryClient.refetchQueries({ queryKey: walletQuery(wallet.address).queryKey, type: "active" }) : delegate.refetch(),
  );
  const voters = useQuery({ ...voterCountQuery(wallet.publicKey ?? ""), enabled: Boolean(wallet.publicKey) });
  const { supply } = useNetwork();
  const d = ownComplete ? undefined : delegate.data;
  // what the wallet answer says about its delegate stands in when GET delegates/{id} has no answer
  const username = d?.username ?? own?.username ?? wallet.username ?? "";
  const resigned = d?.isResigned ?? own?.isResigned ?? wallet.isResigned;
  const rank = d ? d.rank : own?.rank;
  const votes = d?.votes ?? own?.votes;
  const approval = d ? d.production.approval : own?.votes !== undefined && supply ? percentOf(own.votes, supply) : undefined;
  const produced = d?.blocks.produced ?? own?.producedBlocks;
  const forged = d?.forged.total ?? own?.forgedTotal;
  return (
    <Card
      className="mt-4"
      title={
        <span className="inline-flex flex-wrap items-center gap-2">
          <Trans>Delegate</Trans>
          <span className="font-normal">{username}</span>
          {resigned ? <Badge tone="negative">{t({ message: "Resigned", context: "delegate status" })}</Badge> : null}
        </span>
      }
    >
      {!d && !own && delegate.isPending && !ownComplete ? (
        <Spinner />
      ) : (
        <DetailList
          items={[
            { id: "username", label: t`Username`, value: username },
            { id: "rank", label: t`Rank`, value: rank !== undefined ? formatNumber(rank, i18n.locale) : "-" },
            { id: "votes", label: t`Votes`, value: votes !== undefined ? <TokenAmount arktoshi={votes} maxDecimals={2} /> : "-" },
            { id: "approval", label: t`Approval`, value: approval !== undefined ? formatPercent(approval, 2, i18n.locale) : "-" },
            {
              id: "produced",
              label: t`Produced blocks`,
              value: (
                <Link to={paths.walletBlocks(wallet.address)}>
                  {produced !== undefined ? formatNumber(produced, i18n.locale) : "-"}
                  <span className="sr-only"> {t`blocks forged by ${username}`}</span>
                </Link>
              ),
            },
            { id: "forged", label: t`Forged total`, value: forged !== undefined ? <TokenAmount arktoshi={forged} /> : "-" },
            {
              id: "voters",
              label: t`Voters`,
              value: (
                <Link to={paths.walletVoters(wallet.address)} data-testid="voter-count">
                  {voters.data !== undefined ? formatNumber(voters.data, i18n.locale) : "…"}
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
