import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { DateTime } from "@/shared/display/DateTime";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { useChainConstants } from "@/shared/network/useNetwork";
import { usePreferences } from "@/shared/preferences/store";
import { paths } from "@/shared/routing/paths";
import { Link } from "@/shared/routing/Link";
import { Modal } from "@/shared/ui/Modal";
import { alertText } from "../alert-text";
import { clearAlerts, markAlertsRead, useAlerts } from "../inbox";
import type { AlertEvent } from "../model";

/** Where an alert leads: its transaction, else the watched wallet (a delegate's page for its slots and rank). */
function target(event: AlertEvent): { to: string; label: "transaction" | "wallet" } {
  if (event.transactionId)
    return { to: paths.transaction(event.transactionId), label: "transaction" };
  return { to: paths.wallet(event.address), label: "wallet" };
}

/**
 * The in-app list of alerts in a dialog, newest first: what happened, when, and a link to it; the
 * ones new since the last look are marked "New" (then all count as read). "Clear all" empties the
 * list; "Manage alerts" leads to the watchlist where alerts are turned on and off. A followed
 * link closes it (the bell closes it on every navigation).
 */
export default function AlertsPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { events } = useAlerts();
  const { symbol, epochUnix } = useChainConstants();
  const labels = usePreferences((s) => s.watchLabels);
  const known = useKnownWallets();
  const delegates = useDelegateIndex();
  // what was unread when the list opened stays marked while it is open
  const [fresh] = useState(() => new Set(events.filter((e) => !e.read).map((e) => e.key)));
  useEffect(() => markAlertsRead(), [events]);
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Alerts`}
      closeOnBackdropClick
      footer={
        <>
          <Link
            to={paths.watchlist()}
            className="rounded border border-border px-3 py-1.5 text-sm no-underline hover:bg-surface-2"
          >
            <Trans>Manage alerts</Trans>
          </Link>
          {events.length ? (
            <button
              type="button"
              onClick={clearAlerts}
              className="rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-2"
            >
              <Trans>Clear all</Trans>
            </button>
          ) : null}
        </>
      }
    >
      {events.length === 0 ? (
        <p className="m-0 text-sm text-muted">
          <Trans>
            No alerts yet. They are listed here while an explorer tab is open, for the wallets on
            your watchlist with alerts on.
          </Trans>
        </p>
      ) : (
        <ul
          aria-label={t`Alerts`}
          className="m-0 flex max-h-[60vh] list-none flex-col gap-2 overflow-y-auto p-0"
        >
          {events.map((event) => {
            const who =
              labels[event.address] ??
              known[event.address] ??
              delegates.byAddress.get(event.address)?.username ??
              event.address;
            const link = target(event);
            return (
              <li key={event.key} className="rounded border border-border p-3 text-sm">
                <p className="m-0 break-words">
                  {fresh.has(event.key) ? (
                    <span className="me-2 rounded bg-accent px-1.5 text-xs font-semibold text-accent-contrast">
                      <Trans>New</Trans>
                    </span>
                  ) : null}
                  {alertText(event, i18n, { who, symbol })}
                </p>
                <p className="m-0 mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
                  <DateTime
                    unix={
                      event.epoch !== undefined
                        ? event.epoch + epochUnix
                        : Math.floor(event.at / 1000)
                    }
                  />
                  <span>
                    <Trans>Height {event.height}</Trans>
                  </span>
                  <Link to={link.to}>
                    {link.label === "transaction" ? (
                      <Trans>View the transaction</Trans>
                    ) : (
                      <Trans>View the wallet</Trans>
                    )}
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
