import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Block, Page } from "@/shared/api/schemas";
import { advanceBlocksPage, blocksQuery } from "./block-queries";

const block = (height: number) =>
  ({
    id: `b${height}`,
    height,
    transactions: 0,
    generator: { publicKey: "02aa", address: "AAddr" },
    timestamp: { epoch: height * 8, unix: 1_490_101_200 + height * 8 },
    forged: { reward: "200000000", fee: "0", amount: "0", total: "200000000" },
  }) as unknown as Block;

const params = { page: 1, limit: 3, orderBy: "height:desc" };
const page = (heights: number[], totalCount: number): Page<Block> => ({ data: heights.map(block), meta: { totalCount, pageCount: Math.ceil(totalCount / 3) } });

function clientWith(list?: Page<Block>) {
  const client = new QueryClient();
  if (list) client.setQueryData(blocksQuery(params).queryKey, list);
  return client;
}
const listOf = (client: QueryClient) => client.getQueryData<Page<Block>>(blocksQuery(params).queryKey);

describe("the latest blocks follow the head without asking again", () => {
  it("takes in the one new block the height poll read: on top, the oldest drops off, the total grows", () => {
    const client = clientWith(page([10, 9, 8], 10));
    expect(advanceBlocksPage(client, params, { height: 11, blockId: "b11", block: block(11) })).toBe(true);
    expect(listOf(client)?.data.map((b) => b.height)).toEqual([11, 10, 9]);
    expect(listOf(client)?.meta).toMatchObject({ totalCount: 11, pageCount: 4 });
    // a second caller at the same head finds the list current
    expect(advanceBlocksPage(client, params, { height: 11, blockId: "b11", block: block(11) })).toBe(true);
    expect(listOf(client)?.data.map((b) => b.height)).toEqual([11, 10, 9]);
  });
  it("asks again when it cannot: several blocks came, the poll read no block, nothing cached, another page or order", () => {
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, { height: 12, blockId: "b12", block: block(12) })).toBe(false);
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, { height: 11, blockId: "b11" })).toBe(false);
    expect(advanceBlocksPage(clientWith(), params, { height: 11, blockId: "b11", block: block(11) })).toBe(false);
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), { ...params, page: 2 }, { height: 11, block: block(11) })).toBe(false);
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), { ...params, orderBy: "height:asc" }, { height: 11, block: block(11) })).toBe(false);
    expect(advanceBlocksPage(clientWith(page([10, 9, 8], 10)), params, undefined)).toBe(false);
  });
});
