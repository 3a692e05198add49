import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadPageMessages } from "@/shared/i18n/i18n";
import { usePreferences } from "@/shared/preferences/store";
import { ALERTS_CHANGED_EVENT, ALERTS_STORAGE_KEY } from "../model";

// the bell, the list and detection come with their own part of the catalog (the build's `alerts`)
const AlertsBell = lazy(() =>
  Promise.all([import("./AlertsBell"), loadPageMessages("alerts")]).then(([m]) => ({
    default: m.AlertsBell,
  })),
);

/** Whether the stored alerts list holds anything (a cheap look, no parsing: the bell parses). */
function hasListedAlerts(): boolean {
  try {
    return /"events":\[\{/.test(localStorage.getItem(ALERTS_STORAGE_KEY) ?? "");
  } catch {
    return false;
  }
}

/** Another tab's change (`storage`) or this tab's (the inbox's own event). */
function subscribe(listener: () => void): () => void {
  window.addEventListener("storage", listener);
  window.addEventListener(ALERTS_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(ALERTS_CHANGED_EVENT, listener);
  };
}

/**
 * The header's place for the alerts bell: nothing for a visitor who never turned alerts on (most
 * of them), so the bell, the alert list's storage and detection load only once alerts are on or
 * listed (a lazy chunk), and a first visit pays for none of it.
 */
export function AlertsBellGate({ className }: { className: string }) {
  const on = usePreferences((s) => s.watchAlerts.length > 0);
  const listed = useSyncExternalStore(subscribe, hasListedAlerts, () => false);
  if (!on && !listed) return null;
  return (
    <Suspense fallback={null}>
      <AlertsBell className={className} />
    </Suspense>
  );
}
