import { useLingui } from "@lingui/react/macro";
import { useMediaQuery, WIDE_WINDOW_QUERY } from "../hooks/useMediaQuery";
import { truncateMiddle } from "../format/truncate";
import { useDelegateIndex } from "../network/delegate-names";
import { useKnownWallets } from "../network/known-wallets";
import { Link } from "../routing/Link";
import { paths } from "../routing/paths";
import { CopyButton } from "../ui/CopyButton";
import { Icon } from "../ui/Icon";
import { fullValueProps } from "./full-value-copy";

/** Characters of an address shown below 768 px: "AJo5WsP8…x4j4UeqhQed" keeps a name, the address and the copy button on a 375 px line. */
const NARROW_ADDRESS = 17;

/**
 * A party of a transaction or block (sender, recipient, voted delegate, lock recipient, generator…)
 * in full: the known-wallet name (with the verified mark) or delegate username where one exists
 * AND the address, both in one link to the wallet, then a button copying the address (`copyLabel`
 * names it, default "Copy address"). Below 768 px the address is shortened in the middle; the
 * link's accessible name then starts with what is shown and ends with the full address
 * ("genesis_1 ANBkoGqW…S7UWzv9PSo, wallet ANBkoGqWeTSiaEVgVzSKZd3jS7UWzv9PSo"), so speech-input
 * users can say what they see and screen readers still announce the address. The full address is
 * also the link's tooltip.
 */
export function WalletParty({ address, copyLabel }: { address: string; copyLabel?: string }) {
  const { t } = useLingui();
  const known = useKnownWallets();
  const delegates = useDelegateIndex();
  // no matchMedia (tests): the full address
  const wide = useMediaQuery(WIDE_WINDOW_QUERY) ?? true;
  const knownName = known[address];
  const label = knownName ?? delegates.byAddress.get(address)?.username;
  const shown = wide ? address : truncateMiddle(address, NARROW_ADDRESS);
  const name = label ? `${label} ${shown}` : shown;
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1">
      <Link
        to={paths.wallet(address)}
        title={address}
        aria-label={shown === address ? name : t`${name}, wallet ${address}`}
        className="inline-flex min-w-0 flex-wrap items-center gap-x-2 text-accent underline-offset-2 hover:underline"
      >
        {label ? (
          <span className="inline-flex min-w-0 items-center gap-1 font-medium break-all">
            {label}
            {knownName ? (
              <Icon name="verified" className="size-[1em] shrink-0 text-positive" />
            ) : null}
          </span>
        ) : null}
        {/* a real space: the text of the link (its name for tools that read it) is "name address" */}
        {label ? " " : null}
        {/* shortened on a phone: copied whole (full-value-copy) */}
        <span
          className="font-mono text-sm break-all"
          {...(shown === address ? {} : fullValueProps(address))}
        >
          {shown}
        </span>
      </Link>
      <CopyButton text={address} label={copyLabel ?? t`Copy address`} className="shrink-0" />
    </span>
  );
}
