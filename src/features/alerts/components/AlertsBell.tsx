import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { usePreferences } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";
import { useAlerts } from "../inbox";

const AlertsRunner = lazy(() => import("../AlertsRunner"));
const AlertsPanel = lazy(() => import("./AlertsPanel"));

/**
 * The header's alerts bell, shown once the visitor turned alerts on for a watched wallet (or has
 * alerts listed): a button with the unread count ("Alerts, 2 unread" to a screen reader) that
 * opens the list. While alerts are on it also runs detection (loaded lazily, only then).
 */
export function AlertsBell({ className }: { className: string }) {
  const { t } = useLingui();
  const on = usePreferences((s) => s.watchAlerts.length > 0);
  const { events } = useAlerts();
  const [open, setOpen] = useState(false);
  // a link followed from the list (or any navigation) closes it
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  if (!on && events.length === 0) return null;
  const unread = events.filter((e) => !e.read).length;
  return (
    <>
      {on ? (
        <Suspense fallback={null}>
          <AlertsRunner />
        </Suspense>
      ) : null}
      <button
        type="button"
        className={`${className} shrink-0`}
        aria-haspopup="dialog"
        aria-label={unread ? t`Alerts, ${unread} unread` : t`Alerts`}
        title={t`Alerts`}
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" />
        {unread ? (
          <span className="rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-contrast">
            {unread}
          </span>
        ) : (
          <span className="sr-only">
            <Trans>Alerts</Trans>
          </span>
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AlertsPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
