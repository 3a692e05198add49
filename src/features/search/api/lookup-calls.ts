import type { QueryClient } from "@tanstack/react-query";
import type { LookupDeps } from "../lookup";
import {
  searchBlockQuery,
  searchDelegatesQuery,
  searchTransactionQuery,
  searchWalletQuery,
} from "./results-queries";

/** What a lookup that found nothing rejects with (findSearchTarget only logs it). */
class NothingFound extends Error {}

const found = <T>(value: T | null): T => {
  if (value === null) throw new NothingFound("not found");
  return value;
};

/**
 * The API calls of the header search's exact lookups (wallet, delegate username, block,
 * transaction), through the results page's cached queries: a query that names nothing exactly
 * opens the results page with those answers already in. A username is looked up by the delegate
 * name search (GET delegates?username={name}%…), whose answer the results page lists as well.
 * The lookups are not cancelled when another one wins: their answers stay in the cache.
 */
export function lookupCalls(
  queryClient: QueryClient,
): Pick<LookupDeps, "getWallet" | "getDelegate" | "getBlock" | "getTransaction"> {
  return {
    getWallet: async (id) => found(await queryClient.fetchQuery(searchWalletQuery(id))),
    getDelegate: async (username) => {
      const matches = await queryClient.fetchQuery(searchDelegatesQuery(username));
      return found(matches.data.find((d) => d.username.toLowerCase() === username) ?? null);
    },
    getBlock: async (id) => found(await queryClient.fetchQuery(searchBlockQuery(id))),
    getTransaction: async (id) => found(await queryClient.fetchQuery(searchTransactionQuery(id))),
  };
}
