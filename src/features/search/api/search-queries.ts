import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { searchBlocks } from "@/shared/api/endpoints/blocks";
import { getDelegate } from "@/shared/api/endpoints/delegates";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import { searchTransactions } from "@/shared/api/endpoints/transactions";
import { searchWallets } from "@/shared/api/endpoints/wallets";
import { isApiError, isNotFound } from "@/shared/api/errors";
import type { Block, Delegate, Page, Transaction, Wallet } from "@/shared/api/schemas";
import { convertTerms, type ConversionContext } from "../term-conversion";
import { criteriaFromValues, type FormValues, type SearchKind } from "../fields";

/** Query keys of the search feature, general to specific. */
const searchKeys = {
  all: ["search"] as const,
  /** `ctx` hashes to its data (epoch, time zone): React Query's key hash leaves functions out. */
  results: (kind: SearchKind, values: FormValues, p: PageParams, ctx: ConversionContext) =>
    [...searchKeys.all, "results", kind, values, p, ctx] as const,
  delegates: (usernames: readonly string[]) => [...searchKeys.all, "delegates", usernames] as const,
};

/** Results of one advanced search, by kind. */
export type SearchResults =
  | { kind: "transactions"; page: Page<Transaction> }
  | { kind: "blocks"; page: Page<Block> }
  | { kind: "wallets"; page: Page<Wallet> };

/**
 * One page of advanced-search results: the form values go through the term conversion, then
 * to the search endpoint of the kind (POST …/search on 2.6, GET filters on 3.x).
 */
export function advancedSearchQuery(
  kind: SearchKind,
  values: FormValues,
  p: PageParams,
  ctx: ConversionContext,
) {
  return queryOptions({
    queryKey: searchKeys.results(kind, values, p, ctx),
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const criteria = await convertTerms(criteriaFromValues(kind, values), ctx);
      if (kind === "transactions")
        return { kind, page: await searchTransactions(criteria, p, signal) };
      if (kind === "blocks") return { kind, page: await searchBlocks(criteria, p, signal) };
      return { kind, page: await searchWallets(criteria, p, signal) };
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/**
 * Delegates by username (GET delegates/{username}, one request per name, in parallel), for names
 * typed in the advanced search that the app's delegate index does not hold (it may hold only the
 * first 100 delegates). Username → the delegate, or null when the node knows no delegate by that
 * name (404, or 422 for text no username can be). Other failures reject the whole lookup.
 */
export function delegatesByNameQuery(usernames: readonly string[]) {
  return queryOptions({
    queryKey: searchKeys.delegates(usernames),
    queryFn: async ({ signal }): Promise<Record<string, Delegate | null>> => {
      const found = await Promise.all(
        usernames.map((username) =>
          getDelegate(username, signal).catch((error: unknown) => {
            if (
              isNotFound(error) ||
              (isApiError(error) && (error.status === 422 || error.status === 400))
            )
              return null;
            throw error;
          }),
        ),
      );
      return Object.fromEntries(usernames.map((username, i) => [username, found[i] ?? null]));
    },
    staleTime: 2 * 60_000,
  });
}
