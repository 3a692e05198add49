import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Business } from "@/shared/api/endpoints/magistrate";
import { WalletLink } from "@/shared/display/links";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { Badge } from "@/shared/ui/Badge";
import type { DataTableColumn } from "@/shared/ui/DataTable";
import { ChainLink } from "./ChainLink";

/** Sortable column ids of the businesses table (default: name asc). */
export const BUSINESS_SORT_IDS = ["name", "creator"] as const;

/** On-chain name as text only, with Resigned / Entity badges. `subject` (default "business") picks
 * the translation context of the Resigned badge: the word agrees in gender with the noun it
 * describes in some languages (Italian "business" m. / "bridgechain" f., Polish "firma" f. /
 * "bridgechain" m.). With `to` (an in-app path) the name links there: a list's names open the
 * business's or bridgechain's page. */
export function MagistrateName({
  name,
  isResigned,
  isEntity,
  subject = "business",
  to,
}: {
  name: string;
  isResigned: boolean;
  isEntity?: boolean;
  subject?: "business" | "bridgechain";
  to?: string;
}) {
  const { t } = useLingui();
  const resigned =
    subject === "bridgechain"
      ? t({ message: "Resigned", context: "bridgechain status" })
      : t({ message: "Resigned", context: "business status" });
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-1.5">
      {to ? (
        <Link
          to={to}
          className="max-w-[20rem] truncate font-medium text-accent underline-offset-2 hover:underline"
          title={name}
        >
          {name || "-"}
        </Link>
      ) : (
        <span className="max-w-[20rem] truncate font-medium" title={name}>
          {name || "-"}
        </span>
      )}
      {isResigned ? <Badge tone="warning">{resigned}</Badge> : null}
      {isEntity ? <Badge>{t`Entity`}</Badge> : null}
    </span>
  );
}

/**
 * The columns of the businesses list: name (linking the business's page), creator address (wallet link), website, repository.
 * Links are untrusted chain data, guarded by the list's link disclaimer (see ChainLink).
 * Sorting by name or creator is handed to the parent.
 */
export const BUSINESS_COLUMNS: DataTableColumn<Business>[] = [
  {
    id: "name",
    header: msg`Name`,
    cell: (b) => (
      <MagistrateName
        name={b.name}
        isResigned={b.isResigned}
        isEntity={b.kind === "entity"}
        to={paths.business(b.id)}
      />
    ),
    enableSorting: true,
  },
  {
    id: "creator",
    header: msg`Creator`,
    cell: (b) => <WalletLink address={b.address} />,
    enableSorting: true,
  },
  { id: "website", header: msg`Website`, cell: (b) => <ChainLink url={b.website} /> },
  { id: "repository", header: msg`Repository`, cell: (b) => <ChainLink url={b.repository} /> },
];
