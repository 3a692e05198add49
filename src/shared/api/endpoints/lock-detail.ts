import * as v from "valibot";
import { request, segment } from "../client";
import { isNotFound } from "../errors";
import { amount, looseObject, lockSchema, num, single, type Lock } from "../schemas";

/*
 * One lock by id (GET locks/{id}), apart from the lists' lock endpoints (locks.ts): those ride in
 * every transaction page's code, this one only in the lock page's.
 */
const whole = v.pipe(
  v.union([num, v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((x) => Number(x)),
);

/**
 * One lock as either generation answers GET locks/{id}: ARK Core 3.x sends the expiration flat
 * (`expirationType`, `expirationValue`) and always the `lockId`; 2.6 spreads the wallet's stored
 * lock, so the expiration may come nested (`expiration: {type, value}`) and the id may be missing.
 */
const anyLockSchema = looseObject({
  lockId: v.optional(v.string()),
  amount,
  secretHash: v.optional(v.string()),
  senderPublicKey: v.optional(v.string()),
  recipientId: v.optional(v.string()),
  timestamp: v.optional(looseObject({ epoch: whole, unix: whole, human: v.optional(v.string()) })),
  expirationType: v.optional(whole),
  expirationValue: v.optional(whole),
  expiration: v.optional(looseObject({ type: whole, value: whole })),
  isExpired: v.optional(v.boolean()),
  vendorField: v.nullish(v.string()),
});

/** Either generation's lock answer as the app's one {@link Lock} shape (`id`: the id asked for). */
function normaliseLock(id: string, raw: v.InferOutput<typeof anyLockSchema>): Lock {
  const { expiration, ...rest } = raw;
  return v.parse(lockSchema, {
    ...rest,
    lockId: raw.lockId ?? id,
    expirationType: raw.expirationType ?? expiration?.type ?? 0,
    expirationValue: raw.expirationValue ?? expiration?.value ?? 0,
  });
}

/**
 * GET locks/{id}: the lock while it is still held (open or expired, not yet claimed or refunded),
 * with the node's own `isExpired`; null once it is gone (404: both generations drop a lock from
 * the wallet state when it is claimed or refunded, and an id that never was a lock answers the
 * same). Other failures reject.
 */
export async function getLock(id: string, signal?: AbortSignal): Promise<Lock | null> {
  try {
    const answer = await request("GET", `locks/${segment(id)}`, single(anyLockSchema), { signal });
    return normaliseLock(id, answer.data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
