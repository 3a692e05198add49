import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation, useParams } from "react-router-dom";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { MiddleTruncate } from "@/shared/display/MiddleTruncate";
import { WalletWithCopy } from "@/shared/display/WalletWithCopy";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { Card } from "@/shared/ui/Card";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ErrorState } from "@/shared/ui/ErrorState";
import { NotFound } from "@/shared/ui/NotFound";
import { Spinner } from "@/shared/ui/Spinner";
import { everyMagistrateQuery, magistrateHistoryQuery } from "../api/magistrate-queries";
import { MagistrateName } from "../components/BusinessesTable";
import { ChainLink, LinkGuardScope } from "../components/ChainLink";
import { MagistrateGate } from "../components/MagistrateGate";
import { MagistrateTimeline } from "../components/MagistrateTimeline";
import { bridgechainTimeline, businessTimeline, type MagistrateStep } from "../timeline";

/**
 * A business's or bridgechain's facts, then its timeline (`label` names the list): the error
 * state when the creator's history could not be loaded, a spinner while `steps` is undefined.
 */
function FactsAndTimeline({
  items,
  history,
  steps,
  label,
}: {
  items: DetailItem[];
  history: { isError: boolean; error: unknown; refetch: () => unknown };
  steps: MagistrateStep[] | undefined;
  label: string;
}) {
  const { t } = useLingui();
  return (
    <LinkGuardScope>
      <Card>
        <DetailList items={items} />
      </Card>
      <Card className="mt-4" title={t`Timeline`}>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : steps ? (
          <MagistrateTimeline steps={steps} label={label} />
        ) : (
          <Spinner />
        )}
      </Card>
    </LinkGuardScope>
  );
}

