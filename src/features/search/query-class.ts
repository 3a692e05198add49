/** What a query can possibly be; lookups that it cannot be are not asked. */
export interface QueryClass {
  /** an address: of this network (base58check, network prefix), or of any network by its shape */
  address: boolean;
  /** a compressed public key (66 hex) — wallets/{id} answers for it too */
  publicKey: boolean;
  /** lowercased, fits a delegate username (1–20 of a-z 0-9 ! @ $ & _ .) */
  username: boolean;
  /** a block height or decimal block id (1–20 digits) or a 64-hex block id */
  block: boolean;
  /** 64 hex characters */
  transactionId: boolean;
}

const USERNAME = /^[a-z0-9!@$&_.]{1,20}$/;
const DECIMAL = /^\d{1,20}$/;
const HEX64 = /^[0-9a-f]{64}$/i;
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i;
/** 34 base58 characters: what every ARK address looks like, whatever its network */
const ADDRESS_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{34}$/;

/**
 * Classifies a trimmed query by its shape alone (no checksum code): `address` means "looks like an
 * address"; the node tells whether it is one. See `classifyQuery` (lookup.ts) for the checked form.
 */
export function classifyShape(query: string): QueryClass {
  return {
    address: ADDRESS_SHAPE.test(query),
    publicKey: PUBLIC_KEY.test(query),
    username: USERNAME.test(query.toLowerCase()),
    block: DECIMAL.test(query) || HEX64.test(query),
    transactionId: HEX64.test(query),
  };
}

/** Longest query searched for (the header field's maxLength); a longer URL is cut there. */
const MAX_QUERY_LENGTH = 200;

/** The query of a `/search/{query}` URL: trimmed and capped, "" when there is none. */
export function searchQueryOf(raw: string | undefined): string {
  return (raw ?? "").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
