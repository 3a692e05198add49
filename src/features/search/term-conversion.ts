import Big from "big.js";
import type { Criteria } from "@/shared/api/endpoints/search-params";
import { unixToEpoch } from "@/shared/format/date";

/**
 * Advanced-search term conversion, one pure module: what a user typed into the advanced
 * search form → criteria in API units.
 * - fields containing amount, totalAmount, fee, totalFee, reward or balance: a positive number
 *   × 1e8 (token → arktoshi, exact via big.js), anything else → "0";
 * - fields containing vote or generatorPublicKey: a delegate username → its public key, from the
 *   local delegate list first, then a lookup; a failed lookup keeps the input;
 * - fields containing timestamp: a date (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`) → seconds since
 *   the network epoch; an upper bound covers the whole last day/minute given;
 *   (clamped to the node's range: 0 to 2^31 − 1);
 * - the wallet username is lowercased;
 * - other values pass unchanged.
 */

/** One form value: plain text or a `{ from, to }` range of texts. */
type RawTerm = string | { from?: string; to?: string };
/** Form values by criteria name (API names: `amount`, `senderId`, `generatorPublicKey`…). */
export type RawCriteria = Record<string, RawTerm | undefined>;

/** What the conversion needs from the outside world. */
export interface ConversionContext {
  /** Network epoch as an ISO date (node configuration), e.g. "2017-03-21T13:00:00.000Z". */
  networkEpoch: string;
  /** Public key of a delegate by username from the cached list (username lowercased), if known. */
  localDelegateKey: (username: string) => string | undefined;
  /** Remote lookup of a delegate's public key by username (GET delegates/{username}). */
  lookupDelegateKey: (username: string) => Promise<string>;
  /** How a date without a zone is read: the user's local time (default) or UTC. */
  timeZone?: "local" | "utc";
}

const ARKTOSHI_FIELD = /amount|fee|reward|balance/i;
const DELEGATE_KEY_FIELD = /vote|generatorpublickey/i;
const TIMESTAMP_FIELD = /timestamp/i;
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The field holds an amount in tokens (→ arktoshi). */
export const isArktoshiField = (name: string): boolean => ARKTOSHI_FIELD.test(name);
/** The field holds a delegate public key (a username is resolved). */
export const isDelegateKeyField = (name: string): boolean => DELEGATE_KEY_FIELD.test(name);
/** The field holds a point in time (→ seconds since the network epoch). */
export const isTimestampField = (name: string): boolean => TIMESTAMP_FIELD.test(name);

/**
 * Token amount text → arktoshi string: a positive number × 1e8, truncated to whole arktoshi;
 * zero, negatives and non-numbers → "0". A lone decimal comma is accepted ("1,5").
 */
export function toArktoshi(value: string): string {
  let text = value.trim();
  if (!text.includes(".") && /^[^,]*,[^,]*$/.test(text)) text = text.replace(",", ".");
  let n: Big;
  try {
    n = new Big(text);
  } catch {
    return "0";
  }
  if (n.lte(0)) return "0";
  return n.times(1e8).round(0, Big.roundDown).toFixed(0);
}

/**
 * A date text → unix seconds, or undefined when it is not a date. `end` makes an upper bound
 * inclusive of the last unit given (a day → 23:59:59, a minute → :59).
 */
export function dateToUnix(
  value: string,
  timeZone: "local" | "utc" = "local",
  end = false,
): number | undefined {
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v)));
  const parts = [y!, mo! - 1, d!, h ?? 0, mi ?? 0, s ?? 0] as const;
  const ms = timeZone === "utc" ? Date.UTC(...parts) : new Date(...parts).getTime();
  if (Number.isNaN(ms)) return undefined;
  const back = new Date(ms);
  const [bm, bd, bh, bmi] =
    timeZone === "utc"
      ? [back.getUTCMonth(), back.getUTCDate(), back.getUTCHours(), back.getUTCMinutes()]
      : [back.getMonth(), back.getDate(), back.getHours(), back.getMinutes()];
  // 2024-02-31, month 13, 25:00 and the like roll over: not a date
  if (bm !== parts[1] || bd !== d || (h !== undefined && (bh !== h || bmi !== mi)) || (s ?? 0) > 59)
    return undefined;
  const span = h === undefined ? 86_399 : s === undefined ? 59 : 0;
  return Math.floor(ms / 1000) + (end ? span : 0);
}

async function toDelegateKey(value: string, ctx: ConversionContext): Promise<string> {
  const text = value.trim();
  if (PUBLIC_KEY.test(text)) return text;
  const local = ctx.localDelegateKey(text.toLowerCase());
  if (local) return local;
  try {
    return await ctx.lookupDelegateKey(text.toLowerCase());
  } catch {
    return text; // a failed lookup is swallowed: the input is kept and the search still runs
  }
}

async function convertValue(
  name: string,
  value: string,
  ctx: ConversionContext,
  end: boolean,
): Promise<string> {
  if (isArktoshiField(name)) return toArktoshi(value);
  if (isDelegateKeyField(name)) return toDelegateKey(value, ctx);
  if (isTimestampField(name)) {
    const unix = dateToUnix(value, ctx.timeZone, end);
    // the node's timestamps are 32-bit epoch seconds from 0: a date before the first block or
    // past 2^31 s is searched at that end
    return unix === undefined
      ? value
      : String(Math.min(MAX_EPOCH_SECONDS, Math.max(0, unixToEpoch(unix, ctx.networkEpoch))));
  }
  // usernames are stored lowercase
  if (name === "username") return value.toLowerCase();
  return value;
}

const MAX_EPOCH_SECONDS = 2_147_483_647;

const filled = (v: string | undefined): v is string => v !== undefined && v.trim() !== "";

/**
 * Converts every term of `raw`. Empty values and empty ranges are left out; texts are
 * trimmed. Returns criteria for `searchTransactions/searchBlocks/searchWallets`.
 */
export async function convertTerms(raw: RawCriteria, ctx: ConversionContext): Promise<Criteria> {
  const out: Criteria = {};
  await Promise.all(
    Object.entries(raw).map(async ([name, term]) => {
      if (term === undefined) return;
      if (typeof term === "string") {
        if (filled(term)) out[name] = await convertValue(name, term.trim(), ctx, false);
        return;
      }
      const range: { from?: string; to?: string } = {};
      if (filled(term.from)) range.from = await convertValue(name, term.from.trim(), ctx, false);
      if (filled(term.to)) range.to = await convertValue(name, term.to.trim(), ctx, true);
      if (range.from !== undefined || range.to !== undefined) out[name] = range;
    }),
  );
  return out;
}
