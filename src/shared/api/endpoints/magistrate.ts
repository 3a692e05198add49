import * as v from "valibot";
import { apiServer, request, segment } from "../client";
import { withCapability } from "../capabilities";
import { isApiError } from "../errors";
import {
  looseObject,
  num,
  paged,
  single,
  transactionSchema,
  walletSchema,
  type Page,
  type Transaction,
  type Wallet,
} from "../schemas";

/**
 * Magistrate data (businesses and bridgechains) on both API generations:
 * - 2.6: GET businesses / bridgechains?page&limit (core-magistrate-api).
 * - 3.x: those answer 404. Businesses and bridgechains are rebuilt from the chain: the
 *   magistrate transactions (GET transactions?typeGroup=2&type=0..5) replayed in order
 *   (registration, update, resignation), then overlaid with the authoritative current state of
 *   each registering wallet (GET wallets/{address} → attributes.business {businessAsset,
 *   bridgechains{genesisHash:{bridgechainAsset, resigned?}}, resigned?}), plus the newer entity
 *   registrations of type business (GET entities).
 * Views only see the normalised `Business` / `Bridgechain` below. All text is untrusted.
 */

/** A business: creator wallet, name, website, vat, repository (URLs unchecked: untrusted). */
export interface Business {
  /** stable row key: the creator address, or `entity:<id>` for 3.x entities */
  id: string;
  address: string;
  publicKey?: string;
  name: string;
  website?: string;
  vat?: string;
  repository?: string;
  isResigned: boolean;
  /** "business" = legacy magistrate business; "entity" = 3.x entity registration (type business) */
  kind: "business" | "entity";
}

/** A bridgechain: creator public key, name, seed nodes, genesis hash, repositories. */
export interface Bridgechain {
  /** the genesis hash (also the 3.x bridgechainId) */
  id: string;
  genesisHash: string;
  publicKey: string;
  /** creator address when the API gives it (3.x); else derive it from `publicKey` */
  address?: string;
  name: string;
  seedNodes: string[];
  bridgechainRepository?: string;
  bridgechainAssetRepository?: string;
  isResigned: boolean;
}

/** Table sort of the magistrate lists (default: name asc). */
export interface MagistrateSort {
  id: "name" | "creator";
  desc: boolean;
}

export interface MagistrateSnapshot {
  businesses: Business[];
  bridgechains: Bridgechain[];
}

const optStr = v.nullish(v.string());
const clean = (x: string | null | undefined): string | undefined =>
  typeof x === "string" && x !== "" ? x : undefined;

/* ---------- 2.6 shapes ---------- */

export const legacyBusinessSchema = v.pipe(
  looseObject({
    businessId: v.optional(v.union([v.string(), num])),
    address: v.string(),
    publicKey: optStr,
    name: v.optional(v.string(), ""),
    website: optStr,
    vat: optStr,
    repository: optStr,
    isResigned: v.optional(v.boolean()),
  }),
  v.transform((b): Business => ({
    id: b.address,
    address: b.address,
    publicKey: clean(b.publicKey),
    name: b.name,
    website: clean(b.website),
    vat: clean(b.vat),
    repository: clean(b.repository),
    isResigned: Boolean(b.isResigned),
    kind: "business",
  })),
);

export const legacyBridgechainSchema = v.pipe(
  looseObject({
    bridgechainId: v.optional(v.union([v.string(), num])),
    publicKey: v.string(),
    address: optStr,
    name: v.optional(v.string(), ""),
    seedNodes: v.optional(v.array(v.string()), []),
    genesisHash: v.optional(v.string(), ""),
    bridgechainRepository: optStr,
    bridgechainAssetRepository: optStr,
    isResigned: v.optional(v.boolean()),
  }),
  v.transform((c): Bridgechain => ({
    id: c.genesisHash || String(c.bridgechainId ?? c.name),
    genesisHash: c.genesisHash,
    publicKey: c.publicKey,
    address: clean(c.address),
    name: c.name,
    seedNodes: c.seedNodes,
    bridgechainRepository: clean(c.bridgechainRepository),
    bridgechainAssetRepository: clean(c.bridgechainAssetRepository),
    isResigned: Boolean(c.isResigned),
  })),
);

/* ---------- 3.x sources ---------- */

/** GET entities item (3.x): the entity registration id, owner and type/subType/data. */
export const entitySchema = looseObject({
  id: v.string(),
  address: v.string(),
  publicKey: optStr,
  isResigned: v.optional(v.boolean()),
  type: num,
  subType: v.optional(num),
  data: v.optional(
    looseObject({ name: v.optional(v.string()), ipfsData: v.optional(v.string()) }),
    {},
  ),
});
export type Entity = v.InferOutput<typeof entitySchema>;

