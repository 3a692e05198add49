import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { isNotFound } from "@/shared/api/errors";
import { roundMembersQuery } from "@/features/delegates/api/delegate-queries";
import { getDelegate, type RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import {
  getWalletTransactionCount,
  type TypeFilter,
  type WalletCountDirection,
} from "@/shared/api/endpoints/transactions";
import { countVoters, getTopWallets, getVoters, getWallet } from "@/shared/api/endpoints/wallets";
import type { Wallet } from "@/shared/api/schemas";

/** Query keys of the wallets feature, general to specific. */
const walletKeys = {
  all: ["wallets"] as const,
  detail: (id: string) => [...walletKeys.all, "detail", id] as const,
  top: (p: PageParams) => [...walletKeys.all, "top", p] as const,
  voters: (id: string, p: PageParams) => [...walletKeys.all, "voters", id, p] as const,
  voterCount: (publicKey: string) => [...walletKeys.all, "voter-count", publicKey] as const,
  count: (address: string, direction: WalletCountDirection, filter: TypeFilter) =>
    [...walletKeys.all, "count", address, direction, filter] as const,
  locksCount: (address: string) => [...walletKeys.all, "locks-count", address] as const,
  delegate: (address: string) => [...walletKeys.all, "delegate", address] as const,
  watched: (address: string) => [...walletKeys.all, "watched", address] as const,
};

/** An empty wallet: what a valid address that never transacted holds (ARK answers 404 for it). */
export function emptyWallet(address: string): Wallet {
  return {
    address,
    publicKey: undefined,
    balance: "0",
    nonce: undefined,
    vote: undefined,
    username: undefined,
    isDelegate: false,
    isResigned: false,
    secondPublicKey: undefined,
    multiSignature: undefined,
    delegate: undefined,
    lockedBalanceTopLevel: undefined,
    hasMagistrate: false,
    attributes: undefined,
  };
}

/**
 * One wallet by address, public key or username (GET wallets/{id}); a 404 shows at once (the
 * app's retry rule never retries a 4xx).
 */
export function walletQuery(id: string) {
  return queryOptions({
    queryKey: walletKeys.detail(id),
    queryFn: ({ signal }) => getWallet(id, signal),
  });
}

/** A page of the richest wallets (GET wallets/top). */
export function topWalletsQuery(p: PageParams) {
  return queryOptions({
    queryKey: walletKeys.top(p),
    queryFn: ({ signal }) => getTopWallets(p, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of a delegate's voters (GET delegates/{id}/voters). */
export function votersQuery(id: string, p: PageParams) {
  return queryOptions({
    queryKey: walletKeys.voters(id, p),
    queryFn: ({ signal }) => getVoters(id, p, signal),
    placeholderData: keepPreviousData,
  });
}

/** Count of a delegate's voters holding more than 0.1 token (dust wallets are not counted). */
export function voterCountQuery(publicKey: string) {
  return queryOptions({
    queryKey: walletKeys.voterCount(publicKey),
    queryFn: ({ signal }) => countVoters(publicKey, false, signal),
    staleTime: 60_000,
  });
}

/**
 * The transaction count of one wallet tab (all / sent / received), the wallet's own on both API
 * generations: `{count, isEstimate}`, or undefined when the node cannot tell (one limit=1 request,
 * see `getWalletTransactionCount`).
 */
export function walletCountQuery(
  address: string,
  direction: WalletCountDirection,
  filter: TypeFilter,
) {
  const typeParams =
    filter.type === undefined || filter.type < 0
      ? {}
      : { type: filter.type, typeGroup: filter.typeGroup };
  return queryOptions({
    queryKey: walletKeys.count(address, direction, typeParams),
    queryFn: ({ signal }) => getWalletTransactionCount(address, direction, typeParams, signal),
    placeholderData: keepPreviousData,
  });
}

/** The delegate record of a wallet (rank, votes, approval, produced blocks, forged total). */
export function walletDelegateQuery(address: string) {
  return queryOptions({
    queryKey: walletKeys.delegate(address),
    queryFn: ({ signal }) => getDelegate(address, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * A starred wallet for the watchlist, refetched when the chain height changes: the wallet
 * (an empty one when the chain never saw it) and, for delegates, its delegate record.
 */
export function watchedWalletQuery(address: string) {
  return queryOptions({
    queryKey: walletKeys.watched(address),
    queryFn: async ({ signal }) => {
      let wallet: Wallet;
      try {
        wallet = await getWallet(address, signal);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        wallet = emptyWallet(address);
      }
      const delegate = wallet.isDelegate
        ? await getDelegate(address, signal).catch(() => undefined)
        : undefined;
      return { wallet, delegate };
    },
    placeholderData: keepPreviousData,
  });
}

const publicKeysOf = (members: RoundDelegate[]) => new Set(members.map((d) => d.publicKey));

/**
 * Public keys of a round's active delegates, for forging status: the monitor's query of GET
 * rounds/{round}/delegates (one cache entry per round, whichever page asked first).
 */
export function roundDelegatesQuery(round: number) {
  return queryOptions({ ...roundMembersQuery(round), select: publicKeysOf });
}
