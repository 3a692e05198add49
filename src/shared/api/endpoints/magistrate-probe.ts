import * as v from "valibot";
import { request } from "../client";
import { looseObject } from "../schemas";
import { getTransactionTypes } from "./node";

/**
 * The magistrate feature probe: the businesses and bridgechains pages and menu entries exist only
 * on networks that run the magistrate transactions. One request on both API generations: GET
 * transactions/types lists typeGroup 2 when the node runs the magistrate transactions (2.6 and 3.x
 * alike). A node without that endpoint falls back to the older probe: GET businesses answering data
 * → enabled. Any other failure → disabled (a node without the magistrate plugin answers with an
 * error).
 */
export async function probeMagistrate(signal?: AbortSignal): Promise<boolean> {
  try {
    const types = await getTransactionTypes(signal);
    return Object.keys(types["2"] ?? {}).length > 0;
  } catch {
    /* fall through to the businesses probe */
  }
  try {
    await request("GET", "businesses", looseObject({ data: v.array(v.unknown()) }), {
      searchParams: { limit: 1 },
      signal,
    });
    return true;
  } catch {
    return false;
  }
}
