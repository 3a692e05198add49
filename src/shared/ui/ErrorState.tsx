import { Trans } from "@lingui/react/macro";
import { QueryClientContext, type QueryClient, type QueryState } from "@tanstack/react-query";
import { useCallback, useContext, useSyncExternalStore, type ReactNode } from "react";
import { apiServer } from "@/shared/api/client";
import { failureKind, technicalDetail, type FailureKind } from "@/shared/api/errors";
import { chainKeys, type ChainHead } from "@/shared/network/queries";
import { Icon, IconSvg } from "./Icon";

/** The host (and port) of the configured node, `127.0.0.1:4003`; the configured text when it is no URL. */
export function nodeHost(server = apiServer()): string {
  try {
    return new URL(server).host || server;
  } catch {
    return server;
  }
}

/**
 * What a visitor reads for a failure of kind `kind` (see {@link failureKind}): one sentence in
 * words, naming the node's host where it helps. Never the HTTP status or the request.
 */
function FailureHeadline({ kind, host }: { kind: FailureKind; host: string }) {
  // the host goes into <Trans> as an element: Lingui parses tags in string values
  const node = <>{host}</>;
  switch (kind) {
    case "unreachable":
      return <Trans>The node at {node} does not answer.</Trans>;
    case "timeout":
      return <Trans>The node at {node} did not answer in time.</Trans>;
    case "busy":
      return <Trans>The node at {node} is busy and asked the explorer to slow down.</Trans>;
    case "server":
      return <Trans>The node at {node} answered with an error.</Trans>;
    case "unreadable":
      return <Trans>The node’s answer could not be read.</Trans>;
    case "refused":
      return <Trans>The node at {node} cannot answer this request.</Trans>;
    case "not-found":
      return <Trans>This could not be found on the blockchain.</Trans>;
    case "app":
      return <Trans>Something went wrong while showing this.</Trans>;
  }
}

const noSubscription = () => () => {};

/**
 * Whether a query's last settled outcome was a failure. Not its `status`: a query that never
 * answered goes back to "pending" (its error cleared) each time it asks again.
 */
function lastPollFailed(
  state: { dataUpdatedAt: number; errorUpdatedAt: number } | undefined,
): boolean {
  return state !== undefined && state.errorUpdatedAt > state.dataUpdatedAt;
}

/** The height poll's last failure per client, kept while it asks again (its state clears it then). */
const lastChainFailure = new WeakMap<QueryClient, unknown>();

function chainSnapshot(client: QueryClient): QueryState<ChainHead> | undefined {
  const state = client.getQueryState<ChainHead>(chainKeys.blockchain());
  if (state?.error) lastChainFailure.set(client, state.error);
  return state;
}

/**
 * The height poll's query state (GET blockchain, polled for the whole app), following every
 * change; undefined outside a QueryClientProvider or before the poll started.
 */
export function useChainPollState(): QueryState<ChainHead> | undefined {
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) =>
      client ? client.getQueryCache().subscribe(onChange) : noSubscription(),
    [client],
  );
  return useSyncExternalStore(subscribe, () => (client ? chainSnapshot(client) : undefined));
}

/**
 * The node's failure while the height poll is failing (its last outcome a failure, also while it
 * asks again), else null: the node itself is down, and every query left failed is asked again by
 * itself once the poll answers (see RecoveryWatcher). Null outside a QueryClientProvider.
 */
export function useNodeFailure(): unknown {
  const client = useContext(QueryClientContext);
  const state = useChainPollState();
  if (!client || !lastPollFailed(state)) return null;
  return state?.error ?? lastChainFailure.get(client) ?? null;
}

/**
 * Asks the node again now: the height poll and, when it failed, the node's configuration (what
 * the network state's own retry does, without needing its provider).
 */
export function useRetryNode(): () => void {
  const client = useContext(QueryClientContext);
  return useCallback(() => {
    if (!client) return;
    void client.refetchQueries({ queryKey: chainKeys.blockchain() });
    if (client.getQueryState(chainKeys.configuration())?.data === undefined)
      void client.refetchQueries({ queryKey: chainKeys.configuration() });
  }, [client]);
}

/** Whether the node itself is down (see {@link useNodeFailure}). */
function useNodeDown(): boolean {
  return useNodeFailure() !== null;
}

/**
 * The app's one retry button ("Try again", or `children`): the same look wherever a failure
 * offers a retry (page, section, node banner, CSV export).
 */