/** Entity type "business" of the 3.x entity registrations (AIP-36). */
const ENTITY_TYPE_BUSINESS = 0;

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const s = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : undefined;

function businessFields(asset: Record<string, unknown>): Partial<Business> {
  const out: Partial<Business> = {};
  if (typeof asset.name === "string") out.name = asset.name;
  if (s(asset.website)) out.website = s(asset.website);
  if (s(asset.vat)) out.vat = s(asset.vat);
  if (s(asset.repository)) out.repository = s(asset.repository);
  return out;
}
function bridgechainFields(asset: Record<string, unknown>): Partial<Bridgechain> {
  const out: Partial<Bridgechain> = {};
  if (typeof asset.name === "string") out.name = asset.name;
  const seeds = strings(asset.seedNodes);
  if (seeds) out.seedNodes = seeds;
  if (s(asset.bridgechainRepository)) out.bridgechainRepository = s(asset.bridgechainRepository);
  if (s(asset.bridgechainAssetRepository))
    out.bridgechainAssetRepository = s(asset.bridgechainAssetRepository);
  return out;
}

/** Chain order of transactions: timestamp, then the sender's nonce (same block, same sender). */
export function chainOrder(a: Transaction, b: Transaction): number {
  const ta = a.timestamp?.epoch ?? 0;
  const tb = b.timestamp?.epoch ?? 0;
  if (ta !== tb) return ta - tb;
  try {
    const d = BigInt(a.nonce ?? "0") - BigInt(b.nonce ?? "0");
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  } catch {
    return 0;
  }
}

/**
 * Replays 3.x magistrate transactions (typeGroup 2; type 0 business registration, 1 business
 * resignation, 2 business update, 3 bridgechain registration, 4 bridgechain resignation,
 * 5 bridgechain update) in chain order into businesses (per sender) and bridgechains (per
 * genesis hash / bridgechainId). Pure; other transactions are ignored.
 */
export function replayMagistrate(transactions: readonly Transaction[]): MagistrateSnapshot {
  const businesses = new Map<string, Business>();
  const chains = new Map<string, Bridgechain>();
  const txs = transactions
    .filter((t) => t.typeGroup === 2 && t.type >= 0 && t.type <= 5)
    .sort(chainOrder);
  for (const tx of txs) {
    const asset = isObj(tx.asset) ? tx.asset : {};
    const sender = tx.sender;
    switch (tx.type) {
      case 0: {
        const a = isObj(asset.businessRegistration) ? asset.businessRegistration : {};
        businesses.set(sender, {
          id: sender,
          address: sender,
          publicKey: tx.senderPublicKey,
          name: "",
          isResigned: false,
          kind: "business",
          ...businessFields(a),
        });
        break;
      }
      case 1: {
        const b = businesses.get(sender);
        if (b) b.isResigned = true;
        break;
      }
      case 2: {
        const b = businesses.get(sender);
        const a = isObj(asset.businessUpdate) ? asset.businessUpdate : {};
        if (b) Object.assign(b, businessFields(a));
        break;
      }
      case 3: {
        const a = isObj(asset.bridgechainRegistration) ? asset.bridgechainRegistration : {};
        const hash = s(a.genesisHash) ?? tx.id;
        chains.set(hash, {
          id: hash,
          genesisHash: hash,
          publicKey: tx.senderPublicKey ?? "",
          address: sender,
          name: "",
          seedNodes: [],
          isResigned: false,
          ...bridgechainFields(a),
        });
        break;
      }
      case 4: {
        const a = isObj(asset.bridgechainResignation) ? asset.bridgechainResignation : {};
        const c = chains.get(s(a.bridgechainId) ?? "");
        if (c) c.isResigned = true;
        break;
      }
      case 5: {
        const a = isObj(asset.bridgechainUpdate) ? asset.bridgechainUpdate : {};
        const c = chains.get(s(a.bridgechainId) ?? "");
        if (c) Object.assign(c, bridgechainFields(a));
        break;
      }
    }
  }
  return { businesses: [...businesses.values()], bridgechains: [...chains.values()] };
}

/**
 * Overlays the current state kept in 3.x wallet attributes (`attributes.business`) on a replayed
 * snapshot: the wallet is the authority for names, URLs, seed nodes and resignations.
 */
