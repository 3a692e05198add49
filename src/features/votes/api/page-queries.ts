import { walletDelegateQuery } from "@/features/wallets/api/wallet-queries";
import type { Delegate } from "@/shared/api/schemas";
import { isWalletId } from "@/shared/routing/params";
import { unasked, type RouteInputs } from "@/shared/routing/route-data";
import { listQueries } from "@/shared/routing/table-state";
import { votesListQuery } from "./vote-queries";

// The votes page's queries from its route's inputs: the route's data function (../route-data.ts)
// starts them and the page (../hooks/usePageQueries.ts) asks them, from this one function, so a
// prefetched answer is always the one the page reads.

/** The URL's query parameter of the delegate filter (`/votes/1?delegate=genesis_1`). */
export const DELEGATE_PARAM = "delegate";

/**
 * The delegate filter of the URL, as the node is asked for it: the text trimmed, a username (at
 * most 20 characters: addresses and public keys are longer) in lower case, as ARK stores
 * usernames; null without a filter.
 */
function delegateFilterOf(searchParams: URLSearchParams): string | null {
  const text = searchParams.get(DELEGATE_PARAM)?.trim() ?? "";
  if (!text) return null;
  return text.length <= 20 ? text.toLowerCase() : text;
}

/**
 * `/votes/{page}[?delegate=…]`: the filter (`filter`: the URL's delegate, null for every delegate;
 * `valid`: whether it can name a wallet at all), the filtered delegate (GET delegates/{id}, asked
 * only for a valid filter) and the page of votes at the stored rows per page (votesListQuery):
 * every delegate's, or once `delegate` (the delegate's answer) is known, that delegate's history.
 */
export function votesPageQueries(
  inputs: Pick<RouteInputs, "params" | "searchParams" | "prefs">,
  delegate: Delegate | undefined,
) {
  const filter = delegateFilterOf(inputs.searchParams);
  const valid = filter === null || isWalletId(filter);
  const delegateOptions = walletDelegateQuery(filter ?? "");
  const names =
    filter !== null && delegate
      ? { publicKey: delegate.publicKey, username: delegate.username }
      : null;
  return {
    filter,
    valid,
    delegate: filter !== null && valid ? delegateOptions : unasked(delegateOptions),
    list: listQueries(
      inputs,
      (page, limit) => votesListQuery(names, { page, limit }),
      filter === null || names !== null,
    ),
  };
}
