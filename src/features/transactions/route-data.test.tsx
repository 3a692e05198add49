import type { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { blockQuery } from "@/features/blocks/api/block-queries";
import type { Transaction } from "@/shared/api/schemas";
import { usePreferences } from "@/shared/preferences/store";
import {
  expectSameQueries,
  seedAll,
  seedNode,
  type TestNode,
} from "@/shared/routing/test-page-queries";
import {
  blockTransactionsQuery,
  transactionQuery,
  transactionsQuery,
} from "./api/transaction-queries";
import {
  useBlockTransactionsPageQueries,
  useTransactionPageQueries,
  useTransactionsPageQueries,
} from "./hooks/usePageQueries";
import { blockTransactionsData, transactionData, transactionsData } from "./route-data";

// the network state the page's hooks read; the route's data function reads the same node from the cache
const node = vi.hoisted((): TestNode => ({
  epochUnix: 0,
  htlcEnabled: true,
  magistrateEnabled: false,
  magistrateKnown: false,
  configured: false,
}));
vi.mock("@/shared/network/useNetwork", () => ({
  useChainConstants: () => node,
  useTransactionTypes: () => node,
}));

/** The node before it answered (the defaults), then one without HTLC that runs the magistrate types. */
const BEFORE_ANSWER: TestNode = {
  epochUnix: Date.parse("2017-03-21T13:00:00.000Z") / 1000,
  htlcEnabled: true,
  magistrateEnabled: false,
  magistrateKnown: false,
  configured: false,
};
const ANSWERED: TestNode = {
  epochUnix: 1_600_000_000,
  htlcEnabled: false,
  magistrateEnabled: true,
  magistrateKnown: true,
  configured: true,
};

const TX = "b".repeat(64);
const BLOCK = "c".repeat(64);

beforeEach(() => {
  usePreferences.setState({ sorts: {}, rowsPerPage: 25 });
  Object.assign(node, BEFORE_ANSWER);
});

describe("/transactions/{page}: the route's data function starts what the page asks", () => {
  const URLS = [
    "/transactions/1",
    "/transactions/2?sort=amount:asc&limit=50",
    "/transactions/1?type=vote",
    "/transactions/1?type=1:3&sort=fee:desc",
    "/transactions/1?type=garbage",
    "/transactions/1?type=timelock",
    "/transactions/1?type=entity",
    "/transactions/1?type=business-registration&limit=10",
    "/transactions/x",
  ];

  it("before the node answered: a magistrate type waits for its probe, an HTLC type is asked", async () => {
    const keys = await expectSameQueries(
      transactionsData,
      useTransactionsPageQueries,
      "/transactions/:page",
      URLS,
      { seed: seedNode(node) },
    );
    expect(keys["/transactions/2?sort=amount:asc&limit=50"]).toEqual([
      transactionsQuery({ page: 2, limit: 50, orderBy: "amount:asc" }).queryKey,
    ]);
    expect(keys["/transactions/1?type=vote"]).toEqual([
      transactionsQuery({ page: 1, limit: 25, orderBy: "timestamp:desc", type: 3, typeGroup: 1 })
        .queryKey,
    ]);
    expect(keys["/transactions/1?type=garbage"]).toEqual(keys["/transactions/1"]);
    expect(keys["/transactions/1?type=timelock"]).toEqual([
      transactionsQuery({ page: 1, limit: 25, orderBy: "timestamp:desc", type: 8, typeGroup: 1 })
        .queryKey,
    ]);
    expect(keys["/transactions/1?type=entity"]).toEqual([]);
    expect(keys["/transactions/x"]).toEqual([]);
  });

  it("once the node answered: its types decide, and the stored sort and size apply", async () => {
    Object.assign(node, ANSWERED);
    usePreferences.setState({
      sorts: { transactions: { id: "fee", desc: false } },
      rowsPerPage: 40,
    });
    const keys = await expectSameQueries(
      transactionsData,
      useTransactionsPageQueries,
      "/transactions/:page",
      URLS,
      { seed: seedNode(node) },
    );
    expect(keys["/transactions/1"]).toEqual([
      transactionsQuery({ page: 1, limit: 40, orderBy: "fee:asc" }).queryKey,
    ]);
    // HTLC is off on this node: every type
    expect(keys["/transactions/1?type=timelock"]).toEqual(keys["/transactions/1"]);
    expect(keys["/transactions/1?type=entity"]).toEqual([
      transactionsQuery({ page: 1, limit: 40, orderBy: "fee:asc", type: 6, typeGroup: 2 }).queryKey,
    ]);
  });

  it("never reads a type filter from the preferences", async () => {
    usePreferences.setState({ transactionType: { type: 3, typeGroup: 1 } } as never);
    const keys = await expectSameQueries(
      transactionsData,
      useTransactionsPageQueries,
      "/transactions/:page",
      ["/transactions/1"],
    );
    expect(keys["/transactions/1"]).toEqual([
      transactionsQuery({ page: 1, limit: 25, orderBy: "timestamp:desc" }).queryKey,
    ]);
  });
});

describe("/transaction/{id}: the route's data function starts what the page asks", () => {
  const cachedTransaction = (queryClient: QueryClient) =>
    queryClient.setQueryData(transactionQuery(TX).queryKey, {
      id: TX,
      blockId: BLOCK,
    } as Transaction);

  it("the transaction; once it is known, the block it is in, together; nothing for an odd id", async () => {
    const urls = [`/transaction/${TX}`, "/transaction/12"];
    const keys = await expectSameQueries(
      transactionData,
      useTransactionPageQueries,
      "/transaction/:id",
      urls,
      { select: (r) => r.queries },
    );
    expect(keys[`/transaction/${TX}`]).toEqual([transactionQuery(TX).queryKey]);
    expect(keys["/transaction/12"]).toEqual([]);
    const known = await expectSameQueries(
      transactionData,
      useTransactionPageQueries,
      "/transaction/:id",
      [`/transaction/${TX}`],
      {
        seed: cachedTransaction,
        select: (r) => r.queries,
      },
    );
    expect(known[`/transaction/${TX}`]).toEqual([
      transactionQuery(TX).queryKey,
      blockQuery(BLOCK).queryKey,
    ]);
  });
});

describe("/block/{id}/transactions/{page}: the route's data function starts what the page asks", () => {
  it("the block and the page of its transactions in the URL's (else the stored) sort and size", async () => {
    usePreferences.setState({ sorts: { "block-transactions": { id: "amount", desc: true } } });
    const keys = await expectSameQueries(
      blockTransactionsData,
      useBlockTransactionsPageQueries,
      "/block/:id/transactions/:page",
      [
        `/block/${BLOCK}/transactions/1`,
        `/block/${BLOCK}/transactions/2?sort=fee:asc&limit=10`,
        "/block/12/transactions/1",
        "/block/%3Cscript%3E/transactions/1",
      ],
      { seed: seedAll() },
    );
    expect(keys[`/block/${BLOCK}/transactions/1`]).toEqual([
      blockQuery(BLOCK).queryKey,
      blockTransactionsQuery(BLOCK, { page: 1, limit: 25, orderBy: "amount:desc" }).queryKey,
    ]);
    expect(keys[`/block/${BLOCK}/transactions/2?sort=fee:asc&limit=10`]?.[1]).toEqual(
      blockTransactionsQuery(BLOCK, { page: 2, limit: 10, orderBy: "fee:asc" }).queryKey,
    );
    expect(keys["/block/%3Cscript%3E/transactions/1"]).toEqual([]);
  });
});
