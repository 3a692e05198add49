import { useLingui } from "@lingui/react/macro";
import { usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";

/**
 * A watched wallet's alerts switch (a pressed toggle button whose text says the state, not colour
 * alone): "Alerts on" / "Alerts off"; `who` names the wallet in the button's accessible name.
 */
export function AlertToggle({ address, who }: { address: string; who: string }) {
  const { t } = useLingui();
  const on = usePreferences((s) => s.watchAlerts.includes(address));
  const setWatchAlert = usePreferences((s) => s.setWatchAlert);
  const text = on ? t`Alerts on` : t`Alerts off`;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t`${text} for ${who}`}
      onClick={() => setWatchAlert(address, !on)}
      className={`inline-flex items-center gap-1.5 rounded border border-border px-2 py-1 text-sm whitespace-nowrap hover:bg-surface-2 ${on ? "text-text" : "text-muted"}`}
    >
      <Icon name="bell" className="size-4" />
      {text}
    </button>
  );
}
