import { CopyButton } from "@/shared/ui/CopyButton";
import { WalletLink } from "./links";

/**
 * A wallet with a copy button: the wallet link (its name where known, else the whole address cut
 * with an ellipsis where the line is too narrow; the full address in its title and accessible
 * name: the app shell's link, so a page using this adds almost nothing) and a button copying the
 * address. `copyLabel` names the button ("Copy sender address").
 */
export function WalletWithCopy({ address, copyLabel }: { address: string; copyLabel: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <WalletLink address={address} truncate={false} className="min-w-0 max-w-full" />
      <CopyButton text={address} label={copyLabel} className="shrink-0" />
    </span>
  );
}
