import * as v from "valibot";
import { isValidAddress } from "@/shared/crypto/address";
import { cleanWatchLabel, WATCHLIST_MAX } from "@/shared/preferences/store";

/** The `type` of a watchlist file: what tells it apart from any other JSON file. */
const FILE_TYPE = "ark-explorer-watchlist";
/** A file larger than this is no watchlist export (200 wallets with labels are ~25 KB). */
export const WATCHLIST_FILE_MAX_BYTES = 512 * 1024;

/** One watched wallet as a file holds it. */
export interface WatchlistEntry {
  address: string;
  /** the private label, absent when it has none */
  label?: string;
}

const fileSchema = v.object({
  type: v.literal(FILE_TYPE),
  version: v.literal(1),
  network: v.optional(v.string()),
  wallets: v.array(v.object({ address: v.string(), label: v.optional(v.nullable(v.string())) })),
});

/**
 * The JSON text of a watchlist export: `{type: "ark-explorer-watchlist", version: 1, network,
 * exportedAt, wallets: [{address, label?}]}` in the list's order; `network` names the network the
 * addresses belong to (its alias), for the reader of the file: an import checks the addresses.
 */
export function watchlistFileText(
  watchlist: readonly string[],
  labels: Readonly<Record<string, string>>,
  network: string,
  now = new Date(),
): string {
  const wallets = watchlist.map((address) =>
    labels[address] ? { address, label: labels[address] } : { address },
  );
  return `${JSON.stringify({ type: FILE_TYPE, version: 1, network, exportedAt: now.toISOString(), wallets }, null, 2)}\n`;
}

/**
 * `ark-watchlist-<network>-YYYY-MM-DD.json` (UTC day): the network's alias ("Main", "Testnet
 * Local") lowercased, runs of other characters than letters and digits as one "-".
 */
export function watchlistFileName(network: string, now = new Date()): string {
  const net = network
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `ark-watchlist${net ? `-${net}` : ""}-${now.toISOString().slice(0, 10)}.json`;
}

/** Why a file cannot be imported. */
export type WatchlistFileProblem =
  | { kind: "tooLarge" }
  | { kind: "notJson" }
  | { kind: "notWatchlist" }
  /** `address`: the first entry that is no address of this network (untrusted text) */
  | { kind: "wrongAddress"; address: string };

/**
 * Reads the text of a watchlist file for the network with address prefix `prefix`: its entries
 * (distinct addresses in file order, labels cleaned as stored; of a repeated address the last
 * non-empty label counts), or why it cannot be imported. Every address must be one of this
 * network: a file with any other is refused whole.
 */
export function parseWatchlistFile(
  text: string,
  prefix: number,
): { ok: true; wallets: WatchlistEntry[] } | { ok: false; problem: WatchlistFileProblem } {
  if (text.length > WATCHLIST_FILE_MAX_BYTES) return { ok: false, problem: { kind: "tooLarge" } };
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, problem: { kind: "notJson" } };
  }
  const parsed = v.safeParse(fileSchema, raw);
  if (!parsed.success) return { ok: false, problem: { kind: "notWatchlist" } };
  const byAddress = new Map<string, WatchlistEntry>();
  for (const { address, label } of parsed.output.wallets) {
    if (!isValidAddress(address, prefix))
      return { ok: false, problem: { kind: "wrongAddress", address: address.slice(0, 64) } };
    const clean = cleanWatchLabel(label);
    const entry = byAddress.get(address) ?? { address };
    if (clean) entry.label = clean;
    byAddress.set(address, entry);
  }
  return { ok: true, wallets: [...byAddress.values()] };
}

/** The watchlist after an import, and what the import changed. */
export interface WatchlistMerge {
  watchlist: string[];
  watchLabels: Record<string, string>;
  /** addresses the list did not hold */
  added: number;
  /** labels set or changed by the file */
  labelled: number;
}

/**
 * Merges imported entries into the current list: the current wallets keep their place and the new
 * ones follow in file order. A label in the file replaces the current one (the file is the newer
 * word on that wallet); a wallet the file gives no label keeps its current label. `tooMany` (with
 * the size it would reach) when the list would hold more than {@link WATCHLIST_MAX} wallets:
 * nothing is merged then.
 */
export function mergeWatchlist(
  watchlist: readonly string[],
  labels: Readonly<Record<string, string>>,
  incoming: readonly WatchlistEntry[],
): ({ tooMany: false } & WatchlistMerge) | { tooMany: true; size: number } {
  const list = [...watchlist];
  const present = new Set(list);
  const watchLabels = { ...labels };
  let added = 0;
  let labelled = 0;
  for (const { address, label } of incoming) {
    if (!present.has(address)) {
      present.add(address);
      list.push(address);
      added += 1;
    }
    if (label && watchLabels[address] !== label) {
      watchLabels[address] = label;
      labelled += 1;
    }
  }
  if (list.length > WATCHLIST_MAX) return { tooMany: true, size: list.length };
  return { tooMany: false, watchlist: list, watchLabels, added, labelled };
}
