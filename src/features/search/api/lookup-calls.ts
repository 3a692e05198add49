import type { QueryClient } from "@tanstack/react-query";
import type { LookupDeps } from "../lookup";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { walletQuery } from "@/features/wallets/api/wallet-queries";
import { searchDelegatesQuery } from "./results-queries";

/** What a lookup that found nothing rejects with (findSearchTarget only logs it). */
class NothingFound extends Error {}

const found = <T>(value: T | null): T => {
  if (value === null) throw new NothingFound("not found");
  return value;
};

/**
 * The API calls of the header search's exact lookups (wallet, delegate username, block,
 * transaction), through the same cached queries as the results page and the detail pages: a query
 * that names nothing exactly opens the results page with those answers already in, and an exact
 * match opens its page from the cache. An id the node does not know rejects (404/422). A username is looked up by the delegate
 * name search (GET delegates?username={name}%…), whose answer the results page lists as well.
 * The lookups are not cancelled when another one wins: their answers stay in the cache.
 */
export function lookupCalls(
  queryClient: QueryClient,
): Pick<LookupDeps, "getWallet" | "getDelegate" | "getBlock" | "getTransaction"> {
  return {
    getWallet: (id) => queryClient.fetchQuery(walletQuery(id)),
    getDelegate: async (username) => {
      const matches = await queryClient.fetchQuery(searchDelegatesQuery(username));
      return found(matches.data.find((d) => d.username.toLowerCase() === username) ?? null);
    },
    getBlock: (id) => queryClient.fetchQuery(blockQuery(id)),
    getTransaction: (id) => queryClient.fetchQuery(transactionQuery(id)),
  };
}