function applyWalletAttributes(
  snapshot: MagistrateSnapshot,
  wallets: readonly Wallet[],
): MagistrateSnapshot {
  const businesses = new Map(snapshot.businesses.map((b) => [b.address, { ...b }]));
  const chains = new Map(snapshot.bridgechains.map((c) => [c.genesisHash, { ...c }]));
  for (const w of wallets) {
    const biz = w.attributes?.business;
    if (!isObj(biz)) continue;
    const asset = isObj(biz.businessAsset) ? biz.businessAsset : undefined;
    if (asset) {
      const prev = businesses.get(w.address);
      businesses.set(w.address, {
        id: w.address,
        address: w.address,
        publicKey: w.publicKey ?? prev?.publicKey,
        kind: "business",
        name: "",
        // the wallet's asset is complete: fields it lacks were never set
        ...businessFields(asset),
        isResigned: biz.resigned === true,
      });
    }
    const bridgechains = isObj(biz.bridgechains) ? biz.bridgechains : {};
    for (const [hash, entry] of Object.entries(bridgechains)) {
      if (!isObj(entry) || !isObj(entry.bridgechainAsset)) continue;
      const prev = chains.get(hash);
      chains.set(hash, {
        id: hash,
        genesisHash: s(entry.bridgechainAsset.genesisHash) ?? hash,
        publicKey: w.publicKey ?? prev?.publicKey ?? "",
        address: w.address,
        name: "",
        seedNodes: [],
        ...bridgechainFields(entry.bridgechainAsset),
        isResigned: entry.resigned === true,
      });
    }
  }
  return { businesses: [...businesses.values()], bridgechains: [...chains.values()] };
}

/** A 3.x entity registration of type business as a Business row (name only; details live on IPFS). */
function entityToBusiness(e: Entity): Business {
  return {
    id: `entity:${e.id}`,
    address: e.address,
    publicKey: clean(e.publicKey),
    name: e.data.name ?? "",
    isResigned: Boolean(e.isResigned),
    kind: "entity",
  };
}

/** The whole 3.x snapshot from its three sources (pure, see the module comment). */
export function buildSnapshot(
  transactions: readonly Transaction[],
  wallets: readonly Wallet[],
  entities: readonly Entity[],
): MagistrateSnapshot {
  const snap = applyWalletAttributes(replayMagistrate(transactions), wallets);
  return {
    businesses: [
      ...snap.businesses,
      ...entities.filter((e) => e.type === ENTITY_TYPE_BUSINESS).map(entityToBusiness),
    ],
    bridgechains: snap.bridgechains,
  };
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Sorts businesses by name or creator address (ties by id), a new array. */
export function sortBusinesses(list: readonly Business[], sort: MagistrateSort): Business[] {
  const key = (b: Business) => (sort.id === "creator" ? b.address : b.name);
  const dir = sort.desc ? -1 : 1;
  return [...list].sort(
    (a, b) => dir * (collator.compare(key(a), key(b)) || collator.compare(a.id, b.id)),
  );
}
/** Sorts bridgechains by name or creator public key (ties by genesis hash), a new array. */
function sortBridgechains(list: readonly Bridgechain[], sort: MagistrateSort): Bridgechain[] {
  const key = (c: Bridgechain) => (sort.id === "creator" ? c.publicKey : c.name);
  const dir = sort.desc ? -1 : 1;
  return [...list].sort(
    (a, b) => dir * (collator.compare(key(a), key(b)) || collator.compare(a.id, b.id)),
  );
}

/** One page of an in-memory list with the same pagination meta as a server page. */
export function pageOf<T>(list: readonly T[], page: number, limit: number): Page<T> {
  const totalCount = list.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / limit));
  const data = list.slice((page - 1) * limit, page * limit);
  return { data, meta: { pageCount, totalCount, count: data.length } };
}

const MAX_PAGES = 50;
const PAGE_LIMIT = 100;

async function allPages<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await load(1);
  const out = [...first.data];
  const pages = Math.min(first.meta.pageCount, MAX_PAGES);
  for (let p = 2; p <= pages; p++) out.push(...(await load(p)).data);
  return out;
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return out;
}

/**
 * The 3.x snapshot: GET transactions?typeGroup=2&type=0..5 (all pages, oldest first),
 * GET wallets/{address} of every business/bridgechain registrant, GET entities (all pages;
 * a node without /entities contributes none).
 */
