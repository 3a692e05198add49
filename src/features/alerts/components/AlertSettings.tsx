import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { usePreferences } from "@/shared/preferences/store";

type Permission = NotificationPermission | "unsupported";

const permissionNow = (): Permission =>
  typeof Notification === "undefined" ? "unsupported" : Notification.permission;

/**
 * The alerts' settings on the watchlist: what alerts are (events of the wallets with alerts on,
 * while an explorer tab is open, listed under the header's bell) and the browser notifications
 * switch. The browser's permission is asked only when the visitor presses "Turn on browser
 * notifications"; a refused permission is said, with where to change it.
 */
export function AlertSettings() {
  const { t } = useLingui();
  const count = usePreferences((s) => s.watchAlerts.length);
  const on = usePreferences((s) => s.alertNotifications);
  const setOn = usePreferences((s) => s.setAlertNotifications);
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    if (permission === "unsupported") return;
    setAsking(true);
    try {
      const answer = permission === "granted" ? "granted" : await Notification.requestPermission();
      setPermission(answer);
      if (answer === "granted") setOn(true);
    } finally {
      setAsking(false);
    }
  };

  const buttonClass =
    "rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-2 disabled:opacity-50";
  return (
    <section
      aria-label={t`Alerts`}
      className="mb-4 rounded-lg border border-border bg-surface p-4 text-sm"
    >
      <p className="m-0">
        <Trans>
          Turn alerts on for a wallet below to hear when it sends or receives a transaction, when a
          lock toward it is claimed, refunded or expires and, for a delegate, when it misses a
          block, enters or leaves the active delegates or changes rank. Alerts are found while an
          explorer tab is open and listed under the bell in the header.
        </Trans>
      </p>
      <p className="m-0 mt-2 text-muted">
        {count ? (
          <Plural
            value={count}
            one="Alerts are on for # wallet."
            other="Alerts are on for # wallets."
          />
        ) : (
          <Trans>Alerts are off for every wallet.</Trans>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {permission === "unsupported" ? (
          <span className="text-muted">
            <Trans>This browser cannot show notifications; alerts are listed under the bell.</Trans>
          </span>
        ) : permission === "denied" ? (
          <span className="text-muted">
            <Trans>
              Notifications are blocked for this site in the browser's settings; alerts are listed
              under the bell.
            </Trans>
          </span>
        ) : on && permission === "granted" ? (
          <>
            <span>
              <Trans>Browser notifications are on.</Trans>
            </span>
            <button type="button" className={buttonClass} onClick={() => setOn(false)}>
              <Trans>Turn off browser notifications</Trans>
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonClass}
            disabled={asking}
            onClick={() => void turnOn()}
          >
            <Trans>Turn on browser notifications</Trans>
          </button>
        )}
      </div>
    </section>
  );
}
