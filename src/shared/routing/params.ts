import { useParams } from "react-router-dom";
import { isDotSegment } from "@/shared/api/dot-segment";

/**
 * Parses a route's page parameter, which must be digits only (no sign, no exponent). Returns the
 * page (0 and 1 both mean the first page) or null when it is not digits or absurdly large, in which
 * case the route shows the 404 page.
 */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^\d{1,7}$/.test(raw)) return null;
  return Math.max(1, Number(raw));
}

/** The `page` route parameter, validated with parsePage. */
export function usePageParam(): number | null {
  return parsePage(useParams().page);
}

/** Block ids: decimal (up to 20 digits) or 64-hex; heights are digits too. */
export function isBlockId(v: string): boolean {
  return /^\d{1,20}$/.test(v) || /^[0-9a-f]{64}$/i.test(v);
}
/** Transaction ids and lock ids: 64 hex characters. */
export function isTransactionId(v: string): boolean {
  return /^[0-9a-f]{64}$/i.test(v);
}
/**
 * Something that may name a wallet: base58 address, 66-hex public key, or a delegate username.
 * `.` and `..` are refused although ARK's username alphabet allows them: as a segment of the API
 * request's path they would name another endpoint (`delegates/../blocks` is `blocks`).
 */
export function isWalletId(v: string): boolean {
  if (isDotSegment(v)) return false;
  return (
    /^[1-9A-HJ-NP-Za-km-z]{25,40}$/.test(v) ||
    /^0[23][0-9a-f]{64}$/i.test(v) ||
    /^[a-z0-9!@$&_.]{1,20}$/.test(v)
  );
}
