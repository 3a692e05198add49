import { Trans, useLingui } from "@lingui/react/macro";
import { useNetwork } from "@/shared/network/useNetwork";

/**
 * Shown while the node cannot be reached (or answers garbage): which server failed, why, and a
 * retry. The height poll keeps trying every 8 s, so the banner goes away by itself on recovery.
 */
export function NodeBanner() {
  const { t } = useLingui();
  const { nodeError, server: serverUrl, retry } = useNetwork();
  if (!nodeError) return null;
  // the configured URL goes into <Trans> as an element: Lingui parses tags in string values
  const server = <>{serverUrl}</>;
  return (
    <div role="alert" className="border-b border-negative bg-surface px-3 py-2 text-sm md:px-6">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="text-negative">
          <Trans>The node at {server} cannot be reached.</Trans>
        </strong>
        <span className="text-muted">{nodeError.message}</span>
        <button
          type="button"
          onClick={retry}
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-2"
          aria-label={t`Retry connecting to ${serverUrl}`}
        >
          <Trans>Retry</Trans>
        </button>
      </div>
    </div>
  );
}
