import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import type { Bridgechain } from "@/shared/api/endpoints/magistrate";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { fullValueProps } from "@/shared/display/full-value-copy";
import { paths } from "@/shared/routing/paths";
import { truncateMiddle } from "@/shared/format/truncate";
import { useNetwork } from "@/shared/network/useNetwork";
import type { DataTableColumn } from "@/shared/ui/DataTable";
import { MagistrateName } from "./BusinessesTable";
import { ChainLink } from "./ChainLink";

/** Sortable column ids of the bridgechains table (default: name asc). */
export const BRIDGECHAIN_SORT_IDS = ["name", "creator"] as const;

/** The creator's public key (truncated, full in the title) linking to its wallet. */
function CreatorLink({ chain }: { chain: Bridgechain }) {
  const { t } = useLingui();
  const { addressPrefix } = useNetwork();
  let address = chain.address;
  if (!address && /^0[23][0-9a-f]{64}$/i.test(chain.publicKey)) {
    try {
      address = addressFromPublicKey(chain.publicKey, addressPrefix);
    } catch {
      address = undefined;
    }
  }
  const target = address ?? chain.publicKey;
  if (!target) return <span className="text-muted">-</span>;
  // the accessible name starts with the visible text (Label in Name) and goes on with the full key
  const publicKey = chain.publicKey;
  const shownKey = truncateMiddle(publicKey, 13);
  return (
    <Link
      to={paths.wallet(target)}
      title={chain.publicKey}
      aria-label={t`${shownKey}, wallet of public key ${publicKey}`}
      className="font-mono whitespace-nowrap text-accent underline-offset-2 hover:underline"
      {...fullValueProps(publicKey)}
    >
      {shownKey}
    </Link>
  );
}

/**
 * The columns of the bridgechains list: name (linking the bridgechain's page), creator (public key → wallet link), first seed node
 * (text), repository link (guarded by the list's link disclaimer, see ChainLink). Sorting by
 * name or creator is handed to the parent.
 */
export const BRIDGECHAIN_COLUMNS: DataTableColumn<Bridgechain>[] = [
  {
    id: "name",
    header: msg`Name`,
    cell: (c) => (
      <MagistrateName
        name={c.name}
        isResigned={c.isResigned}
        subject="bridgechain"
        to={paths.bridgechain(c.id)}
      />
    ),
    enableSorting: true,
  },
  {
    id: "creator",
    header: msg`Creator`,
    cell: (c) => <CreatorLink chain={c} />,
    enableSorting: true,
  },
  {
    id: "seedNode",
    header: msg`First seed node`,
    cell: (c) =>
      c.seedNodes[0] ? (
        <span className="font-mono break-all">{c.seedNodes[0]}</span>
      ) : (
        <span className="text-muted">-</span>
      ),
  },
  {
    id: "repository",
    header: msg`Repository`,
    cell: (c) => <ChainLink url={c.bridgechainRepository} />,
  },
];
