import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { CopyButton } from "@/shared/ui/CopyButton";
import { useShownAddress } from "../hooks/useBalanceDecimals";

/**
 * h1 of the wallet sub-pages (voters, blocks) with a link back to the wallet and a button copying
 * its address: the whole address, or on a phone the address shortened in the middle, the link's
 * accessible name then starting with what is shown and ending with the whole address.
 * `children` is the h1's text and `intro` an optional line under the link.
 */
export function WalletPageHeading({
  address,
  children,
  intro,
}: {
  address: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  const { t } = useLingui();
  const shown = useShownAddress(address);
  const name = shown;
  return (
    <div className="mb-4">
      <h1 className="m-0 text-2xl font-semibold">{children}</h1>
      <span className="inline-flex max-w-full items-center gap-1">
        <Link
          to={paths.wallet(address)}
          title={address}
          aria-label={shown === address ? undefined : t`${name}, wallet ${address}`}
          className={`font-mono text-sm ${shown === address ? "break-all" : "whitespace-nowrap"}`}
        >
          {shown}
        </Link>
        <CopyButton text={address} label={t`Copy address`} className="shrink-0" />
      </span>
      {intro}
    </div>
  );
}
