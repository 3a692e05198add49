import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { getBlock, getBlocks } from "@/shared/api/endpoints/blocks";
import { ApiError } from "@/shared/api/errors";
import { NotYetKnownError, stillAsking } from "@/shared/network/lagging-pool";
import { chainKeys } from "@/shared/network/queries";
import type { Block, Page } from "@/shared/api/schemas";
import { advanceBlocksPage, blockQuery, blocksQuery, isListedBlock } from "./block-queries";

const block = (height: number) =>
  ({
    id: `b${height}`,
    height,
    transactions: 0,
    generator: { publicKey: "02aa", address: "AAddr" },
    timestamp: { epoch: height * 8, unix: 1_490_101_200 + height * 8 },
    forged: { reward: "200000000", fee: "0", amount: "0", total: "200000000" },
  }) as unknown as Block;

vi.mock("@/shared/api/endpoints/blocks", () => ({ getBlocks: vi.fn(), getBlock: vi.fn() }));

const params = { page: 1, limit: 3, orderBy: "height:desc" };
const page = (heights: number[], totalCount: number): Page<Block> => ({
  data: heights.map(block),
  meta: { totalCount, pageCount: Math.ceil(totalCount / 3) },
});

function clientWith(list?: Page<Block>) {
  const client = new QueryClient();
  if (list) client.setQueryData(blocksQuery(params).queryKey, list);
  return client;
}
const listOf = (client: QueryClient) =>
  client.getQueryData<Page<Block>>(blocksQuery(params).queryKey);

describe("the latest blocks follow the head without asking again", () => {
  it("takes in the one new block the height poll read: on top, the oldest drops off, the total grows", () => {
    const client = clientWith(page([10, 9, 8], 10));
    expect(
      advanceBlocksPage(client, params, { height: 11, blockId: "b11", block: block(11) }),
    ).toBe(true);
    expect(listOf(client)?.data.map((b) => b.height)).toEqual([11, 10, 9]);
    expect(listOf(client)?.meta).toMatchObject({ totalCount: 11, pageCount: 4 });
    // a second caller at the same head finds the list current
    expect(
      advanceBlocksPage(client, params, { height: 11, blockId: "b11", block: block(11) }),
    ).toBe(true);
    expect(listOf(client)?.data.map((b) => b.height)).toEqual([11, 10, 9]);
  });
  it("asks again when it cannot: several blocks came, the poll read no block, nothing cached, another page or order", () => {
    expect(
      advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, {
        height: 12,
        blockId: "b12",
        block: block(12),
      }),
    ).toBe(false);
    expect(
      advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, { height: 11, blockId: "b11" }),
    ).toBe(false);
    expect(
      advanceBlocksPage(clientWith(), params, { height: 11, blockId: "b11", block: block(11) }),
    ).toBe(false);
    expect(
      advanceBlocksPage(
        clientWith(page([10, 9, 8], 10)),
        { ...params, page: 2 },
        { height: 11, block: block(11) },
      ),
    ).toBe(false);
    expect(
      advanceBlocksPage(
        clientWith(page([10, 9, 8], 10)),
        { ...params, orderBy: "height:asc" },
        { height: 11, block: block(11) },
      ),
    ).toBe(false);
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, undefined)).toBe(false);
  });
});

describe("the newest blocks behind a load-balanced pool whose members lag each other", () => {
  it("never go back: an answer older than the page shown keeps that page; a newer one is taken", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    const answers = [page([12, 11, 10], 12), page([9, 8, 7], 9), page([13, 12, 11], 13)];
    vi.mocked(getBlocks).mockImplementation(async () => answers.shift()!);
    const heights = async (p = params) =>
      (await client.fetchQuery(blocksQuery(p))).data.map((b) => b.height);
    expect(await heights()).toEqual([12, 11, 10]);
    // from the member three blocks behind
    expect(await heights()).toEqual([12, 11, 10]);
    expect(await heights()).toEqual([13, 12, 11]);
    // another page or order is what the node answered
    vi.mocked(getBlocks).mockResolvedValueOnce(page([6, 5, 4], 9));
    expect(await heights({ ...params, page: 2 })).toEqual([6, 5, 4]);
  });
});

describe("a block this explorer listed, not found by the node that answered", () => {
  const notFound = (id: string) =>
    new ApiError({
      method: "GET",
      path: `/blocks/${id}`,
      reason: "Block not found",
      kind: "http",
      status: 404,
    });

  it("is a block a cached answer names, or a height the chain has reached", () => {
    const client = new QueryClient();
    expect(isListedBlock(client, "b12", 20)).toBe(false);
    client.setQueryData(blocksQuery(params).queryKey, page([12, 11, 10], 12));
    client.setQueryData(["delegates-feature", "round", 1, "blocks", 51, 13], [block(13)]);
    client.setQueryData(["transactions", "list"], {
      data: [{ id: "t1", blockId: "b14" }],
      meta: {},
    });
    client.setQueryData(chainKeys.blockchain(), { height: 15, blockId: "b15" });
    for (const id of ["b12", "b13", "b14", "b15", "15", "1"])
      expect(isListedBlock(client, id, 15), id).toBe(true);
    for (const id of ["b16", "16", "0", "t1"])
      expect(isListedBlock(client, id, 15), id).toBe(false);
  });

  it("fails as not yet known and is asked again for a while; an id never listed is not found at once", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(blocksQuery(params).queryKey, page([12, 11, 10], 12));
    vi.mocked(getBlock).mockImplementation(async (id) => {
      throw notFound(id);
    });
    const listed = await client.fetchQuery(blockQuery("b12")).catch((e: unknown) => e);
    expect(listed).toBeInstanceOf(NotYetKnownError);
    expect((listed as ApiError).isNotFound).toBe(true);
    const state = client.getQueryState(blockQuery("b12").queryKey)!;
    expect(stillAsking(state)).toBe(true);
    expect(blockQuery("b12").refetchInterval).toBeTypeOf("function");
    expect(stillAsking({ ...state, errorUpdateCount: 40 })).toBe(false);
    const unknown = await client.fetchQuery(blockQuery("b99")).catch((e: unknown) => e);
    expect(unknown).not.toBeInstanceOf(NotYetKnownError);
    expect(stillAsking(client.getQueryState(blockQuery("b99").queryKey)!)).toBe(false);
  });
});
