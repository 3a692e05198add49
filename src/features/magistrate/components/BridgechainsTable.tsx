import { useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Bridgechain } from "@/shared/api/endpoints/magistrate";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { paths } from "@/shared/display/links";
import { truncateMiddle } from "@/shared/format/truncate";
import { useNetwork } from "@/shared/network/useNetwork";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { ExternalLink } from "@/shared/ui/ExternalLink";
import { useExternalLinkGuard } from "@/shared/ui/LinkDisclaimer";
import { MagistrateName } from "./BusinessesTable";

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
  return (
    <Link
      to={paths.wallet(target)}
      title={chain.publicKey}
      aria-label={t`Wallet of public key ${chain.publicKey}`}
      className="font-mono text-accent underline-offset-2 hover:underline"
    >
      {truncateMiddle(chain.publicKey, 13)}
    </Link>
  );
}

/**
 * The bridgechains table: name, creator (public key → wallet link), first seed node (text),
 * optional repository link (behind the link disclaimer, new tab, http(s) only). `null` = loading.
 */
export function BridgechainsTable({
  bridgechains,
  caption,
  sorting,
  onSortingChange,
  isFetching,
}: {
  bridgechains: Bridgechain[] | null;
  caption: string;
  sorting?: DataTableSort;
  onSortingChange?: (s: DataTableSort) => void;
  isFetching?: boolean;
}) {
  const { t } = useLingui();
  const guard = useExternalLinkGuard();
  const link = (url: string | undefined): ReactNode =>
    url ? (
      <ExternalLink href={url} requireDisclaimer disclaimerAccepted={guard.accepted} onNeedsDisclaimer={guard.request} className="text-accent hover:underline" />
    ) : (
      <span className="text-muted">-</span>
    );
  const seed = (c: Bridgechain) =>
    c.seedNodes[0] ? <span className="font-mono break-all">{c.seedNodes[0]}</span> : <span className="text-muted">-</span>;
  const sortable = Boolean(onSortingChange);
  const columns = useMemo<DataTableColumn<Bridgechain>[]>(
    () => [
      { id: "name", header: t`Name`, cell: (c) => <MagistrateName name={c.name} isResigned={c.isResigned} subject="bridgechain" />, enableSorting: sortable },
      { id: "creator", header: t`Creator`, cell: (c) => <CreatorLink chain={c} />, enableSorting: sortable },
      { id: "seedNode", header: t`First seed node`, cell: seed },
      { id: "repository", header: t`Repository`, cell: (c) => link(c.bridgechainRepository) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, sortable, guard.accepted],
  );
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={bridgechains}
        getRowId={(c) => c.id}
        sorting={sorting}
        onSortingChange={onSortingChange}
        isFetching={isFetching}
        renderMobileCard={(c) => (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t`Name`}</dt>
            <dd className="min-w-0"><MagistrateName name={c.name} isResigned={c.isResigned} subject="bridgechain" /></dd>
            <dt className="text-muted">{t`Creator`}</dt>
            <dd className="min-w-0"><CreatorLink chain={c} /></dd>
            <dt className="text-muted">{t`First seed node`}</dt>
            <dd className="min-w-0">{seed(c)}</dd>
            <dt className="text-muted">{t`Repository`}</dt>
            <dd className="min-w-0">{link(c.bridgechainRepository)}</dd>
          </dl>
        )}
      />
      {guard.dialog}
    </>
  );
}
