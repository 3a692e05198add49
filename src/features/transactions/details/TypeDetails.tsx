import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { Transaction } from "@/shared/api/schemas";
import { TransactionLink } from "@/shared/display/links";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { WalletParty } from "@/shared/display/WalletParty";
import { CopyableText } from "@/shared/display/CopyableText";
import { formatNumber } from "@/shared/format/number";
import { TermLabel } from "@/shared/glossary/TermHint";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { Card } from "@/shared/ui/Card";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { Pagination } from "@/shared/ui/Pagination";
import { MultipaymentTable } from "../components/MultipaymentTable";
import {
  readAssetFields,
  readClaim,
  readDelegateUsername,
  readIpfs,
  readLock,
  readMultiSignature,
  readPayments,
  readSecondPublicKey,
  readVotes,
  type AssetValue,
} from "../model/asset";
import { sumArktoshi } from "../model/describe";
import { describeEntity, type Named } from "../model/entity";
import {
  ENTITY_ACTION_LABELS,
  ENTITY_SUB_TYPE_LABELS,
  ENTITY_TYPE_LABELS,
} from "../model/entity-labels";
import { useUnlockedLock } from "./useUnlockedLock";
import { LockTimelineLink } from "@/features/locks/components/LockTimelineLink";
import { ChainLink, LinkGuardScope } from "@/features/magistrate/components/ChainLink";
/**
 * The lock part (HTLC lock, claim, refund) loads with the first such transaction: most transaction
 * pages never show it, and it shares its chunk with the wallet's locks table.
 */
const LockDetails = lazy(() =>
  import("@/features/locks/components/LockDetails").then((m) => ({ default: m.LockDetails })),
);
import { CORE, MAGISTRATE } from "../model/types";
import { useAddressOf } from "@/shared/crypto/useAddressOf";

/** Public IPFS gateway for IPFS transaction hashes (opens in a new tab). */
const IPFS_GATEWAY = "https://ipfs.io/ipfs/";
const PAYMENTS_PER_PAGE = 10;

const mono = "break-all font-mono text-sm";

/** A voted delegate (by public key, or username on older nodes): its username where known, its address and a copy button. */
function DelegateRef({ delegate }: { delegate: string }) {
  const index = useDelegateIndex();
  const { addressPrefix } = useNetwork();
  const d = index.byPublicKey.get(delegate) ?? index.byUsername.get(delegate.toLowerCase());
  // a delegate outside the first 100 by rank: its name needs every delegate (the address shows meanwhile)
  useDelegateIndex({ complete: !d && index.list.length > 0 && !index.complete });
  const derived = useAddressOf(d ? undefined : delegate, addressPrefix);
  if (d) return <WalletParty address={d.address} />;
  if (derived) return <WalletParty address={derived} />;
  return <span className={mono}>{delegate}</span>;
}

/**
 * The multi-signature address of `min` of `keys`, derived in the browser (the API does not give
 * it), or an error.
 */
function MultisigAddress({ min, publicKeys }: { min: number; publicKeys: string[] }) {
  const { addressPrefix } = useNetwork();
  const [result, setResult] = useState<{ address?: string; error?: string } | null>(null);
  const keyList = publicKeys.join(",");
  useEffect(() => {
    let live = true;
    void import("@/shared/crypto/multisig").then((m) => {
      if (!live) return;
      try {
        setResult({
          address: m.multiSignatureAddress(min, keyList ? keyList.split(",") : [], addressPrefix),
        });
      } catch (e) {
        setResult({ error: e instanceof Error ? e.message : String(e) });
      }
    });
    return () => {
      live = false;
    };
  }, [min, keyList, addressPrefix]);
  if (!result) return <span className="text-muted">…</span>;
  if (result.error !== undefined) {
    const reason = <>{result.error}</>; // an element: <Trans> parses tags in string values
    return (
      <span className="text-negative" role="status">
        <Trans>Cannot derive the address: {reason}</Trans>
      </span>
    );
  }
  return <WalletParty address={result.address!} />;
}

/** Labels of known magistrate / entity asset fields (business and bridgechain registrations). */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  website: msg`Website`,
  vat: msg`VAT`,
  repository: msg`Repository`,
  seedNodes: msg`Seed nodes`,
  genesisHash: msg`Genesis hash`,
  bridgechainRepository: msg`Bridgechain repository`,
  bridgechainAssetRepository: msg`Bridgechain asset repository`,
  ports: msg`Ports`,
  bridgechainId: msg`Bridgechain ID`,
  businessId: msg`Business ID`,
  registrationId: msg`Registration ID`,
  type: msg`Entity type`,
  subType: msg`Entity sub-type`,
  action: msg`Action`,
  "data.name": msg`Name`,
  "data.ipfsData": msg`IPFS data`,
  data: msg`Data`,
  ipfsData: msg`IPFS data`,
};
const URL_FIELDS = new Set([
  "website",
  "repository",
  "bridgechainRepository",
  "bridgechainAssetRepository",
]);
const IPFS_FIELDS = new Set(["data.ipfsData", "ipfsData"]);
// machine values shown in the same monospace as the seed-node list next to them
const MONO_FIELDS = new Set(["genesisHash", "bridgechainId", "businessId", "registrationId"]);

