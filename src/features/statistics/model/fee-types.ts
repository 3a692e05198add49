import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";

/** ARK Core 3.x names the types of GET node/fees by key: the type numbers they stand for. */
const FEE_KEYS: Readonly<Record<string, readonly [number, number]>> = {
  "1/transfer": [1, 0],
  "1/secondSignature": [1, 1],
  "1/delegateRegistration": [1, 2],
  "1/vote": [1, 3],
  "1/multiSignature": [1, 4],
  "1/ipfs": [1, 5],
  "1/multiPayment": [1, 6],
  "1/delegateResignation": [1, 7],
  "1/htlcLock": [1, 8],
  "1/htlcClaim": [1, 9],
  "1/htlcRefund": [1, 10],
  "2/businessRegistration": [2, 0],
  "2/businessResignation": [2, 1],
  "2/businessUpdate": [2, 2],
  "2/bridgechainRegistration": [2, 3],
  "2/bridgechainResignation": [2, 4],
  "2/bridgechainUpdate": [2, 5],
};

/** The type group and number of a fee row (2.6 rows carry the number, 3.x rows a key); undefined if unknown. */
export function feeTypeOf(f: TypeFeeStats): { typeGroup: number; type: number } | undefined {
  if (f.type !== undefined && Number.isInteger(f.type))
    return { typeGroup: f.typeGroup, type: f.type };
  const known = f.key ? FEE_KEYS[`${f.typeGroup}/${f.key}`] : undefined;
  return known ? { typeGroup: known[0], type: known[1] } : undefined;
}
