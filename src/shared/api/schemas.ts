import { z } from "zod/mini";

/**
 * Response schemas of the ARK Core public API, lenient enough for both generations
 * (2.6-era and 3.x, see e2e/testnet/FINDINGS.md) and normalised to ONE shape per entity (§3):
 * amounts are decimal strings in arktoshi; numbers stay numbers; optional keys may be absent.
 * Views only ever see the types exported here.
 */

/** Arktoshi amounts: strings on 3.x, sometimes numbers on older nodes → always a digit string. */
export const amount = z.pipe(
  z.union([z.string().check(z.regex(/^-?\d+$/, "not an integer amount")), z.number()]),
  z.transform((v) => (typeof v === "number" ? BigInt(Math.trunc(v)).toString() : v)),
);
const int = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((v) => Number(v)),
);
const str = z.string();

export const timestampSchema = z.looseObject({
  epoch: int,
  unix: int,
  human: z.optional(str),
});
export type Timestamp = z.infer<typeof timestampSchema>;

export const metaSchema = z.looseObject({
  count: z.optional(int),
  pageCount: z._default(int, 1),
  totalCount: z._default(int, 0),
  next: z.optional(z.nullable(str)),
  previous: z.optional(z.nullable(str)),
  self: z.optional(z.nullable(str)),
  first: z.optional(z.nullable(str)),
  last: z.optional(z.nullable(str)),
  totalCountIsEstimate: z.optional(z.boolean()),
});
/** Pagination meta (§3). */
export type Meta = z.infer<typeof metaSchema>;

export const blockSchema = z.looseObject({
  id: str,
  version: z.optional(int),
  height: int,
  previous: z.optional(z.nullable(str)),
  timestamp: timestampSchema,
  transactions: z._default(int, 0),
  confirmations: z.optional(int),
  generator: z.looseObject({
    username: z.optional(z.nullable(str)),
    address: str,
    publicKey: z.optional(str),
  }),
  forged: z.looseObject({
    reward: amount,
    fee: amount,
    amount: z._default(amount, "0"),
    total: amount,
  }),
  payload: z.optional(z.looseObject({ hash: z.optional(str), length: z.optional(int) })),
  signature: z.optional(str),
});
/** A block (§3 Block). Block ids are decimal strings (up to 20 digits) or 64-hex. */
export type Block = z.infer<typeof blockSchema>;

const assetSchema = z.record(z.string(), z.unknown());

export const transactionSchema = z.pipe(
  z.looseObject({
    id: str,
    blockId: z.optional(z.nullable(str)),
    version: z.optional(int),
    type: int,
    typeGroup: z._default(int, 1),
    amount: z._default(amount, "0"),
    fee: amount,
    sender: str,
    senderPublicKey: z.optional(str),
    recipient: z.optional(z.nullable(str)),
    recipientId: z.optional(z.nullable(str)),
    vendorField: z.optional(z.nullable(str)),
    asset: z.optional(z.nullable(assetSchema)),
    confirmations: z._default(int, 0),
    timestamp: z.optional(timestampSchema),
    nonce: z.optional(z.union([str, z.number()])),
    signature: z.optional(str),
    signSignature: z.optional(str),
    secondSignature: z.optional(str),
    signatures: z.optional(z.array(str)),
  }),
  z.transform((t) => ({
    ...t,
    /** 3.x names it `recipient`, 2.6 `recipientId`; for non-transfers 3.x repeats the sender. */
    recipient: t.recipient ?? t.recipientId ?? undefined,
    vendorField: t.vendorField ?? undefined,
    asset: t.asset ?? undefined,
    nonce: t.nonce === undefined ? undefined : String(t.nonce),
    signSignature: t.signSignature ?? t.secondSignature,
  })),
);
/** A transaction (§3 Transaction); `timestamp` is absent in 3.x block-transaction lists. */
export type Transaction = z.infer<typeof transactionSchema>;

