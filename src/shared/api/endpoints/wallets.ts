import { apiServer, request, segment } from "../client";
import { withCapability } from "../capabilities";
import { paged, single, walletSchema, type Page, type Wallet } from "../schemas";
import { compactCriteria, flattenCriteria, type Criteria, type PageParams } from "./search-params";

/** GET wallets/{id} (address, public key or username); 404 for a wallet the chain never saw. */
export async function getWallet(id: string, signal?: AbortSignal): Promise<Wallet> {
  return (await request("GET", `wallets/${segment(id)}`, single(walletSchema), { signal })).data;
}

/** GET wallets/top?page&limit → wallets by balance, richest first. */
export function getTopWallets(p: PageParams, signal?: AbortSignal): Promise<Page<Wallet>> {
  return request("GET", "wallets/top", paged(walletSchema), { searchParams: { ...p }, signal });
}

/** Wallet search: POST wallets/search on 2.6, GET wallets with filter params on 3.x. */
export function searchWallets(
  criteria: Criteria,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Wallet>> {
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "wallets/search", paged(walletSchema), {
        searchParams: { ...p },
        json: compactCriteria(criteria),
        signal,
      }),
    () =>
      request("GET", "wallets", paged(walletSchema), {
        searchParams: { ...flattenCriteria(modernWalletCriteria(criteria)), ...p },
        signal,
      }),
  );
}

/** 3.x GET wallets rejects `vote` (422) and filters on `attributes.vote` instead. */
function modernWalletCriteria(criteria: Criteria): Criteria {
  const { vote, ...rest } = criteria;
  return vote === undefined || vote === "" ? rest : { ...rest, "attributes.vote": vote };
}

/**
 * The voter threshold: only voters holding more than 0.1 token (1e7 arktoshi) count, so dust
 * wallets do not inflate it.
 */
const VOTER_BALANCE_THRESHOLD = "10000000";

/**
 * Voter count of a delegate: wallet search with vote = the delegate's public
 * key and balance from 1e7 (or 0 with `all`), limit 1, reading meta.totalCount.
 */
export async function countVoters(
  delegatePublicKey: string,
  all = false,
  signal?: AbortSignal,
): Promise<number> {
  const page = await searchWallets(
    { vote: delegatePublicKey, balance: { from: all ? 0 : VOTER_BALANCE_THRESHOLD } },
    { page: 1, limit: 1 },
    signal,
  );
  return page.meta.totalCount;
}

/** GET delegates/{id}/voters?page&limit. */
export function getVoters(id: string, p: PageParams, signal?: AbortSignal): Promise<Page<Wallet>> {
  return request("GET", `delegates/${segment(id)}/voters`, paged(walletSchema), {
    searchParams: { ...p },
    signal,
  });
}
