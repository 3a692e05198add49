import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "@/shared/routing/Link";
import { truncateMiddle } from "../format/truncate";
import { fullValueProps } from "./full-value-copy";
import { paths } from "../routing/paths";
import { useDelegateIndex } from "../network/delegate-names";
import { useKnownWallets } from "../network/known-wallets";
import { Icon } from "../ui/Icon";

const linkClass = "text-accent underline-offset-2 hover:underline font-mono";

/**
 * What an id link shows: `children`, the whole id (`truncate` false), or the id shortened in the
 * middle to `truncate` characters on one line that never wraps (at its "…" it could), copied
 * whole (full-value-copy).
 */
function IdText({
  id,
  children,
  truncate,
}: {
  id: string;
  children?: ReactNode;
  truncate: number | false;
}) {
  if (children !== undefined) return <>{children}</>;
  const shown = truncate ? truncateMiddle(id, truncate) : id;
  if (shown === id) return <>{id}</>;
  return (
    <span className="whitespace-nowrap" {...fullValueProps(id)}>
      {shown}
    </span>
  );
}

/** Link to a block page; shows the id truncated in the middle (copied whole) unless children are given. */
export function BlockLink({
  id,
  children,
  truncate = 13,
}: {
  id: string;
  children?: ReactNode;
  truncate?: number | false;
}) {
  return (
    <Link to={paths.block(id)} className={linkClass} title={id}>
      <IdText id={id} truncate={truncate}>
        {children}
      </IdText>
    </Link>
  );
}

/** Link to a transaction page, id truncated in the middle (copied whole) unless children are given. */
export function TransactionLink({
  id,
  children,
  truncate = 13,
}: {
  id: string;
  children?: ReactNode;
  truncate?: number | false;
}) {
  return (
    <Link to={paths.transaction(id)} className={linkClass} title={id}>
      <IdText id={id} truncate={truncate}>
        {children}
      </IdText>
    </Link>
  );
}

/**
 * The wallet link cell: the known-wallet name (with a verified mark) or
 * the delegate username where one exists, else the address truncated in the middle (on one line,
 * copied whole). The full
 * address is in the tooltip and the accessible name, which starts with the visible text
 * ("genesis_1, wallet AJo5…" / "AJo5Ws…eqhQed, wallet AJo5…") so that speech-input users can
 * say what they see (WCAG 2.1 Label in Name) while screen readers still announce the address.
 */
export function WalletLink({
  address,
  truncate = 13,
  showName = true,
  className = "",
}: {
  address: string;
  truncate?: number | false;
  showName?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const known = useKnownWallets();
  const delegates = useDelegateIndex(showName);
  const knownName = showName ? known[address] : undefined;
  const username = showName ? delegates.byAddress.get(address)?.username : undefined;
  const label = knownName ?? username;
  const shown = label ?? (truncate ? truncateMiddle(address, truncate) : address);
  // what is shown unless it is the whole address: it leads the accessible name
  const name = shown === address ? undefined : shown;
  return (
    <Link
      to={paths.wallet(address)}
      className={`${linkClass} ${label ? "font-sans" : ""} inline-flex items-center gap-1 ${className}`}
      title={address}
      aria-label={name ? t`${name}, wallet ${address}` : t`Wallet ${address}`}
    >
      {/* a shortened address is copied whole (full-value-copy) */}
      <span className="truncate" {...(label || shown === address ? {} : fullValueProps(address))}>
        {shown}
      </span>
      {knownName ? <Icon name="verified" className="size-[1em] shrink-0 text-positive" /> : null}
    </Link>
  );
}