/** The business of `id` (its creator address, or `entity:<registration id>`): facts and timeline. */
function Business({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const every = useQuery(everyMagistrateQuery(queryClient));
  const business = every.data?.businesses.find((b) => b.id === id);
  const history = useQuery({
    ...magistrateHistoryQuery(business?.address ?? ""),
    enabled: business !== undefined,
  });
  if (every.isError) return <ErrorState error={every.error} onRetry={() => void every.refetch()} />;
  if (!every.data) return <Spinner />;
  if (!business) return <NotFound dataType={t`business`} dataId={id} />;

  const businessName = business.name;
  const items: DetailItem[] = [
    {
      id: "name",
      label: t`Name`,
      value: (
        <MagistrateName
          name={business.name}
          isResigned={business.isResigned}
          isEntity={business.kind === "entity"}
        />
      ),
    },
    {
      id: "creator",
      label: t`Creator`,
      value: <WalletWithCopy address={business.address} copyLabel={t`Copy creator address`} />,
    },
    {
      id: "status",
      label: t`Status`,
      value: business.isResigned
        ? t({ message: "Resigned", context: "business status" })
        : t({ message: "Active", context: "business status" }),
    },
  ];
  if (business.kind === "business") {
    items.push(
      { id: "website", label: t`Website`, value: <ChainLink url={business.website} /> },
      {
        id: "vat",
        label: t`VAT`,
        value: business.vat ? <span className="break-all">{business.vat}</span> : "-",
      },
      { id: "repository", label: t`Repository`, value: <ChainLink url={business.repository} /> },
    );
  }
  return (
    <FactsAndTimeline
      items={items}
      history={history}
      steps={history.data ? businessTimeline(business, history.data) : undefined}
      label={t`Timeline of business ${businessName}`}
    />
  );
}

/** The creator's address: the one the API gave, else derived from the public key (undefined if neither works). */
function creatorAddress(
  address: string | undefined,
  publicKey: string,
  prefix: number,
): string | undefined {
  if (address) return address;
  if (!/^0[23][0-9a-f]{64}$/i.test(publicKey)) return undefined;
  try {
    return addressFromPublicKey(publicKey, prefix);
  } catch {
    return undefined;
  }
}

/** The bridgechain of `id` (its genesis hash): facts and timeline. */
function Bridgechain({ id }: { id: string }) {
  const { t } = useLingui();
  const { addressPrefix } = useNetwork();
  const queryClient = useQueryClient();
  const every = useQuery(everyMagistrateQuery(queryClient));
  const chain = every.data?.bridgechains.find((c) => c.id === id);
  const creator = chain ? creatorAddress(chain.address, chain.publicKey, addressPrefix) : undefined;
  const history = useQuery({
    ...magistrateHistoryQuery(creator ?? ""),
    enabled: creator !== undefined,
  });
  if (every.isError) return <ErrorState error={every.error} onRetry={() => void every.refetch()} />;
  if (!every.data) return <Spinner />;
  if (!chain) return <NotFound dataType={t`bridgechain`} dataId={id} />;

  const chainName = chain.name;
  const items: DetailItem[] = [
    {
      id: "name",
      label: t`Name`,
      value: (
        <MagistrateName name={chain.name} isResigned={chain.isResigned} subject="bridgechain" />
      ),
    },
    {
      id: "creator",
      label: t`Creator`,
      value: creator ? (
        <WalletWithCopy address={creator} copyLabel={t`Copy creator address`} />
      ) : (
        <span className="break-all font-mono">{chain.publicKey || "-"}</span>
      ),
    },
    {
      id: "status",
      label: t`Status`,
      value: chain.isResigned
        ? t({ message: "Resigned", context: "bridgechain status" })
        : t({ message: "Active", context: "bridgechain status" }),
    },
    {
      id: "genesisHash",
      label: t`Genesis hash`,
      value: chain.genesisHash ? (
        <MiddleTruncate text={chain.genesisHash} className="font-mono" />
      ) : (
        "-"
      ),
    },
    {
      id: "seedNodes",
      label: t`Seed nodes`,
      value: chain.seedNodes.length ? (
        <span className="break-all font-mono">{chain.seedNodes.join(", ")}</span>
      ) : (
        "-"
      ),
    },
    {
      id: "repository",
      label: t`Repository`,
      value: <ChainLink url={chain.bridgechainRepository} />,
    },
    {
      id: "assetRepository",
      label: t`Asset repository`,
      value: <ChainLink url={chain.bridgechainAssetRepository} />,
    },
  ];
  return (
    <FactsAndTimeline
      items={items}
      history={history}
      // no creator address: no history to wait for, the timeline is the registration alone
      steps={
        history.data || creator === undefined
          ? bridgechainTimeline(chain, history.data ?? [])
          : undefined
      }
      label={t`Timeline of bridgechain ${chainName}`}
    />
  );
}

/**
 * One page module for two routes (one chunk, one entry in the app shell's route table):
 * - /business/{id} (id as the businesses list gives it: the creator's address, or
 *   `entity:<registration id>` for a 3.x entity): the business's facts (name, creator, status,
 *   website and repository as http(s)-only links behind the link disclaimer, VAT);
 * - /bridgechain/{id} (id: the genesis hash, as the bridgechains list gives it): the bridgechain's
 *   facts (name, creator, status, genesis hash, seed nodes, repositories);
 * each with its timeline: registration → updates → resignation, each step linking its transaction
 * and showing what it set. Data: every business and bridgechain (2.6 GET businesses and
 * bridgechains, 3.x the magistrate snapshot) and the creator's magistrate transactions. Only on
 * networks running the magistrate transactions (else 404).
 */
export function Component() {
  const { t } = useLingui();
  const isChain = useLocation().pathname.startsWith("/bridgechain/");
  usePageTitle(isChain ? t`Bridgechain` : t`Business`);
  const id = useParams().id ?? "";
  return (
    <MagistrateGate>
      <h1 className="mb-4 text-2xl font-semibold">
        {isChain ? <Trans>Bridgechain</Trans> : <Trans>Business</Trans>}
      </h1>
      {isChain ? <Bridgechain id={id} /> : <Business id={id} />}
    </MagistrateGate>
  );
}
