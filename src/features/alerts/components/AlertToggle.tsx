import { useLingui } from "@lingui/react/macro";
import { usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";

/**
 * A watched wallet's alerts switch (a pressed toggle button whose text and icon say the state, not
 * colour alone): "Alerts on" with a filled accent look and a bell, "Alerts off" plain with a struck
 * bell; `who` names the wallet in the button's accessible name.
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
      className={`inline-flex items-center gap-1.5 rounded border px-2 py-1 text-sm whitespace-nowrap ${
        on
          ? "border-accent bg-accent font-medium text-accent-contrast hover:opacity-90"
          : "border-control-border bg-surface text-muted hover:bg-surface-2"
      }`}
    >
      <Icon name={on ? "bell" : "bell-off"} className="size-4" />
      {text}
    </button>
  );
}
