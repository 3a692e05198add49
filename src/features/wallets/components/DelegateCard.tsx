import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { Wallet } from "@/shared/api/schemas";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber, formatPercent } from "@/shared/format/number";
import { Badge } from "@/shared/ui/Badge";
import { Card } from "@/shared/ui/Card";
import { DetailList } from "@/shared/ui/DetailList";
import { Spinner } from "@/shared/ui/Spinner";
import { voterCountQuery, walletDelegateQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/**
 * The delegate section of a delegate's wallet (issue 5): username, rank, resigned badge, votes,
 * approval, produced blocks, forged total, and links to its blocks and voters with the voter
 * count (§7 "Voter count": voters holding more than 0.1 token, §9).
 */
export function DelegateCard({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useLingui();
  const delegate = useQuery(walletDelegateQuery(wallet.address));
  // rank, votes and produced blocks follow the chain: re-asked on every new block
  useRefetchOnHeight(delegate.refetch);
  const voters = useQuery({ ...voterCountQuery(wallet.publicKey ?? ""), enabled: Boolean(wallet.publicKey) });
  const d = delegate.data;
  const base = `/wallets/${encodeURIComponent(wallet.address)}`;
  const username = d?.username ?? wallet.username ?? "";
  const resigned = d?.isResigned ?? wallet.isResigned;
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
      {!d && delegate.isPending ? (
        <Spinner />
      ) : (
        <DetailList
          items={[
            { id: "username", label: t`Username`, value: username },
            { id: "rank", label: t`Rank`, value: d?.rank !== undefined ? formatNumber(d.rank, i18n.locale) : "-" },
            { id: "votes", label: t`Votes`, value: d ? <TokenAmount arktoshi={d.votes} maxDecimals={2} /> : "-" },
            { id: "approval", label: t`Approval`, value: d ? formatPercent(d.production.approval, 2, i18n.locale) : "-" },
            {
              id: "produced",
              label: t`Produced blocks`,
              value: (
                <Link to={`${base}/blocks/1`}>
                  {d ? formatNumber(d.blocks.produced, i18n.locale) : "-"}
                  <span className="sr-only"> {t`blocks forged by ${username}`}</span>
                </Link>
              ),
            },
            { id: "forged", label: t`Forged total`, value: d ? <TokenAmount arktoshi={d.forged.total} /> : "-" },
            {
              id: "voters",
              label: t`Voters`,
              value: (
                <Link to={`${base}/voters/1`} data-testid="voter-count">
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