export function RetryButton({
  onClick,
  children,
  className = "",
}: {
  onClick: () => void;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-retry=""
      className={`inline-flex min-h-8 items-center gap-1.5 rounded-md border border-control-border bg-surface px-3 py-1 text-sm font-medium text-text hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      <IconSvg aria-hidden="true">
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
      </IconSvg>
      {children ?? <Trans>Try again</Trans>}
    </button>
  );
}

/** The technical detail of `error` (method, path, status, reason) behind a "Technical details" disclosure; nothing when there is none. */
function TechnicalDetails({ error, className = "" }: { error: unknown; className?: string }) {
  const detail = technicalDetail(error);
  if (!detail) return null;
  return (
    <details className={`text-xs text-muted ${className}`}>
      {/* 24 px high: a target of its own beside the retry button */}
      <summary className="cursor-pointer py-1">
        <Trans>Technical details</Trans>
      </summary>
      <code className="mt-1 block max-w-full text-left break-all whitespace-pre-wrap">
        {detail}
      </code>
    </details>
  );
}

export interface ErrorStateProps {
  /** The failure: its kind (see {@link failureKind}) picks the words; its detail goes behind "Technical details". */
  error?: unknown;
  /** A heading of the caller's ("Some lookups failed"); the words for the failure then follow it. */
  message?: ReactNode;
  /** Shows the retry button calling it. */
  onRetry?: () => void;
  /**
   * `block` (default): a framed block in place of a section; `line`: one compact line (a small
   * section, a card); `page`: the page's `<h1>` (a route that could not be shown); `banner`: the
   * node banner across the top of the layout, with `note` (when it retries) beside the words.
   */
  variant?: "block" | "line" | "page" | "banner";
  /** What happens next, when the caller knows better than the default ("Retrying in 8 s."). */
  note?: ReactNode;
  className?: string;
}

/**
 * The app's one error view (role="alert"): what failed in words chosen by the failure's kind
 * ("The node at 127.0.0.1:4003 does not answer."), what happens next when the explorer retries by
 * itself (the height poll is failing: every failed part asks again once the node answers), the
 * retry button, and the technical detail (method, path, status) behind a disclosure. The node's
 * raw text never shows outside that disclosure.
 */
export function ErrorState({
  error,
  message,
  onRetry,
  variant = "block",
  note,
  className = "",
}: ErrorStateProps) {
  const kind = failureKind(error);
  const host = nodeHost();
  const nodeDown = useNodeDown();
  const headline = <FailureHeadline kind={kind} host={host} />;
  const recovers = nodeDown && kind !== "app" && kind !== "not-found";
  const next =
    note ??
    (recovers ? (
      <Trans>It loads by itself when the node answers again.</Trans>
    ) : kind === "busy" ? (
      <Trans>Wait a moment, then try again.</Trans>
    ) : null);
  const retry = onRetry ? <RetryButton onClick={onRetry} /> : null;
  const details = <TechnicalDetails error={error} />;

  if (variant === "banner") {
    return (
      <div
        className={`border-b border-negative bg-surface px-3 py-2 text-sm md:px-6 ${className}`}
        data-testid="node-banner"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
          <p role="alert" className="m-0 flex items-center gap-2 font-semibold text-negative">
            <Icon name="alert" />
            <span>{message ?? headline}</span>
          </p>
          {next ? <span className="text-muted">{next}</span> : null}
          {retry}
          {details}
        </div>
      </div>
    );
  }
  if (variant === "line") {
    return (
      <div
        role="alert"
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}
      >
        <span className="inline-flex items-center gap-1.5 font-medium text-negative">
          <Icon name="alert" />
          <span>{message ?? headline}</span>
        </span>
        {message ? <span className="text-muted">{headline}</span> : null}
        {next ? <span className="text-muted">{next}</span> : null}
        {retry}
        {details}
      </div>
    );
  }
  const Title = variant === "page" ? "h1" : "p";
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-3 text-center ${variant === "page" ? "mx-auto max-w-xl p-6" : "rounded-lg border border-border bg-surface p-6"} ${className}`}
    >
      {/* the icon inline: a wrapped sentence stays centred under it */}
      <Title className={`m-0 font-semibold text-negative ${variant === "page" ? "text-xl" : ""}`}>
        <Icon name="alert" className="mr-1.5 size-[1em]" />
        {message ?? headline}
      </Title>
      {message ? <p className="m-0 text-sm text-muted">{headline}</p> : null}
      {next ? <p className="m-0 text-sm text-muted">{next}</p> : null}
      {retry}
      {details}
    </div>
  );
}
