import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Wallet } from "@/shared/api/schemas";
import {
  ENTITY_TYPES,
  walletMagistrate,
  type WalletBridgechain,
  type WalletBusiness,
  type WalletEntity,
} from "@/shared/api/wallet-attributes";
import { Badge } from "@/shared/ui/Badge";
import { Card } from "@/shared/ui/Card";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ExternalLink } from "@/shared/ui/ExternalLink";
import { useExternalLinkGuard } from "@/shared/ui/LinkDisclaimer";
import { MagistrateName } from "@/features/magistrate/components/BusinessesTable";

const ENTITY_TYPE_NAMES: Record<number, MessageDescriptor> = {
  [ENTITY_TYPES.business]: msg({ message: "Business", context: "entity type" }),
  [ENTITY_TYPES.product]: msg({ message: "Product", context: "entity type" }),
  [ENTITY_TYPES.plugin]: msg({ message: "Plugin", context: "entity type" }),
  [ENTITY_TYPES.module]: msg({ message: "Module", context: "entity type" }),
  [ENTITY_TYPES.delegate]: msg({ message: "Delegate", context: "entity type" }),
};

/** An untrusted URL as a guarded external link (http(s) only, disclaimer first), "-" when absent. */
function useLinkRenderer(): { link: (url: string | undefined) => ReactNode; dialog: ReactNode } {
  const guard = useExternalLinkGuard();
  return {
    link: (url) =>
      url ? (
        <ExternalLink
          href={url}
          requireDisclaimer
          disclaimerAccepted={guard.accepted}
          onNeedsDisclaimer={guard.request}
          className="text-accent hover:underline"
        />
      ) : (
        <span className="text-muted">-</span>
      ),
    dialog: guard.dialog,
  };
}

function BridgechainFacts({
  chain,
  link,
}: {
  chain: WalletBridgechain;
  link: (url: string | undefined) => ReactNode;
}) {
  const { t } = useLingui();
  const ports = Object.entries(chain.ports);
  const items: DetailItem[] = [
    {
      id: "genesis",
      label: t`Genesis hash`,
      value: <span className="font-mono text-sm break-all">{chain.genesisHash}</span>,
    },
    {
      id: "seeds",
      label: t`Seed nodes`,
      value: chain.seedNodes.length ? (
        <span className="break-all">{chain.seedNodes.join(", ")}</span>
      ) : (
        "-"
      ),
    },
  ];
  if (ports.length) {
    items.push({
      id: "ports",
      label: t`Ports`,
      value: (
        <span className="break-all">
          {ports.map(([name, port]) => `${name}: ${port}`).join(", ")}
        </span>
      ),
    });
  }
  items.push({ id: "repository", label: t`Repository`, value: link(chain.repository) });
  if (chain.assetRepository)
    items.push({ id: "assets", label: t`Asset repository`, value: link(chain.assetRepository) });
  if (chain.website) items.push({ id: "website", label: t`Website`, value: link(chain.website) });
  return (
    <li className="border-t border-border pt-2">
      <h4 className="m-0 text-sm font-semibold">
        <MagistrateName name={chain.name} isResigned={chain.isResigned} subject="bridgechain" />
      </h4>
      <DetailList items={items} />
    </li>
  );
}

function BusinessSection({ business }: { business: WalletBusiness }) {
  const { t } = useLingui();
  const { link, dialog } = useLinkRenderer();
  const items: DetailItem[] = [
    {
      id: "name",
      label: t`Name`,
      value: <MagistrateName name={business.name} isResigned={business.isResigned} />,
    },
    { id: "website", label: t`Website`, value: link(business.website) },
  ];
  if (business.vat)
    items.push({
      id: "vat",
      label: t`VAT`,
      value: <span className="break-all">{business.vat}</span>,
    });
  if (business.repository)
    items.push({ id: "repository", label: t`Repository`, value: link(business.repository) });
  return (
    <Card className="mt-4" title={<Trans>Business</Trans>}>
      <DetailList items={items} />
      {business.bridgechains.length ? (
        <>
          <h3 className="mt-4 mb-1 text-base font-semibold">
            <Trans>Bridgechains</Trans>
          </h3>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {business.bridgechains.map((chain) => (
              <BridgechainFacts key={chain.genesisHash} chain={chain} link={link} />
            ))}
          </ul>
        </>
      ) : null}
      {dialog}
    </Card>
  );
}

function EntitiesSection({ entities }: { entities: WalletEntity[] }) {
  const { t, i18n } = useLingui();
  return (
    <Card className="mt-4" title={<Trans>Entities</Trans>}>
      <ul className="m-0 flex list-none flex-col divide-y divide-border p-0">
        {entities.map((entity) => {
          const typeName = ENTITY_TYPE_NAMES[entity.type];
          return (
            <li key={entity.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="max-w-[20rem] truncate font-medium" title={entity.name}>
                {entity.name || "-"}
              </span>
              <Badge>{typeName ? i18n._(typeName) : t`Type ${entity.type}`}</Badge>
              {entity.isResigned ? (
                <Badge tone="warning">{t({ message: "Resigned", context: "entity status" })}</Badge>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * The magistrate facts of a wallet, from its own answer (GET wallets/{id}): the business it
 * registered (name, website, VAT, repository, resigned) with its bridgechains (name, genesis hash,
 * seed nodes, ports, repository, website, resigned), and the 3.x entities it registered (name,
 * type, resigned). URLs open only through the link disclaimer; all text is rendered as text.
 * Renders nothing for a wallet without any.
 */
export function WalletMagistrateCard({ wallet }: { wallet: Wallet }) {
  const { business, entities } = walletMagistrate(wallet.attributes);
  return (
    <>
      {business ? <BusinessSection business={business} /> : null}
      {entities.length ? <EntitiesSection entities={entities} /> : null}
    </>
  );
}
