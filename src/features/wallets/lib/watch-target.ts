import { getWallet } from "@/shared/api/endpoints/wallets";
import { isDotSegment } from "@/shared/api/dot-segment";
import { isNotFound } from "@/shared/api/errors";
import * as addressCode from "@/shared/crypto/address";
import { localAddress } from "./resolve";

/** What a typed wallet reference leads to, or why it leads nowhere. */
export type WatchTarget =
  | { kind: "address"; address: string }
  | { kind: "empty" }
  /** shaped like an address, but not one of this network (prefix or checksum) */
  | { kind: "invalidAddress" }
  /** several known wallets carry this name */
  | { kind: "ambiguous" }
  | { kind: "notFound" }
  /** the node could not be asked */
  | { kind: "unreachable" };

/** A delegate username's form: 1–20 of a-z 0-9 ! @ $ & _ . (usernames are lowercase on chain). */
const USERNAME = /^[a-z0-9!@$&_.]{1,20}$/;
/** Base58 of about an address's length: meant as an address even when it is not a valid one. */
const ADDRESS_LIKE = /^[1-9A-HJ-NP-Za-km-z]{30,40}$/;

/**
 * The address `text` names without asking the node, case-insensitively for names: an address of
 * this network (`prefix`), a public key (66 hex), a delegate username of the shared index, a
 * known-wallet name (`known`: address → name); `lookup` with the lowercased text when it may be a
 * username the index does not hold (it may hold only the first 100 delegates).
 */
export function localWatchTarget(
  text: string,
  prefix: number,
  known: Readonly<Record<string, string>>,
  delegatesByUsername: ReadonlyMap<string, { address: string }>,
): WatchTarget | { kind: "lookup"; username: string } {
  const input = text.trim();
  if (!input) return { kind: "empty" };
  const address = localAddress(input, prefix, addressCode);
  if (address) return { kind: "address", address };
  const key = input.toLowerCase();
  const delegate = delegatesByUsername.get(key);
  if (delegate) return { kind: "address", address: delegate.address };
  const named = Object.entries(known).filter(([, name]) => name.trim().toLowerCase() === key);
  if (named.length > 1) return { kind: "ambiguous" };
  if (named.length === 1) return { kind: "address", address: named[0]![0] };
  if (ADDRESS_LIKE.test(input) || /^[0-9a-f]{66}$/i.test(input)) return { kind: "invalidAddress" };
  // "." and ".." cannot be asked of the node (the request's path would name another endpoint)
  if (USERNAME.test(key) && !isDotSegment(key)) return { kind: "lookup", username: key };
  return { kind: "notFound" };
}

/**
 * {@link localWatchTarget}, then the node for a username it could not place
 * (GET wallets/{username}, both API generations): a 404 is "not found", any other failure
 * "unreachable".
 */
export async function resolveWatchTarget(
  text: string,
  prefix: number,
  known: Readonly<Record<string, string>>,
  delegatesByUsername: ReadonlyMap<string, { address: string }>,
  signal?: AbortSignal,
): Promise<WatchTarget> {
  const local = localWatchTarget(text, prefix, known, delegatesByUsername);
  if (local.kind !== "lookup") return local;
  try {
    const wallet = await getWallet(local.username, signal);
    // the node resolves usernames, addresses and public keys alike: only a delegate's own name counts
    if (
      wallet.username?.toLowerCase() !== local.username ||
      !addressCode.isValidAddress(wallet.address, prefix)
    )
      return { kind: "notFound" };
    return { kind: "address", address: wallet.address };
  } catch (error) {
    return isNotFound(error) ? { kind: "notFound" } : { kind: "unreachable" };
  }
}