/**
 * A magistrate asset field as text; URLs via ChainLink (http/https only, behind the link
 * disclaimer of the enclosing LinkGuardScope), IPFS hashes linked the same way.
 */
function AssetFieldValue({ name, value }: { name: string; value: AssetValue }) {
  const { i18n } = useLingui();
  if (value.kind === "list") {
    return value.value.length === 0 ? (
      <span>-</span>
    ) : (
      <ul className="m-0 list-none p-0">
        {value.value.map((v, i) => (
          <li key={i} className={mono}>
            {v}
          </li>
        ))}
      </ul>
    );
  }
  if (value.kind === "pairs") {
    return (
      <ul className="m-0 list-none p-0">
        {value.value.map(([k, v]) => (
          <li key={k} className="text-sm">
            <span className="text-muted">{FIELD_LABELS[k] ? i18n._(FIELD_LABELS[k]) : k}</span>:{" "}
            {URL_FIELDS.has(k) || IPFS_FIELDS.has(k) ? (
              <AssetFieldValue name={k} value={{ kind: "text", value: v }} />
            ) : (
              <span className="break-all font-mono">{v}</span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (URL_FIELDS.has(name)) return <ChainLink url={value.value} />;
  if (IPFS_FIELDS.has(name)) return <IpfsLink hash={value.value} />;
  if (MONO_FIELDS.has(name)) return <span className={mono}>{value.value}</span>;
  return <span className="break-all">{value.value}</span>;
}

/**
 * An IPFS hash linked to the public gateway (new tab, behind the link disclaimer: the gateway shows
 * whatever the sender stored); an implausible hash stays text.
 */
function IpfsLink({ hash }: { hash: string }) {
  if (!/^[A-Za-z0-9]{10,128}$/.test(hash)) return <span className={mono}>{hash}</span>;
  return (
    <ChainLink url={`${IPFS_GATEWAY}${encodeURIComponent(hash)}`} className="font-mono text-sm">
      {hash}
    </ChainLink>
  );
}

/** The numbers of an entity's asset that the page puts into words. */
const ENTITY_NUMBERS = new Set(["type", "subType", "action"]);

/**
 * The details of an HTLC claim or refund: the lock it unlocked (linked, copyable), what that lock
 * released — its amount, and its recipient (claim) or sender (refund), read from the lock
 * transaction — and a claim's secret.
 */
function UnlockDetails({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  const { lockId, lock } = useUnlockedLock(tx);
  const isClaim = tx.type === CORE.TIMELOCK_CLAIM;
  const pending = <span className="text-muted">…</span>;
  const items: DetailItem[] = [
    {
      id: "lock",
      label: isClaim ? t`Claimed lock` : t`Refunded lock`,
      value: lockId ? (
        <span className="flex items-center gap-2">
          <span className="min-w-0 break-all">
            <TransactionLink id={lockId} truncate={false} />
          </span>
          <CopyButton text={lockId} label={t`Copy lock ID`} className="shrink-0" />
        </span>
      ) : (
        "-"
      ),
    },
  ];
  if (lockId)
    items.push({ id: "timeline", label: t`Timeline`, value: <LockTimelineLink lockId={lockId} /> });
  if (lockId) {
    const party = isClaim ? lock?.recipient : lock?.sender;
    items.push(
      {
        id: "released",
        label: isClaim ? t`Amount claimed` : t`Amount refunded`,
        value:
          lock === undefined ? (
            pending
          ) : lock === null ? (
            "-"
          ) : (
            <TokenAmount arktoshi={lock.amount} />
          ),
      },
      {
        id: "party",
        label: isClaim ? t`Paid to (lock recipient)` : t`Returned to (lock sender)`,
        value: lock === undefined ? pending : party ? <WalletParty address={party} /> : "-",
      },
    );
  }
  if (isClaim) {
    const secret = readClaim(tx.asset)?.unlockSecret;
    items.push({
      id: "secret",
      label: t`Unlock secret`,
      value: secret ? (
        <CopyableText text={secret} label={t`Copy unlock secret`} className="font-mono text-sm" />
      ) : (
        "-"
      ),
    });
  }
  return (
    <Card className="mt-4" title={t`Details`}>
      <DetailList items={items} />
    </Card>
  );
}

/** The asset key holding a magistrate transaction's fields. */
const MAGISTRATE_KEYS: Record<number, string> = {
  [MAGISTRATE.BUSINESS_REGISTRATION]: "businessRegistration",
  [MAGISTRATE.BUSINESS_RESIGNATION]: "businessResignation",
  [MAGISTRATE.BUSINESS_UPDATE]: "businessUpdate",
  [MAGISTRATE.BRIDGECHAIN_REGISTRATION]: "bridgechainRegistration",
  [MAGISTRATE.BRIDGECHAIN_RESIGNATION]: "bridgechainResignation",
  [MAGISTRATE.BRIDGECHAIN_UPDATE]: "bridgechainUpdate",
};

function MultipaymentDetails({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  const payments = readPayments(tx.asset);
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(payments.length / PAYMENTS_PER_PAGE));
  return (
    <Card className="mt-4" title={t`Recipients (${payments.length})`}>
      <MultipaymentTable payments={payments} page={page} count={PAYMENTS_PER_PAGE} />
      <div className="mt-3 flex flex-col items-center justify-between gap-3 md:flex-row">
        <p className="m-0 text-sm">
          <span className="text-muted">
            <Trans>Total</Trans>
          </span>{" "}
          <TokenAmount
            arktoshi={sumArktoshi(payments.map((p) => p.amount))}
            className="font-semibold"
          />
        </p>
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            showPageJump={false}
          />
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The type-specific details of a transaction (both type groups): second-signature key, delegate
 * username, votes (the delegate by name and address), multi-signature participants / minimum /
 * derived address, IPFS hash, the multipayment recipients, timelock (lock id, secret hash,
 * expiration, status, the claim or refund that unlocked it), claim and refund (the lock, what it
 * released and to whom, the secret), the business / bridgechain asset fields and entities (kind,
 * sub-type and action in words). Wallets show name, address and a copy button. Everything on-chain
 * is rendered as text; URLs only through ChainLink (behind the leave-site disclaimer). Unknown
 * types show their raw asset.
 */
export function TypeDetails({ tx }: { tx: Transaction }) {
  const { t, i18n } = useLingui();
  const { byAddress } = useDelegateIndex();
  const items: DetailItem[] = [];
  const asset = tx.asset;

  if (tx.typeGroup === 1) {
    switch (tx.type) {
      case CORE.TRANSFER:
        if (tx.signSignature)
          items.push({
            id: "second",
            label: t`Second signature`,
            value: t`Signed with a second passphrase`,
          });
        break;
      case CORE.SECOND_SIGNATURE: {
        const key = readSecondPublicKey(asset);
        items.push({
          id: "secondKey",
          label: t`Second public key`,
          value: <span className={mono}>{key ?? "-"}</span>,
        });
        break;
      }
      case CORE.DELEGATE_REGISTRATION: {
        const username = readDelegateUsername(asset);
        items.push({
          id: "username",
          label: t`Delegate username`,
          value: username ? <span className="break-all font-semibold">{username}</span> : "-",
        });
        break;
      }
      case CORE.DELEGATE_RESIGNATION: {
        const username = byAddress.get(tx.sender)?.username;
        items.push({
          id: "resigned",
          label: t`Resigned delegate`,
          value: <WalletParty address={tx.sender} />,
        });
        if (username)
          items.push({
            id: "username",
            label: t`Delegate username`,
            value: <span className="break-all">{username}</span>,
          });
        break;
      }
      case CORE.VOTE: {
        const votes = readVotes(asset);
        items.push(
          ...votes.map((v, i) => ({
            id: `vote-${i}`,
            label: v.kind === "vote" ? t`Vote` : t`Unvote`,
            value: <DelegateRef delegate={v.delegate} />,
          })),
        );
        break;
      }
      case CORE.MULTI_SIGNATURE: {
        const ms = readMultiSignature(asset);
        if (ms) {
          items.push(
            {
              id: "min",
              label: t`Minimum signatures`,
              value: t`${ms.min} of ${ms.publicKeys.length}`,
            },
            {
              id: "participants",
              label: t`Participants`,
              value: (
                <ol className="m-0 list-decimal pl-5">
                  {ms.publicKeys.map((k) => (
                    <li key={k}>
                      <ParticipantKey publicKey={k} />
                    </li>
                  ))}
                </ol>
              ),
            },
            {
              id: "address",
              label: t`Multi-signature address`,
              value: <MultisigAddress min={ms.min} publicKeys={ms.publicKeys} />,
            },
          );
          if (ms.lifetime !== undefined)
            items.push({
              id: "lifetime",
              label: t`Lifetime`,
              value: formatNumber(ms.lifetime, i18n.locale),
            });
        }
        break;
      }
      case CORE.IPFS: {
        const hash = readIpfs(asset);
        items.push({
          id: "ipfs",
          label: t`IPFS hash`,
          value: hash ? <IpfsLink hash={hash} /> : "-",
        });
        break;
      }
      case CORE.MULTI_PAYMENT:
        return <MultipaymentDetails tx={tx} />;
      case CORE.TIMELOCK: {
        const lock = readLock(asset);
        items.push(
          {
            id: "lockId",
            label: t`Lock ID`,
            value: (
              <CopyableText text={tx.id} label={t`Copy lock ID`} className="font-mono text-sm" />
            ),
          },
          {
            id: "secretHash",
            label: t`Secret hash`,
            value: lock?.secretHash ? (
              <CopyableText
                text={lock.secretHash}
                label={t`Copy secret hash`}
                className="font-mono text-sm"
              />
            ) : (
              "-"
            ),
          },
        );
        // expiration and open/expired/claimed/refunded status: the locks feature's lock table
        return (
          <>
            <Card className="mt-4" title={t`Details`}>
              <DetailList items={items} />
            </Card>
            <Suspense fallback={null}>
              <LockDetails transaction={tx} />
            </Suspense>
          </>
        );
      }
      case CORE.TIMELOCK_CLAIM:
      case CORE.TIMELOCK_REFUND:
        return <UnlockDetails tx={tx} />;
      default:
        return <RawAsset tx={tx} />;
    }
  } else if (tx.typeGroup === 2) {
    const key = MAGISTRATE_KEYS[tx.type];
    const entity = describeEntity(tx);
    let fields =
      tx.type === MAGISTRATE.ENTITY
        ? readAssetFields(asset)
        : key
          ? readAssetFields(asset, key)
          : null;
    if (fields === null) return <RawAsset tx={tx} />;
    if (entity) {
      // type, sub-type and action in words; the registration an update or resignation refers to, linked
      fields = fields.filter(([name]) => !ENTITY_NUMBERS.has(name));
      const words = <K extends string>(
        n: Named<K>,
        labels: Record<K, MessageDescriptor>,
      ): string => {
        if (n.key !== undefined) return i18n._(labels[n.key]);
        const value = n.value;
        // a number ARK Core's enums do not name (the chain takes any 0–255)
        return value === undefined ? "-" : t`Other (${value})`;
      };
      const kind = words(entity.type, ENTITY_TYPE_LABELS);
      // a business is a word of its own (the type row explains the entity)
      items.push({
        id: "entityType",
        label: t`Entity type`,
        value:
          entity.type.key === "business" ? <TermLabel term="business">{kind}</TermLabel> : kind,
      });
      if (entity.subType.key !== "none")
        items.push({
          id: "entitySubType",
          label: t`Entity sub-type`,
          value: words(entity.subType, ENTITY_SUB_TYPE_LABELS),
        });
      items.push({
        id: "entityAction",
        label: t`Action`,
        value: words(entity.action, ENTITY_ACTION_LABELS),
      });
    }
    items.push(
      ...fields.map(([name, value]) => ({
        id: name,
        label: FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]) : name,
        value:
          name === "registrationId" &&
          value.kind === "text" &&
          /^[0-9a-f]{64}$/i.test(value.value) ? (
            <TransactionLink id={value.value} truncate={false} />
          ) : (
            <AssetFieldValue name={name} value={value} />
          ),
      })),
    );
  } else {
    return <RawAsset tx={tx} />;
  }

  if (items.length === 0) return null;
  // website, repository and IPFS links are the sender's: the leave-site disclaimer comes first, as
  // on the business and bridgechain pages
  return (
    <LinkGuardScope>
      <Card className="mt-4" title={t`Details`}>
        <DetailList items={items} />
      </Card>
    </LinkGuardScope>
  );
}

/** A multi-signature participant: its address (derived in the browser) above its public key. */
function ParticipantKey({ publicKey }: { publicKey: string }) {
  const { addressPrefix } = useNetwork();
  const address = useAddressOf(publicKey, addressPrefix);
  return (
    <span className="flex flex-col">
      {address ? <WalletParty address={address} /> : null}
      <span className={`${mono} text-muted`}>{publicKey}</span>
    </span>
  );
}

/** Any other type: its asset as JSON text (never HTML). */
function RawAsset({ tx }: { tx: Transaction }) {
  const { t } = useLingui();
  if (!tx.asset) return null;
  let text: ReactNode;
  try {
    text = JSON.stringify(tx.asset, null, 2);
  } catch {
    text = "-";
  }
  return (
    <Card className="mt-4" title={t`Asset`}>
      <pre className="max-h-96 overflow-auto text-xs whitespace-pre-wrap break-all">{text}</pre>
    </Card>
  );
}
