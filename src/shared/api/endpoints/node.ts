import * as v from "valibot";
import { noteCoreVersion, noteCoreVersionPending } from "../capabilities";
import { apiServer, request } from "../client";
import { amount, looseObject, num, record, single } from "../schemas";

/**
 * GET blockchain → current height, head block id and supply (arktoshi); the height poll reads it
 * about once a minute.
 */
export async function getBlockchain(signal?: AbortSignal) {
  const schema = single(
    looseObject({
      block: looseObject({ height: num, id: v.optional(v.string()) }),
      supply: amount,
    }),
  );
  const { data } = await request("GET", "blockchain", schema, { signal });
  return { height: data.block.height, blockId: data.block.id, supply: data.supply };
}

const constantsSchema = looseObject({
  activeDelegates: v.optional(num),
  blocktime: v.optional(num),
  epoch: v.optional(v.string()),
  htlcEnabled: v.optional(v.boolean()),
  vendorFieldLength: v.optional(num),
  aip11: v.optional(v.boolean()),
  reward: v.optional(v.union([num, v.string()])),
});

/**
 * What the app needs of GET node/configuration: nethash, token, symbol, address version, constants.
 */
export interface NodeConfiguration {
  nethash: string;
  token: string;
  symbol: string;
  /** address prefix byte (pubKeyHash), `version` in the answer */
  addressPrefix: number;
  /** ISO date of the network epoch (timestamps count seconds from it) */
  epoch: string;
  /** seconds per block */
  blocktime: number;
  activeDelegates: number;
  htlcEnabled: boolean;
  vendorFieldLength: number;
  /** the block reward of the current milestone (arktoshi, decimal string), when the node says */
  reward?: string;
  coreVersion?: string;
  explorer?: string;
}

/** GET node/configuration, normalised. */
export async function getNodeConfiguration(signal?: AbortSignal): Promise<NodeConfiguration> {
  const schema = single(
    looseObject({
      nethash: v.string(),
      token: v.string(),
      symbol: v.string(),
      version: num,
      explorer: v.optional(v.string()),
      core: v.optional(looseObject({ version: v.optional(v.string()) })),
      constants: constantsSchema,
    }),
  );
  const server = apiServer();
  const answer = request("GET", "node/configuration", schema, { signal }).then((body) => {
    noteCoreVersion(server, body.data.core?.version);
    return body;
  });
  // capability probes started meanwhile wait for this answer (capabilities.ts)
  noteCoreVersionPending(server, answer);
  const { data } = await answer;
  const c = data.constants;
  return {
    nethash: data.nethash,
    token: data.token,
    symbol: data.symbol,
    addressPrefix: data.version,
    epoch: c.epoch ?? "2017-03-21T13:00:00.000Z",
    blocktime: c.blocktime ?? 8,
    activeDelegates: c.activeDelegates ?? 51,
    // 2.6 nodes without the flag: HTLC arrived with aip11
    htlcEnabled: c.htlcEnabled ?? Boolean(c.aip11),
    vendorFieldLength: c.vendorFieldLength ?? 255,
    reward:
      c.reward === undefined || !/^\d+$/.test(String(c.reward)) ? undefined : String(c.reward),
    coreVersion: data.core?.version,
    explorer: data.explorer,
  };
}

/** GET transactions/types (3.x) → `{ "1": { Transfer: 0, ... }, "2": { Entity: 6 } }`. */
export async function getTransactionTypes(
  signal?: AbortSignal,
): Promise<Record<string, Record<string, number>>> {
  const schema = single(record(record(num)));
  const { data } = await request("GET", "transactions/types", schema, { signal });
  return data;
}
