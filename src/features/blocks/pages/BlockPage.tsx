import { useQuery } from "@tanstack/react-query";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { isNotFound } from "@/shared/api/errors";
import { DateTime } from "@/shared/display/DateTime";
import { BlockLink } from "@/shared/display/links";
import { CopyableText } from "@/shared/display/CopyableText";
import { MiddleTruncate } from "@/shared/display/MiddleTruncate";
import { WalletParty } from "@/shared/display/WalletParty";
import { paths } from "@/shared/routing/paths";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatNumber } from "@/shared/format/number";
import { TermLabel } from "@/shared/glossary/TermHint";
import { stillAsking } from "@/shared/network/lagging-pool";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { isBlockId } from "@/shared/routing/params";
import { Card } from "@/shared/ui/Card";
import { CopyButton } from "@/shared/ui/CopyButton";
import { DetailList, type DetailItem } from "@/shared/ui/DetailList";
import { ErrorState } from "@/shared/ui/ErrorState";
import { Icon } from "@/shared/ui/Icon";
import { NotFound } from "@/shared/ui/NotFound";
import { RawData } from "@/shared/ui/RawData";
import { Spinner } from "@/shared/ui/Spinner";
import { BlockTransactions } from "@/features/transactions/components/BlockTransactions";
import { ConfirmationsDetail } from "@/features/transactions/components/ConfirmationsDetail";
import { blockAtHeightQuery } from "../api/block-queries";
import { useBlockPageQueries } from "../hooks/usePageQueries";

/**
 * A block this explorer listed that the node that answered does not know yet (a member of a
 * load-balanced pool behind the others): said calmly while it is asked again (see stillAsking).
 */
function NotYetKnown({ id }: { id: string }) {
  // the id comes from the URL: an element, never a string Lingui would parse for tags
  const shownId = <span className="font-mono break-all">{id}</span>;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Block</Trans>
      </h1>
      <div
        role="status"
        data-testid="block-not-yet-known"
        className="flex items-center gap-3 rounded-md bg-surface-2 px-4 py-3"
      >
        <span
          aria-hidden="true"
          className="size-5 shrink-0 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
        />
        <p className="m-0 min-w-0">
          <Trans>
            The node that answered does not know block {shownId} yet: it is probably a few blocks
            behind. Asking again…
          </Trans>
        </p>
      </div>
    </>
  );
}

/**
 * /block/{id}: one block (GET blocks/{id}): id, height, timestamp, generator (name, address, public
 * key), transactions, amount, fees, reward, total forged, confirmations (count and whether well
 * confirmed), version, payload size and hash, block signature, the previous block and
 * previous/next block links, then the node's raw answer; ids, keys and the signature copyable. The
 * id may also be a height. Unknown ids: "Sorry, block {id} could not be found on the blockchain".
 */
