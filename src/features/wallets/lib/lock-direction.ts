/** Status of an unlock transaction seen from a lock: claim (type 9) or refund (type 10). */
export type LockUnlockStatus = "claim" | "refund";
export type LockDirection = "outgoing" | "incoming" | "none";

/**
 * Direction of a timelock movement for the viewed `address` (the original explorer's rule), in
 * order: outgoing if the address is not the recipient and the status is claim, or it is not the
 * sender and the status is refund; incoming if it is not the sender and the status is claim; else
 * none.
 */
export function lockDirection(
  address: string,
  lock: { sender?: string; recipient?: string; status?: LockUnlockStatus },
): LockDirection {
  const { sender, recipient, status } = lock;
  if ((address !== recipient && status === "claim") || (address !== sender && status === "refund")) return "outgoing";
  if (address !== sender && status === "claim") return "incoming";
  return "none";
}
