import { useLingui } from "@lingui/react/macro";
import { usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";

/**
 * Star toggle that adds or removes a wallet (or delegate) address from the watchlist kept in the
 * preferences (listed on /watchlist). A pressed toggle button with a text label, not colour alone.
 */
export function WatchButton({ address, compact = false }: { address: string; compact?: boolean }) {
  const { t } = useLingui();
  const watched = usePreferences((s) => s.watchlist.includes(address));
  const toggleWatch = usePreferences((s) => s.toggleWatch);
  const label = watched ? t`Remove from watchlist` : t`Add to watchlist`;
  return (
    <button
      type="button"
      aria-pressed={watched}
      data-testid="watch-toggle"
      aria-label={compact ? label : undefined}
      title={label}
      onClick={() => toggleWatch(address)}
      className={`inline-flex items-center gap-1.5 rounded border border-border px-2 py-1 text-sm hover:bg-surface-2 ${watched ? "text-warning" : "text-muted"}`}
    >
      <Icon name={watched ? "star-filled" : "star"} className="size-4" />
      {compact ? null : <span className="text-text">{watched ? t`Watching` : t`Watch`}</span>}
    </button>
  );
}
