import type { ReactNode } from "react";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";

/** h1 of the wallet sub-pages (voters, blocks) with a link back to the wallet. */
export function WalletPageHeading({ address, children }: { address: string; children: ReactNode }) {
  return (
    <div className="mb-4">
      <h1 className="m-0 text-2xl font-semibold">{children}</h1>
      <Link to={paths.wallet(address)} className="break-all font-mono text-sm">
        {address}
      </Link>
    </div>
  );
}
