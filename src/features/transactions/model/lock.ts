import { epochToUnix } from "@/shared/format/date";

/**
 * Expiration of a timelock (§2 Lock transactions table):
 * - type 1: `value` seconds since the network epoch → `{ kind: "time", unix }`;
 * - type 2: block `value` → `{ kind: "height", height, estimatedUnix }` where the estimate is
 *   now + blocktime × (height − current height) (in the past when already reached);
 * - anything else → `{ kind: "unknown" }`.
 */
export type LockExpiration =
  | { kind: "time"; unix: number }
  | { kind: "height"; height: number; estimatedUnix?: number }
  | { kind: "unknown" };

export function lockExpiration(
  expirationType: number | undefined,
  value: number | undefined,
  network: { epoch: string; blocktime: number; height?: number },
  nowUnix: number,
): LockExpiration {
  if (value === undefined || !Number.isFinite(value)) return { kind: "unknown" };
  if (expirationType === 1) return { kind: "time", unix: epochToUnix(value, network.epoch) };
  if (expirationType === 2) {
    const estimatedUnix =
      network.height === undefined ? undefined : nowUnix + network.blocktime * (value - network.height);
    return { kind: "height", height: value, estimatedUnix };
  }
  return { kind: "unknown" };
}
