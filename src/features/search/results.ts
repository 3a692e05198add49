import type { DelegateMatches } from "@/shared/api/endpoints/delegates";
import type { Bridgechain, Business, MagistrateSnapshot } from "@/shared/api/endpoints/magistrate";
import type { Block, Delegate, Transaction, Wallet } from "@/shared/api/schemas";
import type { FormValues, SearchKind } from "./fields";
import { classifyShape } from "./query-class";

/**
 * The search results page (/search/{query}): what it asks for a query, and how the answers are
 * grouped by kind. Pure, so both are unit tested; the queries live in api/results-queries.ts.
 */

/**
 * What the results page asks for a query; null where the query cannot be that. Ids are passed as
 * the API takes them (64-hex lowercased).
 */
export interface SearchPlan {
  query: string;
  /** delegate usernames starting with this (lowercased), when the query fits a username */
  delegatePrefix: string | null;
  /** GET wallets/{id}: an address (by its shape: the node decides) or a public key */
  wallet: string | null;
  /** GET blocks/{id}: a height, a decimal id or a 64-hex id */
  block: string | null;
  /** GET transactions/{id} (a lock's id is its transaction's id) */
  transaction: string | null;
  /** business and bridgechain names containing the query: any query that is not an id */
  magistrateName: string | null;
}

/** The plan of a (trimmed) query; every field null for an empty one. */
export function planSearch(query: string): SearchPlan {
  const cls = classifyShape(query);
  const lower = query.toLowerCase();
  const hex = cls.transactionId ? lower : query;
  const isId = cls.address || cls.publicKey || cls.transactionId;
  return {
    query,
    delegatePrefix: query && cls.username ? lower : null,
    wallet: cls.address || cls.publicKey ? query : null,
    block: cls.block ? hex : null,
    transaction: cls.transactionId ? hex : null,
    magistrateName: query && !isId ? lower : null,
  };
}

/** The answers of a plan's lookups: undefined while not asked or pending, null when not found. */
export interface SearchAnswers {
  delegates?: DelegateMatches | null;
  wallet?: Wallet | null;
  block?: Block | null;
  transaction?: Transaction | null;
  magistrate?: MagistrateSnapshot | null;
}

/** One result: its kind and the item the API gave (untrusted text in it). */
export type ResultItem =
  | { kind: "wallet"; key: string; wallet: Wallet }
  | { kind: "block"; key: string; block: Block }
  | { kind: "transaction"; key: string; transaction: Transaction }
  | { kind: "lock"; key: string; transaction: Transaction }
  | { kind: "delegate"; key: string; delegate: Delegate }
  | { kind: "known"; key: string; name: string; address: string }
  | { kind: "business"; key: string; business: Business }
  | { kind: "bridgechain"; key: string; bridgechain: Bridgechain };

export type ResultKind = ResultItem["kind"];

/** The results of one kind; `more`: more match than the list holds (the delegates' first 100). */
export interface ResultGroup {
  kind: ResultKind;
  items: ResultItem[];
  more: boolean;
}

/** The order of the groups: what the query names exactly first, then the names that match. */
const GROUP_ORDER: readonly ResultKind[] = [
  "wallet",
  "block",
  "transaction",
  "lock",
  "delegate",
  "known",
  "business",
  "bridgechain",
];

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    collator.compare(name(a), name(b));

/** A lock transaction (core type 8): listed as a lock, whose page is its transaction's. */
const isLock = (t: Transaction) => t.typeGroup === 1 && t.type === 8;

/**
 * The results by kind, in {@link GROUP_ORDER}, empty kinds left out: the wallet, block and
 * transaction the ids name (a lock transaction as a lock); delegates (the prefix matches, by
 * username, numbers in order) and known wallets (local list) whose name starts with the query;
 * businesses and bridgechains whose name contains it; names compared case-insensitively.
 */
export function groupResults(
  plan: SearchPlan,
  answers: SearchAnswers,
  knownWallets: Readonly<Record<string, string>>,
): ResultGroup[] {
  const lower = plan.query.toLowerCase();
  const groups: Partial<Record<ResultKind, ResultGroup>> = {};
  const add = (kind: ResultKind, items: ResultItem[], more = false) => {
    if (items.length) groups[kind] = { kind, items, more };
  };

  if (answers.wallet)
    add("wallet", [{ kind: "wallet", key: answers.wallet.address, wallet: answers.wallet }]);
  if (answers.block) add("block", [{ kind: "block", key: answers.block.id, block: answers.block }]);
  const tx = answers.transaction;
  if (tx)
    add(isLock(tx) ? "lock" : "transaction", [
      { kind: isLock(tx) ? "lock" : "transaction", key: tx.id, transaction: tx },
    ]);

  if (plan.delegatePrefix && answers.delegates) {
    const prefix = plan.delegatePrefix;
    const delegates = answers.delegates.data
      .filter((d) => d.username.toLowerCase().startsWith(prefix))
      .sort(byName((d) => d.username));
    add(
      "delegate",
      delegates.map((d) => ({ kind: "delegate", key: d.publicKey, delegate: d })),
      answers.delegates.more,
    );
  }

  if (lower) {
    const known = Object.entries(knownWallets)
      .filter(([, name]) => name.toLowerCase().startsWith(lower))
      .sort(byName(([, name]) => name));
    add(
      "known",
      known.map(([address, name]) => ({ kind: "known", key: address, name, address })),
    );
  }

  if (plan.magistrateName && answers.magistrate) {
    const name = plan.magistrateName;
    const matches = (n: string) => n !== "" && n.toLowerCase().includes(name);
    add(
      "business",
      answers.magistrate.businesses
        .filter((b) => matches(b.name))
        .sort(byName((b) => b.name))
        .map((b) => ({ kind: "business", key: b.id, business: b })),
    );
    add(
      "bridgechain",
      answers.magistrate.bridgechains
        .filter((c) => matches(c.name))
        .sort(byName((c) => c.name))
        .map((c) => ({ kind: "bridgechain", key: c.id, bridgechain: c })),
    );
  }

  return GROUP_ORDER.flatMap((kind) => groups[kind] ?? []);
}

/** Number of results listed in the groups. */
export function countResults(groups: readonly ResultGroup[]): number {
  return groups.reduce((n, g) => n + g.items.length, 0);
}

/** Highest height the advanced search's height field takes. */
const MAX_HEIGHT = 2_147_483_647;
/** Longest text offered to the memo search (a memo holds at most 255 bytes). */
const MAX_MEMO_QUERY = 64;

/**
 * The advanced search that carries on from a query that found nothing, or null for the empty
 * form: a transaction id → transactions by id; digits → blocks at that height (a decimal block id
 * when too large for a height); an address or a public key → wallets by it; other text of up to
 * 64 characters → transactions whose memo contains it.
 */
export function advancedSearchFor(
  plan: SearchPlan,
): { kind: SearchKind; values: FormValues } | null {
  const q = plan.query;
  if (!q) return null;
  if (plan.transaction) return { kind: "transactions", values: { id: plan.transaction } };
  if (plan.block) {
    return /^\d{1,10}$/.test(q) && Number(q) <= MAX_HEIGHT
      ? { kind: "blocks", values: { "height.from": q, "height.to": q } }
      : { kind: "blocks", values: { id: q } };
  }
  if (plan.wallet)
    return {
      kind: "wallets",
      values: classifyShape(q).publicKey ? { publicKey: q } : { address: q },
    };
  if (q.length <= MAX_MEMO_QUERY)
    return { kind: "transactions", values: { vendorField: `%${q}%` } };
  return null;
}
