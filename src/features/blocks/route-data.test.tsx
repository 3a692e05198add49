import type { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { blockTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import type { Block } from "@/shared/api/schemas";
import { usePreferences } from "@/shared/preferences/store";
import { expectSameQueries } from "@/shared/routing/test-page-queries";
import { blockQuery, blocksQuery } from "./api/block-queries";
import { useBlockPageQueries, useBlocksPageQueries } from "./hooks/usePageQueries";
import { blockData, blocksData } from "./route-data";

const ID = "a".repeat(64);
/** A block the cache holds (the hook and the route data read its id and transaction count). */
const cachedBlock = (transactions: number) => (queryClient: QueryClient) =>
  queryClient.setQueryData(blockQuery(ID).queryKey, { id: ID, height: 12, transactions } as Block);

beforeEach(() => usePreferences.setState({ sorts: {}, rowsPerPage: 25 }));

describe("/blocks/{page}: the route's data function starts what the page asks", () => {
  it("for the default URL, an explicit sort, size and page, and odd values", async () => {
    const keys = await expectSameQueries(blocksData, useBlocksPageQueries, "/blocks/:page", [
      "/blocks/1",
      "/blocks/3?sort=fee:asc&limit=50",
      "/blocks/2?sort=nonsense:asc&limit=7",
      "/blocks/0",
      "/blocks/x",
    ]);
    expect(keys["/blocks/1"]).toEqual([
      blocksQuery({ page: 1, limit: 25, orderBy: "height:desc" }).queryKey,
    ]);
    expect(keys["/blocks/3?sort=fee:asc&limit=50"]).toEqual([
      blocksQuery({ page: 3, limit: 50, orderBy: "totalFee:asc" }).queryKey,
    ]);
    expect(keys["/blocks/2?sort=nonsense:asc&limit=7"]).toEqual([
      blocksQuery({ page: 2, limit: 25, orderBy: "height:desc" }).queryKey,
    ]);
    expect(keys["/blocks/x"]).toEqual([]);
  });

  it("with the visitor's stored sort and rows per page (the URL's win)", async () => {
    usePreferences.setState({
      sorts: { blocks: { id: "timestamp", desc: false } },
      rowsPerPage: 10,
    });
    const keys = await expectSameQueries(blocksData, useBlocksPageQueries, "/blocks/:page", [
      "/blocks/1",
      "/blocks/1?sort=height:desc&limit=20",
    ]);
    expect(keys["/blocks/1"]).toEqual([
      blocksQuery({ page: 1, limit: 10, orderBy: "timestamp:asc" }).queryKey,
    ]);
    expect(keys["/blocks/1?sort=height:desc&limit=20"]).toEqual([
      blocksQuery({ page: 1, limit: 20, orderBy: "height:desc" }).queryKey,
    ]);
  });
});

describe("/block/{id}: the route's data function starts what the page asks", () => {
  it("the block by id or height; nothing for an odd id", async () => {
    const keys = await expectSameQueries(
      blockData,
      useBlockPageQueries,
      "/block/:id",
      [`/block/${ID}`, "/block/12", "/block/%3Cscript%3E"],
      {
        select: (r) => r.queries,
      },
    );
    expect(keys[`/block/${ID}`]).toEqual([blockQuery(ID).queryKey]);
    expect(keys["/block/%3Cscript%3E"]).toEqual([]);
  });

  it("a known block with transactions: its first page of them at the stored size, together", async () => {
    usePreferences.setState({ rowsPerPage: 50 });
    const keys = await expectSameQueries(
      blockData,
      useBlockPageQueries,
      "/block/:id",
      [`/block/${ID}`],
      {
        seed: cachedBlock(3),
        select: (r) => r.queries,
      },
    );
    expect(keys[`/block/${ID}`]).toEqual([
      blockQuery(ID).queryKey,
      blockTransactionsQuery(ID, { page: 1, limit: 50 }).queryKey,
    ]);
    // a known block without transactions: no list
    await expectSameQueries(blockData, useBlockPageQueries, "/block/:id", [`/block/${ID}`], {
      seed: cachedBlock(0),
      select: (r) => r.queries,
    });
  });
});