export async function getMagistrateSnapshot(signal?: AbortSignal): Promise<MagistrateSnapshot> {
  const txLists = await Promise.all(
    [0, 2, 1, 3, 5, 4].map((type) =>
      allPages((page) =>
        request("GET", "transactions", paged(transactionSchema), {
          searchParams: { typeGroup: 2, type, page, limit: PAGE_LIMIT, orderBy: "timestamp:asc" },
          signal,
        }),
      ),
    ),
  );
  const transactions = txLists.flat();
  const registrants = [
    ...new Set(transactions.filter((t) => t.type === 0 || t.type === 3).map((t) => t.sender)),
  ];
  const [wallets, entities] = await Promise.all([
    inBatches(registrants, 8, async (address) => {
      try {
        return (
          await request("GET", `wallets/${segment(address)}`, single(walletSchema), { signal })
        ).data;
      } catch (error) {
        if (isApiError(error) && error.isNotFound) return undefined;
        throw error;
      }
    }),
    allPages((page) =>
      request("GET", "entities", paged(entitySchema), {
        searchParams: { page, limit: PAGE_LIMIT },
        signal,
      }),
    ).catch((error: unknown) => {
      if (isApiError(error) && (error.status === 404 || error.status === 422))
        return [] as Entity[];
      throw error;
    }),
  ]);
  return buildSnapshot(
    transactions,
    wallets.filter((w): w is Wallet => w !== undefined),
    entities,
  );
}

export interface MagistratePageParams {
  page: number;
  limit: number;
  sort: MagistrateSort;
}

type SnapshotLoader = (signal?: AbortSignal) => Promise<MagistrateSnapshot>;

/**
 * A page of businesses. 2.6: GET businesses?page&limit, sorted within
 * the page (as the original table did). 3.x: the snapshot (`loadSnapshot`, e.g. a cached query)
 * sorted as a whole, then paged.
 */
export function getBusinesses(
  p: MagistratePageParams,
  signal?: AbortSignal,
  loadSnapshot: SnapshotLoader = getMagistrateSnapshot,
): Promise<Page<Business>> {
  return withCapability(
    apiServer(),
    "businessesEndpoint",
    async () => {
      const r = await request("GET", "businesses", paged(legacyBusinessSchema), {
        searchParams: { page: p.page, limit: p.limit },
        signal,
      });
      return { data: sortBusinesses(r.data, p.sort), meta: r.meta };
    },
    async () =>
      pageOf(sortBusinesses((await loadSnapshot(signal)).businesses, p.sort), p.page, p.limit),
  );
}

/** A page of bridgechains; generations as in `getBusinesses`. */
export function getBridgechains(
  p: MagistratePageParams,
  signal?: AbortSignal,
  loadSnapshot: SnapshotLoader = getMagistrateSnapshot,
): Promise<Page<Bridgechain>> {
  return withCapability(
    apiServer(),
    "businessesEndpoint",
    async () => {
      const r = await request("GET", "bridgechains", paged(legacyBridgechainSchema), {
        searchParams: { page: p.page, limit: p.limit },
        signal,
      });
      return { data: sortBridgechains(r.data, p.sort), meta: r.meta };
    },
    async () =>
      pageOf(sortBridgechains((await loadSnapshot(signal)).bridgechains, p.sort), p.page, p.limit),
  );
}

/**
 * Every business and bridgechain, for a search by name. 2.6: GET businesses, then GET bridgechains,
 * every page (100 per page, at most 50 pages each). 3.x: the snapshot (`loadSnapshot`, e.g. the
 * magistrate pages' cached query).
 */
export function getAllMagistrate(
  signal?: AbortSignal,
  loadSnapshot: SnapshotLoader = getMagistrateSnapshot,
): Promise<MagistrateSnapshot> {
  return withCapability(
    apiServer(),
    "businessesEndpoint",
    async () => {
      // one after the other: on a 3.x node only the first answers 404 (the capability's probe)
      const businesses = await allPages((page) =>
        request("GET", "businesses", paged(legacyBusinessSchema), {
          searchParams: { page, limit: PAGE_LIMIT },
          signal,
        }),
      );
      const bridgechains = await allPages((page) =>
        request("GET", "bridgechains", paged(legacyBridgechainSchema), {
          searchParams: { page, limit: PAGE_LIMIT },
          signal,
        }),
      );
      return { businesses, bridgechains };
    },
    () => loadSnapshot(signal),
  );
}

/**
 * Every magistrate transaction (typeGroup 2: business, bridgechain and entity registrations,
 * updates and resignations) sent by `address`, in chain order: GET transactions?senderId&
 * typeGroup=2&orderBy=timestamp:asc, every page (100 per page, at most 50 pages). Both
 * generations know these query keys; the order is re-established client-side (same-second
 * transactions by nonce).
 */
export async function getMagistrateHistory(
  address: string,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const all = await allPages((page) =>
    request("GET", "transactions", paged(transactionSchema), {
      searchParams: {
        senderId: address,
        typeGroup: 2,
        page,
        limit: PAGE_LIMIT,
        orderBy: "timestamp:asc",
      },
      signal,
    }),
  );
  return all.filter((t) => t.typeGroup === 2 && t.sender === address).sort(chainOrder);
}
