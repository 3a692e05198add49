import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Big from "big.js";
import { rejectedCriterion } from "@/shared/api/endpoints/search-params";
import { isApiError } from "@/shared/api/errors";
import { isBlockId, isTransactionId } from "@/shared/routing/params";
import { isIsoDate } from "./date-text";
import {
  FIELDS,
  fieldByName,
  fieldKeys,
  type FieldDef,
  type FormValues,
  type SearchKind,
} from "./fields";
import { USERNAME, type NameTarget } from "./names";
import { dateToUnix } from "./term-conversion";

/**
 * The advanced search's checks, run on every field before anything is sent: a value the node
 * would refuse (422) or misread (a username where an address goes, a reversed range) is reported
 * on its field instead. Pure; the page translates the messages.
 */

/** What is wrong with one field, and which of its inputs (URL keys) are at fault. */
export interface FieldError {
  message: MessageDescriptor;
  keys: readonly string[];
}

/** Errors by field name (the criterion name: `amount`, `senderId`…). */
export type SearchErrors = Readonly<Record<string, FieldError>>;

/** What the checks need from the app. */
export interface ValidationEnv {
  /**
   * Whether text shaped like an address is one of this network (base58check, the network's
   * version byte); null while that check is loading (its hashing code stays out of the page's
   * first load): such a value then gets no error, and the caller waits before sending it.
   */
  isAddress: ((text: string) => boolean) | null;
  /** network epoch, unix seconds: no block is older */
  epochUnix: number;
  /** how a date without a zone is read (the time display preference) */
  timeZone: "local" | "utc";
  /** the date format of the visitor's language, as the hint shows it ("DD/MM/YYYY") */
  dateFormat: string;
  /** a delegate username or known-wallet name from the local sources (see names.ts) */
  findName: (text: string) => NameTarget | "ambiguous" | undefined;
}

/** Largest amount the node's filters take, in arktoshi: a JavaScript safe integer (Joi `number`). */
const MAX_ARKTOSHI = new Big(Number.MAX_SAFE_INTEGER);
/** Largest height, count or epoch time the node's filters take: its columns are 32-bit integers. */
const MAX_INTEGER = 2_147_483_647;
const TOKENS = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;

const bigOf = (text: string) => new Big(text.trim().replace(",", "."));

function checkTokens(value: string): MessageDescriptor | null {
  const text = value.trim();
  if (text.startsWith("-")) return msg`Enter an amount of 0 or more`;
  if (!TOKENS.test(text)) return msg`Enter an amount in tokens, such as 1.5`;
  if ((text.split(/[.,]/)[1] ?? "").length > 8) return msg`At most 8 decimals`;
  if (bigOf(text).times(1e8).gt(MAX_ARKTOSHI)) return msg`This amount is too large to search for`;
  return null;
}

function checkInteger(value: string): MessageDescriptor | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return msg`Enter a whole number, such as 12`;
  if (new Big(text).gt(MAX_INTEGER)) return msg`This number is too large to search for`;
  return null;
}

function checkValue(
  field: FieldDef,
  value: string,
  env: ValidationEnv,
  isUpperBound: boolean,
): MessageDescriptor | null {
  const text = value.trim();
  switch (field.accepts) {
    case "wallet": {
      const found = env.findName(text);
      if (found === "ambiguous")
        return msg`Several known wallets have this name: enter the address`;
      // addresses are 25+ base58 characters, usernames at most 20: the forms never overlap
      if (found || USERNAME.test(text.toLowerCase())) return null;
      if (BASE58.test(text))
        return !env.isAddress || env.isAddress(text)
          ? null
          : msg`This is not an address of this network`;
      return msg`Enter an address, a delegate username or a known wallet name`;
    }
    case "delegate":
      return PUBLIC_KEY.test(text) || USERNAME.test(text.toLowerCase())
        ? null
        : msg`Enter a delegate username or public key`;
    case "transactionId":
      return isTransactionId(text) ? null : msg`A transaction ID is 64 hexadecimal characters`;
    case "blockId":
      return isBlockId(text)
        ? null
        : msg`A block ID is 64 hexadecimal characters or up to 20 digits`;
    case "publicKey":
      return PUBLIC_KEY.test(text)
        ? null
        : msg`A public key is 66 hexadecimal characters starting with 02 or 03`;
    case "username":
      return USERNAME.test(text.toLowerCase())
        ? null
        : msg`A delegate username has 1 to 20 characters: a–z, 0–9 and ! @ $ & _ .`;
    case "tokens":
      return checkTokens(text);
    case "integer":
      return checkInteger(text);
    case "date": {
      const { dateFormat } = env;
      if (!isIsoDate(text)) return msg`Enter a date as ${dateFormat}`;
      // an upper bound before the first block would match nothing (and is a negative epoch time)
      if (isUpperBound && (dateToUnix(text, env.timeZone, true) ?? 0) < env.epochUnix)
        return msg`This date is before the first block`;
      return null;
    }
    default:
      return null;
  }
}

