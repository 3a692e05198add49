/**
 * Facts a wallet answer (GET wallets/{id}) carries about its delegate, its business and its
 * entities, normalised for both API generations:
 * - 2.6: `attributes.delegate`, `attributes.business {businessAsset, resigned?, bridgechains?}`,
 *   and the older top-level `username`, `isDelegate`, `isResigned` fields;
 * - 3.x: `attributes.delegate`, `attributes.business` (legacy magistrate registrations below the
 *   AIP-36 height) and `attributes.entities {<registration id>: {type, subType, data, resigned?}}`.
 * Everything here is untrusted on-chain data: read defensively, never assumed to be well-formed.
 */

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const text = (x: unknown): string | undefined =>
  typeof x === "string" && x !== "" ? x : undefined;
const whole = (x: unknown): number | undefined => {
  const n = typeof x === "string" && /^\d+$/.test(x) ? Number(x) : x;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** The delegate facts of a wallet; amounts in arktoshi (digit strings). */
export interface WalletDelegate {
  username: string;
  /** votes received (the delegate's vote balance), arktoshi; absent on nodes that do not say */
  votes?: string;
  /** absent for resigned delegates and on nodes that do not say */
  rank?: number;
  producedBlocks?: number;
  forgedFees?: string;
  forgedRewards?: string;
  /** forged fees + forged rewards, arktoshi (what GET delegates calls `forged.total`) */
  forgedTotal?: string;
  /** the last block the delegate forged (height; id when the node gives it) */
  lastBlock?: { id?: string; height: number };
  isResigned: boolean;
}

/** `attributes.delegate` once its amounts went through the schema's `amount` normalisation. */
export interface DelegateAttribute {
  username?: string;
  voteBalance?: string;
  forgedFees?: string;
  forgedRewards?: string;
  producedBlocks?: number;
  rank?: number | null;
  resigned?: boolean;
  lastBlock?: unknown;
}

function sum(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined && b === undefined) return undefined;
  return (BigInt(a ?? "0") + BigInt(b ?? "0")).toString();
}

/**
 * The wallet's delegate facts from `attributes.delegate` (2.6 and 3.x) or, on nodes that only
 * send them, the top-level `username` / `isResigned` fields; undefined for a wallet that is no
 * delegate. Lets a page show rank, votes and produced blocks when GET delegates/{id} fails.
 */
export function walletDelegate(
  attribute: DelegateAttribute | undefined,
  topLevel: { username?: string | null; isResigned?: boolean },
): WalletDelegate | undefined {
  const username = text(attribute?.username) ?? text(topLevel.username);
  if (!username) return undefined;
  const last = isObj(attribute?.lastBlock) ? attribute.lastBlock : undefined;
  const lastHeight = whole(last?.height);
  return {
    username,
    votes: attribute?.voteBalance,
    rank: typeof attribute?.rank === "number" && attribute.rank > 0 ? attribute.rank : undefined,
    producedBlocks: attribute?.producedBlocks,
    forgedFees: attribute?.forgedFees,
    forgedRewards: attribute?.forgedRewards,
    forgedTotal: sum(attribute?.forgedFees, attribute?.forgedRewards),
    lastBlock: lastHeight === undefined ? undefined : { id: text(last?.id), height: lastHeight },
    isResigned: Boolean(attribute?.resigned ?? topLevel.isResigned),
  };
}

/** A bridgechain registered by a wallet (2.6 magistrate, kept as a wallet attribute). */
export interface WalletBridgechain {
  genesisHash: string;
  name: string;
  seedNodes: string[];
  /** API ports by plugin name, e.g. `{"@arkecosystem/core-api": 4003}` */
  ports: Record<string, number>;
  repository?: string;
  /** repository of the bridgechain's assets (logo, config) */
  assetRepository?: string;
  website?: string;
  isResigned: boolean;
}

/** The business a wallet registered (2.6 magistrate); URLs are untrusted and unchecked here. */
export interface WalletBusiness {
  name: string;
  website?: string;
  vat?: string;
  repository?: string;
  isResigned: boolean;
  bridgechains: WalletBridgechain[];
}

function bridgechain(key: string, entry: unknown): WalletBridgechain | undefined {
  if (!isObj(entry) || !isObj(entry.bridgechainAsset)) return undefined;
  const asset = entry.bridgechainAsset;
  const ports: Record<string, number> = {};
  if (isObj(asset.ports)) {
    for (const [name, port] of Object.entries(asset.ports)) {
      const p = whole(port);
      if (p !== undefined) ports[name] = p;
    }
  }
  return {
    genesisHash: text(asset.genesisHash) ?? key,
    name: typeof asset.name === "string" ? asset.name : "",
    seedNodes: Array.isArray(asset.seedNodes)
      ? asset.seedNodes.filter((s): s is string => typeof s === "string")
      : [],
    ports,
    repository: text(asset.bridgechainRepository),
    assetRepository: text(asset.bridgechainAssetRepository),
    website: text(asset.bridgechainWebsite),
    isResigned: entry.resigned === true,
  };
}

/**
 * `attributes.business` → the wallet's business and its bridgechains (keyed by genesis hash on
 * the node; listed here in the node's order); undefined when the wallet registered none.
 */
function walletBusiness(business: unknown): WalletBusiness | undefined {
  if (!isObj(business) || !isObj(business.businessAsset)) return undefined;
  const asset = business.businessAsset;
  const chains = isObj(business.bridgechains) ? business.bridgechains : {};
  return {
    name: typeof asset.name === "string" ? asset.name : "",
    website: text(asset.website),
    vat: text(asset.vat),
    repository: text(asset.repository),
    isResigned: business.resigned === true,
    bridgechains: Object.entries(chains)
      .map(([key, entry]) => bridgechain(key, entry))
      .filter((c): c is WalletBridgechain => c !== undefined),
  };
}

/** Entity types of the 3.x entity registrations (AIP-36). */
export const ENTITY_TYPES = { business: 0, product: 1, plugin: 2, module: 3, delegate: 4 } as const;

/** An entity a wallet registered (3.x): its registration id, type, sub-type and name. */
export interface WalletEntity {
  /** the registration transaction id */
  id: string;
  type: number;
  subType: number;
  name: string;
  /** IPFS hash of the entity's details, when given */
  ipfsData?: string;
  isResigned: boolean;
}

/** `attributes.entities` → the wallet's entities, in the node's order; [] when none. */
function walletEntities(entities: unknown): WalletEntity[] {
  if (!isObj(entities)) return [];
  const out: WalletEntity[] = [];
  for (const [id, entry] of Object.entries(entities)) {
    if (!isObj(entry)) continue;
    const type = whole(entry.type);
    if (type === undefined) continue;
    const data = isObj(entry.data) ? entry.data : {};
    out.push({
      id,
      type,
      subType: whole(entry.subType) ?? 0,
      name: typeof data.name === "string" ? data.name : "",
      ipfsData: text(data.ipfsData),
      isResigned: entry.resigned === true,
    });
  }
  return out;
}

/**
 * The magistrate facts a wallet answer (GET wallets/{id}) carries in its attributes: the business
 * it registered with its bridgechains (2.6 `attributes.business`) and the entities it registered
 * (3.x `attributes.entities`); undefined / [] when it has none.
 */
export function walletMagistrate(
  attributes: { business?: unknown; entities?: unknown } | undefined,
): {
  business: WalletBusiness | undefined;
  entities: WalletEntity[];
} {
  return {
    business: walletBusiness(attributes?.business),
    entities: walletEntities(attributes?.entities),
  };
}
