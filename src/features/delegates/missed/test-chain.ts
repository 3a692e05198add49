import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block } from "@/shared/api/schemas";
import { forgingOrder } from "../round/shuffle";

// Test helpers: a chain forged as ARK Core forges it, with delegates that never forge.

/** `n` made-up active delegates, ranked by their index (fewer votes further down). */
export function testMembers(n: number): RoundDelegate[] {
  return Array.from({ length: n }, (_, i) => ({
    publicKey: `02${String(i).padStart(64, "0")}`,
    votes: String(1_000_000 - i),
  }));
}

/** A block at `height` forged by `publicKey` in `slot` (`blocktime` seconds each). */
function testBlock(height: number, slot: number, publicKey: string, blocktime: number): Block {
  return {
    height,
    id: `id${height}`,
    timestamp: { epoch: slot * blocktime, unix: 1_490_101_200 + slot * blocktime },
    generator: {
      address: `A${publicKey.slice(-6)}`,
      publicKey,
      username: `d_${publicKey.slice(-3)}`,
    },
  } as Block;
}

/**
 * The blocks of heights 1 … `upTo`: the genesis block at height 1 (slot 0), then each block in the
 * first slot after the previous block's whose owner (the forging order of the block's round, from
 * `members`) is not one of `idle` (from height `idleFrom` on); the slots of idle delegates pass
 * without a block.
 */
export function forgedChain(
  members: readonly RoundDelegate[],
  upTo: number,
  idle: ReadonlySet<string>,
  { blocktime = 8, idleFrom = 2 }: { blocktime?: number; idleFrom?: number } = {},
): Block[] {
  const n = members.length;
  const blocks: Block[] = [testBlock(1, 0, "genesis", blocktime)];
  let slot = 0;
  for (let h = 2; h <= upTo; h++) {
    const order = forgingOrder(Math.ceil(h / n), members);
    slot++;
    while (h >= idleFrom && idle.has(order[slot % n]!)) slot++;
    blocks.push(testBlock(h, slot, order[slot % n]!, blocktime));
  }
  return blocks;
}
