import * as v from "valibot";
import { walletDelegate } from "./wallet-attributes";

/**
 * Response schemas of the ARK Core public API, lenient enough for both generations
 * (2.6-era and 3.x, see e2e/testnet/FINDINGS.md) and normalised to ONE shape per entity:
 * amounts are decimal strings in arktoshi; numbers stay numbers; optional keys may be absent.
 * Views only ever see the types exported here.
 */

const isPlainRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Puts a "JSON object, not an array" check in front of an object or record schema: valibot's own
 * object/record schemas accept arrays, the API contract (and zod before) did not.
 */
function plainObject<S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.custom<v.InferInput<S>>(
      isPlainRecord,
      (issue) => `Invalid type: Expected Object but received ${issue.received}`,
    ),
    schema as S & v.GenericSchema<v.InferInput<S>, v.InferOutput<S>>,
  );
}

/** An object schema that keeps unknown keys (lenient towards newer nodes) and refuses arrays. */
export function looseObject<const E extends v.ObjectEntries>(entries: E) {
  return plainObject(v.looseObject(entries));
}

/** A string-keyed record (a JSON object, not an array) whose values match `value`. */
export function record<S extends v.GenericSchema>(value: S) {
  return plainObject(v.record(v.string(), value));
}

/** A finite number (JSON `1e999` parses to Infinity; refused, as zod did). */
export const num = v.pipe(v.number(), v.finite());

