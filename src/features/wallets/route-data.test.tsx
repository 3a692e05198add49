import { beforeEach, describe, expect, it, vi } from "vitest";
import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { walletLocksQuery } from "@/features/locks/api/lock-queries";
import { walletTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { usePreferences } from "@/shared/preferences/store";
import { expectSameQueries, seedNode, type TestNode } from "@/shared/routing/test-page-queries";
import {
  topWalletsQuery,
  votersQuery,
  walletDelegateQuery,
  walletQuery,
} from "./api/wallet-queries";
import {
  useTopWalletsPageQueries,
  useWalletBlocksPageQueries,
  useWalletPageQueries,
  useWalletVotersPageQueries,
} from "./hooks/usePageQueries";
import { topWalletsData, walletBlocksData, walletData, walletVotersData } from "./route-data";

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

const ADDRESS = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
const WALLET = "/wallets/:address";
const WALLET_TAB = "/wallets/:address/transactions/:type/:page";

beforeEach(() => {
  usePreferences.setState({ sorts: {}, rowsPerPage: 25 });
  Object.assign(node, {
    epochUnix: 0,
    htlcEnabled: true,
    magistrateEnabled: false,
    magistrateKnown: false,
    configured: false,
  });
});

describe("/wallets/{address}…: the route's data function starts what the page asks", () => {
  it("the wallet and the page of its transactions the page shows, together", async () => {
    const keys = await expectSameQueries(
      walletData,
      useWalletPageQueries,
      WALLET,
      [
        `/wallets/${ADDRESS}`,
        `/wallets/${ADDRESS}?type=vote`,
        `/wallets/${ADDRESS}?type=VOTE&sort=amount:asc&limit=10`,
        `/wallets/${ADDRESS}?type=nope`,
        `/wallets/${ADDRESS}?type=entity`,
        "/wallets/genesis_1",
        "/wallets/%3Cscript%3E",
      ],
      { seed: seedNode(node) },
    );
    const wallet = walletQuery(ADDRESS).queryKey;
    const all = walletTransactionsQuery(ADDRESS, "all", {
      page: 1,
      limit: 25,
      orderBy: "timestamp:desc",
    }).queryKey;
    expect(keys[`/wallets/${ADDRESS}`]).toEqual([wallet, all]);
    expect(keys[`/wallets/${ADDRESS}?type=vote`]?.[1]).toEqual(
      walletTransactionsQuery(ADDRESS, "all", {
        page: 1,
        limit: 25,
        orderBy: "timestamp:desc",
        type: 3,
        typeGroup: 1,
      }).queryKey,
    );
    expect(keys[`/wallets/${ADDRESS}?type=VOTE&sort=amount:asc&limit=10`]?.[1]).toEqual(
      walletTransactionsQuery(ADDRESS, "all", {
        page: 1,
        limit: 10,
        orderBy: "amount:asc",
        type: 3,
        typeGroup: 1,
      }).queryKey,
    );
    expect(keys[`/wallets/${ADDRESS}?type=nope`]).toEqual([wallet, all]);
    // a magistrate type waits for the probe; a username redirects to its address first
    expect(keys[`/wallets/${ADDRESS}?type=entity`]).toEqual([wallet]);
    expect(keys["/wallets/genesis_1"]).toEqual([walletQuery("genesis_1").queryKey]);
    expect(keys["/wallets/%3Cscript%3E"]).toEqual([]);
  });

  it("follows the URL's tab, page and sort, and the stored sort and size; the locks tab on a node with HTLC", async () => {
    usePreferences.setState({
      sorts: { "wallet-transactions": { id: "fee", desc: true } },
      rowsPerPage: 50,
    });
    const urls = [
      `/wallets/${ADDRESS}/transactions/sent/3?sort=amount:asc`,
      `/wallets/${ADDRESS}/transactions/received/1`,
      `/wallets/${ADDRESS}/transactions/locks/2?type=vote`,
      `/wallets/${ADDRESS}/transactions/nope/1`,
    ];
    const keys = await expectSameQueries(walletData, useWalletPageQueries, WALLET_TAB, urls, {
      seed: seedNode(node),
    });
    expect(keys[urls[0]!]?.[1]).toEqual(
      walletTransactionsQuery(ADDRESS, "sent", { page: 3, limit: 50, orderBy: "amount:asc" })
        .queryKey,
    );
    expect(keys[urls[1]!]?.[1]).toEqual(
      walletTransactionsQuery(ADDRESS, "received", { page: 1, limit: 50, orderBy: "fee:desc" })
        .queryKey,
    );
    expect(keys[urls[2]!]).toEqual([
      walletQuery(ADDRESS).queryKey,
      walletLocksQuery(ADDRESS, { page: 2, limit: 50, orderBy: "timestamp:desc" }).queryKey,
    ]);
    expect(keys[urls[3]!]).toEqual([walletQuery(ADDRESS).queryKey]);
    // without HTLC the locks tab is no tab (the page shows the 404 page)
    Object.assign(node, { htlcEnabled: false, configured: true });
    const off = await expectSameQueries(walletData, useWalletPageQueries, WALLET_TAB, [urls[2]!], {
      seed: seedNode(node),
    });
    expect(off[urls[2]!]).toEqual([walletQuery(ADDRESS).queryKey]);
  });

  it("never opens a tab chosen on another wallet: no tab in the URL is the all tab", async () => {
    // a store written by an older version held the last tab; it is not read any more
    usePreferences.setState({ walletTab: "locks" } as never);
    const keys = await expectSameQueries(walletData, useWalletPageQueries, WALLET, [
      `/wallets/${ADDRESS}`,
    ]);
    expect(keys[`/wallets/${ADDRESS}`]?.[1]).toEqual(
      walletTransactionsQuery(ADDRESS, "all", { page: 1, limit: 25, orderBy: "timestamp:desc" })
        .queryKey,
    );
  });
});

describe("/top-wallets/{page}: the route's data function starts what the page asks", () => {
  it("the page of the richest wallets at the stored size (the URL holds none)", async () => {
    usePreferences.setState({ rowsPerPage: 40 });
    const keys = await expectSameQueries(
      topWalletsData,
      useTopWalletsPageQueries,
      "/top-wallets/:page",
      ["/top-wallets/1", "/top-wallets/4?limit=10"],
    );
    expect(keys["/top-wallets/4?limit=10"]).toEqual([
      topWalletsQuery({ page: 4, limit: 40 }).queryKey,
    ]);
  });
});

describe("a delegate's voters and forged blocks: the route's data function starts what the page asks", () => {
  it("the delegate and the page of its voters, together", async () => {
    const keys = await expectSameQueries(
      walletVotersData,
      useWalletVotersPageQueries,
      "/wallets/:address/voters/:page",
      [
        `/wallets/${ADDRESS}/voters/2`,
        "/wallets/genesis_1/voters/1?limit=10",
        "/wallets/%3Cscript%3E/voters/1",
      ],
    );
    expect(keys[`/wallets/${ADDRESS}/voters/2`]).toEqual([
      walletDelegateQuery(ADDRESS).queryKey,
      votersQuery(ADDRESS, { page: 2, limit: 25 }).queryKey,
    ]);
    expect(keys["/wallets/%3Cscript%3E/voters/1"]).toEqual([]);
  });

  it("the delegate and the page of its blocks in the URL's (else the stored) sort and size", async () => {
    usePreferences.setState({ sorts: { "wallet-blocks": { id: "transactions", desc: true } } });
    const keys = await expectSameQueries(
      walletBlocksData,
      useWalletBlocksPageQueries,
      "/wallets/:address/blocks/:page",
      [
        `/wallets/${ADDRESS}/blocks/1`,
        `/wallets/${ADDRESS}/blocks/3?sort=fee:asc&limit=20`,
        "/wallets/%3Cscript%3E/blocks/1",
      ],
    );
    expect(keys[`/wallets/${ADDRESS}/blocks/1`]).toEqual([
      walletDelegateQuery(ADDRESS).queryKey,
      delegateBlocksQuery(ADDRESS, { page: 1, limit: 25, orderBy: "numberOfTransactions:desc" })
        .queryKey,
    ]);
    expect(keys[`/wallets/${ADDRESS}/blocks/3?sort=fee:asc&limit=20`]?.[1]).toEqual(
      delegateBlocksQuery(ADDRESS, { page: 3, limit: 20, orderBy: "totalFee:asc" }).queryKey,
    );
    expect(keys["/wallets/%3Cscript%3E/blocks/1"]).toEqual([]);
  });
});