export function Component() {
  const { t, i18n } = useLingui();
  const id = useParams().id ?? "";
  usePageTitle(t`Block`);
  const valid = isBlockId(id);
  const { height: networkHeight } = useNetwork();
  const { queries, block: query } = useBlockPageQueries();
  const block = query.data;
  const previous = useQuery({
    ...blockAtHeightQuery((block?.height ?? 0) - 1),
    enabled: !!block && block.height > 1,
  });
  const nextHeight = (block?.height ?? 0) + 1;
  const next = useQuery({
    ...blockAtHeightQuery(nextHeight),
    enabled: !!block && networkHeight !== undefined && networkHeight >= nextHeight,
  });

  if (!valid) return <NotFound dataType={t`block`} dataId={id} />;
  // a block shown stays when asking again fails (a node behind the others answered)
  if (!block) {
    if (stillAsking({ error: query.error, errorUpdateCount: query.errorUpdateCount }))
      return <NotYetKnown id={id} />;
    if (isNotFound(query.error)) return <NotFound dataType={t`block`} dataId={id} />;
    if (query.isError)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return <Spinner />;
  }

  const confirmations =
    networkHeight !== undefined ? Math.max(0, networkHeight - block.height) : block.confirmations;
  const total = (BigInt(block.forged.reward) + BigInt(block.forged.fee)).toString();
  const optional = (id: string, label: string, value: ReactNode | undefined): DetailItem[] =>
    value === undefined ? [] : [{ id, label, value }];
  const items: DetailItem[] = [
    { id: "id", label: t`ID`, value: <CopyableText text={block.id} label={t`Copy block ID`} /> },
    {
      id: "height",
      label: <TermLabel term="height">{t`Height`}</TermLabel>,
      value: formatNumber(block.height, i18n.locale),
    },
    { id: "timestamp", label: t`Timestamp`, value: <DateTime unix={block.timestamp.unix} /> },
    {
      id: "generator",
      label: <TermLabel term="forger">{t`Generated by`}</TermLabel>,
      value: (
        <WalletParty address={block.generator.address} copyLabel={t`Copy generator address`} />
      ),
    },
    ...optional(
      "generatorPublicKey",
      t`Generator public key`,
      block.generator.publicKey ? (
        <CopyableText text={block.generator.publicKey} label={t`Copy public key`} />
      ) : undefined,
    ),
    {
      id: "transactions",
      label: t`Transactions`,
      value:
        block.transactions > 0 ? (
          <Link to={paths.blockTransactions(block.id)}>
            {formatNumber(block.transactions, i18n.locale)}
          </Link>
        ) : (
          "0"
        ),
    },
    { id: "amount", label: t`Amount`, value: <TokenAmount arktoshi={block.forged.amount} /> },
    { id: "fee", label: t`Fees`, value: <TokenAmount arktoshi={block.forged.fee} /> },
    {
      id: "reward",
      label: <TermLabel term="blockReward">{t`Reward`}</TermLabel>,
      value: <TokenAmount arktoshi={block.forged.reward} />,
    },
    { id: "total", label: t`Total forged`, value: <TokenAmount arktoshi={total} /> },
    {
      id: "confirmations",
      label: t`Confirmations`,
      value: confirmations === undefined ? "-" : <ConfirmationsDetail count={confirmations} />,
    },
    ...optional(
      "version",
      t`Version`,
      block.version === undefined ? undefined : formatNumber(block.version, i18n.locale),
    ),
    ...optional(
      "payloadLength",
      t`Payload size`,
      block.payload?.length === undefined
        ? undefined
        : t`${plural(block.payload.length, { one: "# byte", other: "# bytes" })}`,
    ),
    ...optional(
      "payloadHash",
      t`Payload hash`,
      block.payload?.hash ? (
        <CopyableText text={block.payload.hash} label={t`Copy payload hash`} />
      ) : undefined,
    ),
    ...optional(
      "signature",
      t`Block signature`,
      block.signature ? (
        <CopyableText text={block.signature} label={t`Copy block signature`} />
      ) : undefined,
    ),
    ...optional(
      "previous",
      t`Previous block ID`,
      block.previous ? (
        <span className="flex items-center gap-2">
          <span className="min-w-0">
            <BlockLink id={block.previous} truncate={false}>
              <MiddleTruncate text={block.previous} />
            </BlockLink>
          </span>
          <CopyButton
            text={block.previous}
            label={t`Copy previous block ID`}
            className="shrink-0"
          />
        </span>
      ) : undefined,
    ),
  ];
  const navClass =
    "inline-flex items-center gap-1 rounded border border-border bg-surface px-3 py-1.5 text-sm no-underline hover:bg-surface-2";

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          <Trans>Block {formatNumber(block.height, i18n.locale)}</Trans>
        </h1>
        <nav aria-label={t`Neighbouring blocks`} className="flex gap-2">
          {previous.data ? (
            <Link className={navClass} to={paths.block(previous.data.id)} rel="prev">
              <Icon name="chevron-left" />
              <Trans>Previous block</Trans>
            </Link>
          ) : null}
          {next.data ? (
            <Link className={navClass} to={paths.block(next.data.id)} rel="next">
              <Trans>Next block</Trans>
              <Icon name="chevron-right" />
            </Link>
          ) : null}
        </nav>
      </div>
      <Card>
        <DetailList items={items} />
      </Card>
      {/* @block-transactions */}
      <RawData resource="blocks" id={block.id} className="mt-4" />
      <BlockTransactions block={block} query={queries.transactions} />
    </>
  );
}
