import { useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import type { Business } from "@/shared/api/endpoints/magistrate";
import { WalletLink } from "@/shared/display/links";
import { Badge } from "@/shared/ui/Badge";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/shared/ui/DataTable";
import { ExternalLink } from "@/shared/ui/ExternalLink";
import { useExternalLinkGuard } from "@/shared/ui/LinkDisclaimer";

/** Sortable column ids of the businesses table (default: name asc). */
export const BUSINESS_SORT_IDS = ["name", "creator"] as const;

/** On-chain name as text only, with Resigned / Entity badges. `subject` (default "business") picks
 * the translation context of the Resigned badge: the word agrees in gender with the noun it
 * describes in some languages (Italian "business" m. / "bridgechain" f., Polish "firma" f. /
 * "bridgechain" m.). */
export function MagistrateName({
  name,
  isResigned,
  isEntity,
  subject = "business",
}: {
  name: string;
  isResigned: boolean;
  isEntity?: boolean;
  subject?: "business" | "bridgechain";
}) {
  const { t } = useLingui();
  const resigned =
    subject === "bridgechain"
      ? t({ message: "Resigned", context: "bridgechain status" })
      : t({ message: "Resigned", context: "business status" });
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-1.5">
      <span className="max-w-[20rem] truncate font-medium" title={name}>
        {name || "-"}
      </span>
      {isResigned ? <Badge tone="warning">{resigned}</Badge> : null}
      {isEntity ? <Badge>{t`Entity`}</Badge> : null}
    </span>
  );
}

/**
 * The businesses table: name, creator address (wallet link), website, repository. Links are
 * untrusted chain data, so they are guarded: http(s) only (else text), new tab, rel noopener
 * noreferrer nofollow, and only after the link disclaimer was accepted. Sorting is handed to the
 * parent. `null` = loading.
 */
export function BusinessesTable({
  businesses,
  caption,
  sorting,
  onSortingChange,
  isFetching,
}: {
  businesses: Business[] | null;
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
  const sortable = Boolean(onSortingChange);
  const columns = useMemo<DataTableColumn<Business>[]>(
    () => [
      {
        id: "name",
        header: t`Name`,
        cell: (b) => <MagistrateName name={b.name} isResigned={b.isResigned} isEntity={b.kind === "entity"} />,
        enableSorting: sortable,
      },
      { id: "creator", header: t`Creator`, cell: (b) => <WalletLink address={b.address} />, enableSorting: sortable },
      { id: "website", header: t`Website`, cell: (b) => link(b.website) },
      { id: "repository", header: t`Repository`, cell: (b) => link(b.repository) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, sortable, guard.accepted],
  );
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={businesses}
        getRowId={(b) => b.id}
        sorting={sorting}
        onSortingChange={onSortingChange}
        isFetching={isFetching}
        renderMobileCard={(b) => (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t`Name`}</dt>
            <dd className="min-w-0"><MagistrateName name={b.name} isResigned={b.isResigned} isEntity={b.kind === "entity"} /></dd>
            <dt className="text-muted">{t`Creator`}</dt>
            <dd className="min-w-0"><WalletLink address={b.address} /></dd>
            <dt className="text-muted">{t`Website`}</dt>
            <dd className="min-w-0">{link(b.website)}</dd>
            <dt className="text-muted">{t`Repository`}</dt>
            <dd className="min-w-0">{link(b.repository)}</dd>
          </dl>
        )}
      />
      {guard.dialog}
    </>
  );
}