const delegateAttr = z.looseObject({
  username: z.optional(str),
  voteBalance: z.optional(amount),
  forgedFees: z.optional(amount),
  forgedRewards: z.optional(amount),
  producedBlocks: z.optional(int),
  rank: z.optional(z.nullable(int)),
  resigned: z.optional(z.boolean()),
  lastBlock: z.optional(z.unknown()),
});
const multiSigSchema = z.looseObject({
  min: int,
  publicKeys: z.array(str),
  lifetime: z.optional(int),
});

export const walletSchema = z.pipe(
  z.looseObject({
    address: str,
    publicKey: z.optional(z.nullable(str)),
    balance: amount,
    nonce: z.optional(z.union([str, z.number()])),
    username: z.optional(z.nullable(str)),
    vote: z.optional(z.nullable(str)),
    secondPublicKey: z.optional(z.nullable(str)),
    isDelegate: z.optional(z.boolean()),
    isResigned: z.optional(z.boolean()),
    multiSignature: z.optional(z.nullable(multiSigSchema)),
    attributes: z.optional(
      z.looseObject({
        delegate: z.optional(delegateAttr),
        vote: z.optional(str),
        secondPublicKey: z.optional(str),
        multiSignature: z.optional(multiSigSchema),
        business: z.optional(z.record(z.string(), z.unknown())),
        entities: z.optional(z.record(z.string(), z.unknown())),
        htlc: z.optional(z.unknown()),
      }),
    ),
  }),
  z.transform((w) => {
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
      attributes: a,
    };
  }),
);
/** A wallet (§3 Wallet), attributes of 3.x folded into top-level fields. */
export type Wallet = z.infer<typeof walletSchema>;

export const delegateSchema = z.pipe(
  z.looseObject({
    username: str,
    address: str,
    publicKey: str,
    votes: z._default(amount, "0"),
    rank: z.optional(z.nullable(int)),
    isResigned: z.optional(z.boolean()),
    blocks: z._default(
      z.looseObject({
        produced: z._default(int, 0),
        missed: z.optional(int),
        last: z.optional(
          z.nullable(
            z.looseObject({
              id: z.optional(str),
              height: int,
              timestamp: z.optional(timestampSchema),
            }),
          ),
        ),
      }),
      { produced: 0 },
    ),
    production: z._default(z.looseObject({ approval: z._default(z.union([z.number(), z.pipe(str, z.transform(Number))]), 0) }), { approval: 0 }),
    forged: z._default(
      z.looseObject({
        fees: z._default(amount, "0"),
        rewards: z._default(amount, "0"),
        total: z._default(amount, "0"),
      }),
      { fees: "0", rewards: "0", total: "0" },
    ),
  }),
  z.transform((d) => ({
    ...d,
    rank: d.rank ?? undefined,
    isResigned: Boolean(d.isResigned),
    blocks: { ...d.blocks, last: d.blocks.last ?? undefined },
  })),
);
/** A delegate (§3 Delegate); `rank` is absent for resigned delegates on 3.x. */
export type Delegate = z.infer<typeof delegateSchema>;

export const lockSchema = z.looseObject({
  lockId: str,
  amount,
  secretHash: z.optional(str),
  senderPublicKey: z.optional(str),
  recipientId: z.optional(str),
  timestamp: z.optional(timestampSchema),
  expirationType: int,
  expirationValue: int,
  isExpired: z.optional(z.boolean()),
  vendorField: z.optional(z.nullable(str)),
});
/** An open HTLC lock (§3 Lock); 3.x lists only open locks. */
export type Lock = z.infer<typeof lockSchema>;

/** `{ data: T }` envelope of single-resource answers. */
export function single<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({ data: item });
}
/** `{ data: T[], meta }` envelope of paged lists; meta defaults when a node omits it. */
export function paged<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({
    data: z.array(item),
    meta: z._default(metaSchema, { pageCount: 1, totalCount: 0 }),
  });
}
export interface Page<T> {
  data: T[];
  meta: Meta;
}
