import * as v from "valibot";
import { apiServer, request, segment } from "../client";

/** The resources whose pages offer their API answer as raw data. */
export type RawResource = "transactions" | "blocks";

/**
 * The node's own answer to GET {resource}/{id} (`{ data: … }`), parsed JSON but neither validated
 * nor normalised, for the "Raw data" view of the transaction and block pages: what the node said,
 * in its generation's shape (2.6 `recipientId`, 3.x `recipient`…), not the app's model. `url` is the
 * address asked.
 */
export async function getRawAnswer(
  resource: RawResource,
  id: string,
  signal?: AbortSignal,
): Promise<{ url: string; body: unknown }> {
  const path = `${resource}/${segment(id)}`;
  const body = await request("GET", path, v.unknown(), { signal });
  return { url: `${apiServer()}/${path}`, body };
}