/** The order of a complete range, or null when its bounds do not compare. */
function isReversed(field: FieldDef, from: string, to: string, env: ValidationEnv): boolean {
  if (field.accepts === "date") {
    const a = dateToUnix(from, env.timeZone, false);
    const b = dateToUnix(to, env.timeZone, true);
    return a !== undefined && b !== undefined && a > b;
  }
  return bigOf(from).gt(bigOf(to));
}

/**
 * Checks the values of a `kind` form (URL keys → text, dates as ISO text): every filled input
 * against what its field accepts, then the order of each complete range. Empty inputs are fine.
 * Returns the errors by field name, at most one per field; `{}` when the search may be sent.
 */
export function validateSearch(
  kind: SearchKind,
  values: FormValues,
  env: ValidationEnv,
): SearchErrors {
  const errors: Record<string, FieldError> = {};
  for (const field of FIELDS[kind]) {
    const keys = fieldKeys(field);
    for (const key of keys) {
      const value = values[key]?.trim();
      if (!value) continue;
      const message = checkValue(field, value, env, key.endsWith(".to"));
      if (message) {
        errors[field.name] = { message, keys: [key] };
        break;
      }
    }
    if (errors[field.name] || !field.range) continue;
    const from = values[keys[0]!]?.trim();
    const to = values[keys[1]!]?.trim();
    if (from && to && isReversed(field, from, to, env)) {
      errors[field.name] = {
        message:
          field.accepts === "date"
            ? msg`The start date is after the end date`
            : msg`The first value is greater than the second`,
        keys,
      };
    }
  }
  return errors;
}

/**
 * The wallet and delegate fields of `kind` whose value is a name to look up at the node: not a
 * public key, unknown to the local sources, shaped like a username (an address never is). URL
 * key → lowercased username.
 */
export function namesToLookUp(
  kind: SearchKind,
  values: FormValues,
  env: Pick<ValidationEnv, "findName">,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FIELDS[kind]) {
    if (field.accepts !== "wallet" && field.accepts !== "delegate") continue;
    const text = values[field.name]?.trim();
    if (!text || PUBLIC_KEY.test(text)) continue;
    const found = env.findName(text);
    // a delegate field wants a delegate's key: a known-wallet name does not give one
    if (
      field.accepts === "delegate"
        ? typeof found === "object" && found.source === "delegate"
        : found !== undefined
    )
      continue;
    if (USERNAME.test(text.toLowerCase())) out[field.name] = text.toLowerCase();
  }
  return out;
}

/**
 * How to show a search the node refused (400/422 validation answer): on the field of `kind` whose
 * criterion the answer names (`{ errors }`), else as a message above the form (`{ formLevel }`),
 * never the node's own text. Null when `error` is no refusal (network faults, 5xx: those can be
 * retried).
 */
export function refusalOf(
  kind: SearchKind,
  error: unknown,
): { errors: SearchErrors; formLevel: boolean } | null {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 400)) return null;
  const name = rejectedCriterion(error);
  // the type select is sent as `type` and `typeGroup`
  const field = name ? fieldByName(kind, name === "typeGroup" ? "type" : name) : undefined;
  if (!field) return { errors: {}, formLevel: true };
  return {
    errors: {
      [field.name]: { message: msg`The node did not accept this value`, keys: fieldKeys(field) },
    },
    formLevel: false,
  };
}

/**
 * True when a wallet field of `kind` holds text shaped like an address: the values cannot be
 * checked (nor sent) before the address check is loaded.
 */
export function needsAddressCheck(kind: SearchKind, values: FormValues): boolean {
  return FIELDS[kind].some(
    (f) => f.accepts === "wallet" && BASE58.test(values[f.name]?.trim() ?? ""),
  );
}
