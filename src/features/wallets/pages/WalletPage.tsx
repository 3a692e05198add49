import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import type { Wallet } from "@/shared/api/schemas";
import { useAddressCode } from "@/shared/crypto/useAddressCode";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { isWalletId } from "@/shared/routing/params";
import { ErrorState } from "@/shared/ui/ErrorState";
import { NotFound } from "@/shared/ui/NotFound";
import { Spinner } from "@/shared/ui/Spinner";
import { emptyWallet } from "../api/wallet-queries";
import { DelegateCard } from "../components/DelegateCard";
import {
  MultiSignatureCard,
  WalletSummary,
  WalletSummaryPending,
} from "../components/WalletSummary";
import { NoTransactionsYet, WalletTransactions } from "../components/WalletTransactions";
import { WatchButton } from "../components/WatchButton";
import { WalletAlertSwitch } from "@/features/alerts/components/WalletAlertSwitch";
import { useWalletPageQueries, type WalletPageQueries } from "../hooks/usePageQueries";
import { localAddress } from "../lib/resolve";

/** An ARK address's form: 34 base58 characters (the checksum and network are checked apart). */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{34}$/;

// few wallets registered a business or an entity: that section loads only for them
const WalletMagistrateCard = lazy(() =>
  import("../components/WalletMagistrateCard").then((m) => ({ default: m.WalletMagistrateCard })),
);
// a delegate's round history, or a voter's view of its delegate, loads after the page's own data
const WalletRoundHistory = lazy(() => import("@/features/delegates/components/DelegateHistory"));

/**
 * /wallets/{address} and /wallets/{address}/transactions/{type}/{page}:
 * the wallet's facts, its delegate, business/entities and multi-signature sections, and its
 * transactions by tab: the URL's, else all (never a tab chosen on another wallet).
 * A valid address the chain never saw is an empty wallet; delegate usernames and public keys are
 * resolved and redirected to the address; an address-shaped id that is no address of this network
 * (checksum, prefix) says so; anything else is "Sorry, wallet … could not be found".
 */
export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const location = useLocation();
  const id = params.address ?? "";
  const { addressPrefix } = useNetwork();
  const knownName = useKnownWallets()[id];
  const delegates = useDelegateIndex();
  // third-party and on-chain text goes into <Trans> as an element: Lingui parses tags in string values
  const known = knownName ? <>{knownName}</> : null;
  usePageTitle(params.type ? t`Wallet transactions` : t`Wallet`);

  // an address's form (base58, 34 characters) decides what shows while the wallet loads; whether
  // it is a valid address of this network matters only when the node does not know it, so the
  // address code (checksum hashing) loads only then
  const addressShaped = ADDRESS_FORM.test(id);
  const queries = useWalletPageQueries();
  const query = useQuery(queries.wallet);
  const notFound = isNotFound(query.error);
  const code = useAddressCode(notFound);
  // undefined while the address code loads; without it (its chunk failed) the form stands in
  const local = !notFound
    ? undefined
    : code === null
      ? addressShaped
        ? id
        : null
      : code
        ? (localAddress(id, addressPrefix, code) ?? null)
        : undefined;
  if (notFound && local === undefined) return <Spinner />;
  const isAddress = query.data
    ? query.data.address === id
    : notFound
      ? local === id
      : addressShaped;

  // usernames and public keys: resolve, then show the wallet under its address
  if (!isAddress) {
    const resolved = query.data?.address ?? local ?? undefined;
    if (resolved && resolved !== id) {
      const rest = location.pathname.slice(paths.wallet(id).length);
      return <Navigate to={`${paths.wallet(resolved)}${rest}${location.search}`} replace />;
    }
    if (!isWalletId(id))
      return <NotFound dataType={t`wallet`} dataId={id} reason="not-a-wallet-id" />;
    if (query.isPending) return <Spinner />;
    // an address's form the node does not know and the address code refuses: a typo, not a wallet
    if (notFound && addressShaped && code)
      return <NotFound dataType={t`wallet`} dataId={id} reason="bad-address" />;
    if (!query.isError || notFound) return <NotFound dataType={t`wallet`} dataId={id} />;
  }

  const { tab, transactions } = queries;
  if (params.type !== undefined && (tab === null || transactions.page === null))
    return <Navigate to={paths.notFound()} replace />;

  if (query.isError && !notFound)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const wallet: Wallet | undefined = query.data ?? (notFound ? emptyWallet(id) : undefined);
  const username = wallet ? wallet.username : delegates.byAddress.get(id)?.username;
  const delegateName = username ? <>{username}</> : null;
  const heading = (
    <h1 className="m-0 text-2xl font-semibold">
      {known ? (
        <Trans>Wallet {known}</Trans>
      ) : delegateName ? (
        <Trans>Wallet of delegate {delegateName}</Trans>
      ) : (
        <Trans>Wallet</Trans>
      )}
    </h1>
  );
  if (!wallet) {
    // an address opened from a list: what the URL and the delegate names tell, at once
    return (
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        {heading}
        <div className="flex flex-wrap items-center gap-2">
          <WalletAlertSwitch address={id} />
          <WatchButton address={id} />
        </div>
        <div className="w-full">
          <WalletSummaryPending address={id} />
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        {heading}
        <div className="flex flex-wrap items-center gap-2">
          <WalletAlertSwitch address={wallet.address} />
          <WatchButton address={wallet.address} />
        </div>
      </div>
      <WalletSummary wallet={wallet} />
      {/* the rows in the same render as the wallet's facts: both answers travel together */}
      <WalletSections wallet={wallet} notFound={notFound} queries={queries} />
    </>
  );
}

/**
 * What follows the wallet's facts: its delegate, business and multi-signature sections, its
 * transactions (the lists of the page's `queries`) and round history.
 */
function WalletSections({
  wallet,
  notFound,
  queries,
}: {
  wallet: Wallet;
  notFound: boolean;
  queries: WalletPageQueries;
}) {
  return (
    <>
      {wallet.isDelegate ? <DelegateCard wallet={wallet} /> : null}
      {wallet.hasMagistrate ? (
        <Suspense fallback={null}>
          <WalletMagistrateCard wallet={wallet} />
        </Suspense>
      ) : null}
      <MultiSignatureCard wallet={wallet} />
      {notFound ? (
        <NoTransactionsYet />
      ) : (
        <WalletTransactions
          address={wallet.address}
          queries={queries}
          nonce={wallet.nonce}
          delegate={
            wallet.isDelegate && wallet.publicKey
              ? { publicKey: wallet.publicKey, username: wallet.username }
              : undefined
          }
        />
      )}
      {/* below the transactions: its rounds are collected once it is scrolled into view */}
      {(wallet.isDelegate && wallet.publicKey) || wallet.vote ? (
        <Suspense fallback={null}>
          <WalletRoundHistory wallet={wallet} />
        </Suspense>
      ) : null}
    </>
  );
}
