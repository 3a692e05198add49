import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/** A delegate of a round's active list (GET rounds/{round}/delegates): public key and votes (arktoshi). */
export interface RoundMember {
  publicKey: string;
  votes: string;
}

/**
 * The round's active delegates in ARK Core's ranking order: vote balance descending, then public
 * key ascending (core-state DposState.buildDelegateRanking / RoundRepository.getRound).
 * Votes are compared as BigInt (exact arktoshi). Returns a new array.
 */
export function rankRoundMembers<T extends RoundMember>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => {
    const va = BigInt(a.votes);
    const vb = BigInt(b.votes);
    if (va !== vb) return vb > va ? 1 : -1;
    return a.publicKey < b.publicKey ? -1 : a.publicKey > b.publicKey ? 1 : 0;
  });
}

/**
 * ARK Core 3.x forging order of a round (core-state RoundState.shuffleDelegates), reproduced
 * exactly: seed = sha256(utf8(String(round))); for each position i, swap it with
 * seed[x] % count for x = 0..3, then re-hash the seed (sha256 of the 32-byte seed). Core's nested
 * loop increments `i` once more after every 4 swaps, so every 5th position is not swapped by
 * its own step — kept on purpose, the order must match the chain.
 * `ranked` must be in ranking order (see rankRoundMembers). Returns a new array.
 */
export function shuffleDelegates<T>(round: number, ranked: readonly T[]): T[] {
  const delegates = [...ranked];
  const count = delegates.length;
  let seed = sha256(utf8ToBytes(String(round)));
  for (let i = 0; i < count; i++) {
    for (let x = 0; x < 4 && i < count; i++, x++) {
      const newIndex = seed[x]! % count;
      const b = delegates[newIndex]!;
      delegates[newIndex] = delegates[i]!;
      delegates[i] = b;
    }
    seed = sha256(seed);
  }
  return delegates;
}

/** Forging orders already worked out, per active list (the query's answer) and round. */
const orders = new WeakMap<readonly RoundMember[], Map<number, readonly string[]>>();

/**
 * The forging order (public keys) of a round from its active list, in any order. Worked out once
 * per list and round: the list is a query's answer, the same array until the node is asked again,
 * and the delegate monitor derives its view again on every answer of its ~10 queries (a first
 * visit asked for the same few orders dozens of times, each a sort and ~13 SHA-256 hashes, in
 * renders that block the main thread). The array is shared: read it, never change it.
 */
export function forgingOrder(round: number, members: readonly RoundMember[]): readonly string[] {
  let byRound = orders.get(members);
  if (!byRound) orders.set(members, (byRound = new Map()));
  let order = byRound.get(round);
  if (!order)
    byRound.set(
      round,
      (order = shuffleDelegates(round, rankRoundMembers(members)).map((m) => m.publicKey)),
    );
  return order;
}
