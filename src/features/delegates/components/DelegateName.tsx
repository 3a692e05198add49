import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { fullValueProps } from "@/shared/display/full-value-copy";
import { truncateMiddle } from "@/shared/format/truncate";
import { Badge } from "@/shared/ui/Badge";

/**
 * A delegate's username linking to its wallet page (the delegate's own page), with a "Resigned"
 * badge when resigned. Usernames are on-chain text: rendered as text only. Without a known
 * delegate, the public key (truncated) is shown, unlinked.
 */
export function DelegateName({
  username,
  address,
  publicKey,
  resigned = false,
}: {
  username?: string;
  address?: string;
  publicKey?: string;
  resigned?: boolean;
}) {
  const { t } = useLingui();
  // the accessible name starts with the visible text (Label in Name) and goes on with the address
  const name = address ? (username ?? truncateMiddle(address, 13)) : undefined;
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      {address ? (
        <Link
          to={paths.wallet(address)}
          className="truncate text-accent underline-offset-2 hover:underline"
          title={address}
          aria-label={
            name && name !== address ? t`${name}, wallet ${address}` : t`Wallet ${address}`
          }
          // a shortened address is copied whole
          {...(username || name === address ? {} : fullValueProps(address))}
        >
          {name}
        </Link>
      ) : (
        <span
          className="truncate font-mono"
          title={publicKey}
          {...(publicKey ? fullValueProps(publicKey) : {})}
        >
          {publicKey ? truncateMiddle(publicKey, 13) : "-"}
        </span>
      )}
      {resigned ? (
        <Badge tone="negative">
          <Trans context="delegate status">Resigned</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