/** Arktoshi amounts: strings on 3.x, sometimes numbers on older nodes → always a digit string. */
export const amount = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^-?\d+$/, "not an integer amount")), num]),
  v.transform((x) => (typeof x === "number" ? BigInt(Math.trunc(x)).toString() : x)),
);
const int = v.pipe(
  v.union([num, v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((x) => Number(x)),
);
const str = v.string();

const timestampSchema = looseObject({
  epoch: int,
  unix: int,
  human: v.optional(str),
});

const metaSchema = looseObject({
  count: v.optional(int),
  pageCount: v.optional(int, 1),
  totalCount: v.optional(int, 0),
  next: v.nullish(str),
  previous: v.nullish(str),
  self: v.nullish(str),
  first: v.nullish(str),
  last: v.nullish(str),
  totalCountIsEstimate: v.optional(v.boolean()),
});
/** Pagination meta: pageCount, totalCount (an estimate when `totalCountIsEstimate`), links. */
type Meta = v.InferOutput<typeof metaSchema>;

export const blockSchema = looseObject({
  id: str,
  version: v.optional(int),
  height: int,
  previous: v.nullish(str),
  timestamp: timestampSchema,
  transactions: v.optional(int, 0),
  confirmations: v.optional(int),
  generator: looseObject({
    username: v.nullish(str),
    address: str,
    publicKey: v.optional(str),
  }),
  forged: looseObject({
    reward: amount,
    fee: amount,
    amount: v.optional(amount, "0"),
    total: amount,
  }),
  payload: v.optional(looseObject({ hash: v.optional(str), length: v.optional(int) })),
  signature: v.optional(str),
});
/** A block. Block ids are decimal strings (up to 20 digits) or 64-hex. */
export type Block = v.InferOutput<typeof blockSchema>;

const assetSchema = record(v.unknown());

export const transactionSchema = v.pipe(
  looseObject({
    id: str,
    blockId: v.nullish(str),
    version: v.optional(int),
    type: int,
    typeGroup: v.optional(int, 1),
    amount: v.optional(amount, "0"),
    fee: amount,
    sender: str,
    senderPublicKey: v.optional(str),
    recipient: v.nullish(str),
    recipientId: v.nullish(str),
    vendorField: v.nullish(str),
    asset: v.nullish(assetSchema),
    confirmations: v.optional(int, 0),
    timestamp: v.optional(timestampSchema),
    nonce: v.optional(v.union([str, num])),
    signature: v.optional(str),
    signSignature: v.optional(str),
    secondSignature: v.optional(str),
    signatures: v.optional(v.array(str)),
  }),
  v.transform((t) => ({
    ...t,
    /** 3.x names it `recipient`, 2.6 `recipientId`; for non-transfers 3.x repeats the sender. */
    recipient: t.recipient ?? t.recipientId ?? undefined,
    vendorField: t.vendorField ?? undefined,
    asset: t.asset ?? undefined,
    nonce: t.nonce === undefined ? undefined : String(t.nonce),
    signSignature: t.signSignature ?? t.secondSignature,
  })),
);
/** A transaction; `timestamp` is absent in 3.x block-transaction lists. */
export type Transaction = v.InferOutput<typeof transactionSchema>;

const delegateAttr = looseObject({
  username: v.optional(str),
  voteBalance: v.optional(amount),
  forgedFees: v.optional(amount),
  forgedRewards: v.optional(amount),
  producedBlocks: v.optional(int),
  rank: v.nullish(int),
  resigned: v.optional(v.boolean()),
  lastBlock: v.optional(v.unknown()),
});
const multiSigSchema = looseObject({
  min: int,
  publicKeys: v.array(str),
  lifetime: v.optional(int),
});

export const walletSchema = v.pipe(
  looseObject({
    address: str,
    publicKey: v.nullish(str),
    balance: amount,
    nonce: v.optional(v.union([str, num])),
    username: v.nullish(str),
    vote: v.nullish(str),
    secondPublicKey: v.nullish(str),
    isDelegate: v.optional(v.boolean()),
    isResigned: v.optional(v.boolean()),
    multiSignature: v.nullish(multiSigSchema),
    /** 2.6: the balance in open HTLC locks (also `attributes.htlc.lockedBalance` where sent) */
    lockedBalance: v.optional(v.unknown()),
    attributes: v.optional(
      looseObject({
        delegate: v.optional(delegateAttr),
        vote: v.optional(str),
        secondPublicKey: v.optional(str),
        multiSignature: v.optional(multiSigSchema),
        business: v.optional(record(v.unknown())),
        entities: v.optional(record(v.unknown())),
        htlc: v.optional(v.unknown()),
      }),
    ),
  }),
  v.transform((w) => {
    const a = w.attributes;
    return {
      address: w.address,
      publicKey: w.publicKey ?? undefined,
      balance: w.balance,
      nonce: w.nonce === undefined ? undefined : String(w.nonce),
      /** public key of the delegate this wallet votes for */
      vote: w.vote ?? a?.vote ?? undefined,
      username: w.username ?? a?.delegate?.username ?? undefined,
      isDelegate: Boolean(w.isDelegate ?? a?.delegate?.username ?? w.username),
      isResigned: Boolean(w.isResigned ?? a?.delegate?.resigned),
      secondPublicKey: w.secondPublicKey ?? a?.secondPublicKey ?? undefined,
      multiSignature: w.multiSignature ?? a?.multiSignature ?? undefined,
      /** the delegate's rank, votes, produced blocks… as the wallet itself carries them */
      delegate: walletDelegate(a?.delegate, w),
      /** 2.6: the top-level `lockedBalance` as sent; read with walletLockedBalance (wallet-locked-balance.ts) */
      lockedBalanceTopLevel: w.lockedBalance,
      /**
       * whether the wallet registered a business (2.6 magistrate) or entities (3.x); their facts are
       * read by `walletMagistrate` (wallet-attributes.ts) where they are shown, so that code stays
       * out of the start-up chunk
       */
      hasMagistrate: Boolean(a?.business) || Object.keys(a?.entities ?? {}).length > 0,
      attributes: a,
    };
  }),
);
/** A wallet, attributes of 3.x folded into top-level fields. */
export type Wallet = v.InferOutput<typeof walletSchema>;

export const delegateSchema = v.pipe(
  looseObject({
    username: str,
    address: str,
    publicKey: str,
    votes: v.optional(amount, "0"),
    rank: v.nullish(int),
    isResigned: v.optional(v.boolean()),
    blocks: v.optional(
      looseObject({
        produced: v.optional(int, 0),
        missed: v.optional(int),
        last: v.nullish(
          looseObject({
            id: v.optional(str),
            height: int,
            timestamp: v.optional(timestampSchema),
          }),
        ),
      }),
      { produced: 0 },
    ),
    production: v.optional(
      looseObject({ approval: v.optional(v.union([num, v.pipe(str, v.transform(Number))]), 0) }),
      { approval: 0 },
    ),
    forged: v.optional(
      looseObject({
        fees: v.optional(amount, "0"),
        rewards: v.optional(amount, "0"),
        total: v.optional(amount, "0"),
      }),
      { fees: "0", rewards: "0", total: "0" },
    ),
  }),
  v.transform((d) => ({
    ...d,
    rank: d.rank ?? undefined,
    isResigned: Boolean(d.isResigned),
    blocks: { ...d.blocks, last: d.blocks.last ?? undefined },
  })),
);
/** A delegate; `rank` is absent for resigned delegates on 3.x. */
export type Delegate = v.InferOutput<typeof delegateSchema>;

export const lockSchema = looseObject({
  lockId: str,
  amount,
  secretHash: v.optional(str),
  senderPublicKey: v.optional(str),
  recipientId: v.optional(str),
  timestamp: v.optional(timestampSchema),
  expirationType: int,
  expirationValue: int,
  isExpired: v.optional(v.boolean()),
  vendorField: v.nullish(str),
});
/** An open HTLC lock; 3.x lists only open locks. */
export type Lock = v.InferOutput<typeof lockSchema>;

/** `{ data: T }` envelope of single-resource answers. */
export function single<S extends v.GenericSchema>(item: S) {
  return looseObject({ data: item });
}
/** `{ data: T[], meta }` envelope of paged lists; meta defaults when a node omits it. */
export function paged<S extends v.GenericSchema>(item: S) {
  return looseObject({
    data: v.array(item),
    meta: v.optional(metaSchema, { pageCount: 1, totalCount: 0 }),
  });
}
export interface Page<T> {
  data: T[];
  meta: Meta;
}
