import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Wallet } from "@/shared/api/schemas";
import { walletLockedBalance } from "@/shared/api/wallet-locked-balance";
import { useAddressOf } from "@/shared/crypto/useAddressOf";
import { WalletLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { useNetwork } from "@/shared/network/useNetwork";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { Badge } from "@/shared/ui/Badge";
import { Card } from "@/shared/ui/Card";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { Icon } from "@/shared/ui/Icon";
import { useFiat } from "@/features/pricing/hooks/fiat-context";
import { TermLabel } from "@/shared/glossary/TermHint";
import { useBalanceDecimals } from "../hooks/useBalanceDecimals";
import { AddressQrButton } from "./AddressQrButton";
import { IdentifierText } from "./IdentifierText";

/** A multi-signature participant: its address (derived in the browser) above its public key. */
function Participant({ publicKey, prefix }: { publicKey: string; prefix: number }) {
  const address = useAddressOf(publicKey, prefix);
  return (
    <li className="min-w-0">
      {address ? <WalletLink address={address} truncate={false} /> : null}
      <span className="block break-all font-mono text-xs text-muted">{publicKey}</span>
    </li>
  );
}

/**
 * The wallet's facts while its answer (GET wallets/{id}) is on the way: the address, which the URL
 * already gives, and a placeholder balance, so a wallet opened from a list shows at once.
 */
export function WalletSummaryPending({ address }: { address: string }) {
  const { t } = useLingui();
  const items: DetailItem[] = [
    {
      id: "address",
      label: t`Address`,
      value: (
        <span className="flex flex-wrap items-center gap-1">
          <IdentifierText value={address} testId="wallet-address" />
          <CopyButton text={address} label={t`Copy address to clipboard`} />
        </span>
      ),
    },
    {
      id: "balance",
      label: t`Balance`,
      value: (
        <span className="text-lg font-semibold text-muted">
          <span aria-hidden="true">…</span>
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
        </span>
      ),
    },
  ];
  return (
    <Card>
      <DetailList items={items} />
    </Card>
  );
}

/**
 * The wallet's own facts: address with copy and QR (shortened in the middle on a phone),
 * known-wallet name (verified), public key, balance (2 decimals under 700 px) with its fiat value,
 * the balance held in open HTLC locks when there is one (linked to the wallet's locks tab), nonce, second
 * signature and multi-signature status, and the delegate it votes for.
 */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  const { t } = useLingui();
  const known = useKnownWallets()[wallet.address];
  const delegates = useDelegateIndex();
  const { addressPrefix, htlcEnabled } = useNetwork();
  const fiat = useFiat()(wallet.balance);
  const decimals = useBalanceDecimals();
  const voted = wallet.vote ? delegates.byPublicKey.get(wallet.vote) : undefined;
  const derivedVote = useAddressOf(voted ? undefined : wallet.vote, addressPrefix);
  const votedAddress = voted?.address ?? derivedVote;
  const multi = wallet.multiSignature;

  const items: DetailItem[] = [
    {
      id: "address",
      label: t`Address`,
      value: (
        <span className="flex flex-wrap items-center gap-1">
          <IdentifierText value={wallet.address} testId="wallet-address" />
          <CopyButton text={wallet.address} label={t`Copy address to clipboard`} />
          <AddressQrButton address={wallet.address} />
        </span>
      ),
    },
  ];
  if (known) {
    items.push({
      id: "name",
      label: t`Name`,
      value: (
        <Badge tone="positive" className="gap-1 text-sm">
          <Icon name="verified" />
          {known}
          <span className="sr-only">
            <Trans>(verified)</Trans>
          </span>
        </Badge>
      ),
    });
  }
  if (wallet.publicKey) {
    items.push({
      id: "publicKey",
      label: t`Public key`,
      value: (
        <span className="flex items-center gap-1 text-sm">
          <IdentifierText value={wallet.publicKey} />
          <CopyButton text={wallet.publicKey} label={t`Copy public key to clipboard`} />
        </span>
      ),
    });
  }
  items.push({
    id: "balance",
    label: t`Balance`,
    value: (
      <span className="flex flex-wrap items-baseline gap-2">
        <TokenAmount
          arktoshi={wallet.balance}
          maxDecimals={decimals}
          className="text-lg font-semibold"
        />
        {fiat ? <span className="text-sm text-muted">≈ {fiat}</span> : null}
      </span>
    ),
  });
  const locked = walletLockedBalance(wallet);
  if (locked) {
    items.push({
      id: "lockedBalance",
      label: <TermLabel term="lock">{t`Locked balance`}</TermLabel>,
      value: (
        <span className="flex flex-wrap items-baseline gap-x-2">
          <TokenAmount arktoshi={locked} maxDecimals={decimals} className="font-semibold" />
          {htlcEnabled ? (
            <Link to={paths.walletTransactions(wallet.address, "locks", 1)} className="text-sm">
              <Trans>View locks</Trans>
            </Link>
          ) : null}
        </span>
      ),
    });
  }
  items.push(
    {
      id: "nonce",
      label: <TermLabel term="nonce">{t`Nonce`}</TermLabel>,
      value: wallet.nonce ?? "0",
    },
    {
      id: "secondSignature",
      label: <TermLabel term="secondSignature">{t`Second signature`}</TermLabel>,
      value: wallet.secondPublicKey ? (
        <span className="inline-flex items-center gap-1 text-positive">
          <Icon name="check" />
          <span className="text-text">{t`Registered`}</span>
        </span>
      ) : (
        <span className="text-muted">{t`None`}</span>
      ),
    },
    {
      id: "multiSignature",
      label: <TermLabel term="multiSignature">{t`Multi-signature`}</TermLabel>,
      value: multi ? (
        <span className="inline-flex items-center gap-1 text-positive">
          <Icon name="check" />
          <span className="text-text">{t`${multi.min} of ${plural(multi.publicKeys.length, { one: "# signature", other: "# signatures" })}`}</span>
        </span>
      ) : (
        <span className="text-muted">{t`None`}</span>
      ),
    },
    {
      id: "vote",
      label: <TermLabel term="vote">{t`Voting for`}</TermLabel>,
      value: votedAddress ? (
        <WalletLink address={votedAddress} truncate={false} />
      ) : wallet.vote ? (
        <span className="text-sm">
          <IdentifierText value={wallet.vote} />
        </span>
      ) : (
        <span className="text-muted">{t`Not voting`}</span>
      ),
    },
  );
  return (
    <Card>
      <DetailList items={items} />
    </Card>
  );
}

/**
 * Participants and minimum of a multi-signature wallet (the `min` of `publicKeys` that must sign).
 */
export function MultiSignatureCard({ wallet }: { wallet: Wallet }) {
  const { t } = useLingui();
  const { addressPrefix } = useNetwork();
  const multi = wallet.multiSignature;
  if (!multi) return null;
  const total = multi.publicKeys.length;
  return (
    <Card title={t`Multi-signature`} className="mt-4">
      <p className="mt-0 mb-2 text-sm">
        <Trans>
          Minimum signatures: <strong>{multi.min}</strong> of{" "}
          <Plural value={total} one="# participant" other="# participants" />
        </Trans>
      </p>
      <ol
        className="m-0 flex list-decimal flex-col gap-1 pl-6 text-sm"
        aria-label={t`Participants`}
      >
        {multi.publicKeys.map((key) => (
          <Participant key={key} publicKey={key} prefix={addressPrefix} />
        ))}
      </ol>
    </Card>
  );
}
