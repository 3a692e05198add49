import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { apiServer } from "@/shared/api/client";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePreferences } from "@/shared/preferences/store";
import { roundMembersQuery } from "@/features/delegates/api/delegate-queries";
import { alertText } from "./alert-text";
import { addAlertEvents, readAlerts, updateAlerts } from "./inbox";
import type { AlertEvent } from "./model";
import { detectStep } from "./runner";

/** The Web Lock the tab that detects for all holds. */
const LEADER_LOCK = "ark-explorer:alerts-leader";
/** At most this many browser notifications per step (a long catch-up lists the rest in the bell). */
const NOTIFY_MAX = 5;

/**
 * Whether this tab leads: of the visible explorer tabs one holds a Web Lock and detects for all
 * (the others read its results from storage); a tab that becomes hidden lets the lock go, so no
 * hidden tab polls or asks anything, and a visible one takes over from where detection stopped.
 * Without Web Locks (an old browser) every visible tab detects: the kept height and the alerts'
 * keys keep that from listing anything twice.
 */
function useLeadership(): boolean {
  const [leader, setLeader] = useState(false);
  useEffect(() => {
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    let release: (() => void) | undefined;
    let pending: AbortController | undefined;
    const acquire = () => {
      if (document.hidden) return;
      if (!locks) {
        setLeader(true);
        return;
      }
      if (pending || release) return;
      const controller = new AbortController();
      pending = controller;
      locks
        .request(LEADER_LOCK, { signal: controller.signal }, () => {
          pending = undefined;
          setLeader(true);
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        .catch(() => {
          if (pending === controller) pending = undefined;
        });
    };
    const resign = () => {
      pending?.abort();
      pending = undefined;
      release?.();
      release = undefined;
      setLeader(false);
    };
    const onVisibility = () => (document.hidden ? resign() : acquire());
    acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      resign();
    };
  }, []);
  return leader;
}

/**
 * Detects the watched wallets' and delegates' events while alerts are on (mounted lazily by the
 * header only then): in the leader tab, on every new height the poll brings, it runs one
 * detection step (./runner.ts), keeps where it stopped, adds what it found to the in-app list and,
 * when the visitor turned them on and the browser allows, shows browser notifications. Renders
 * nothing.
 */
export default function AlertsRunner() {
  const { i18n } = useLingui();
  const leader = useLeadership();
  const queryClient = useQueryClient();
  const { head, addressPrefix, activeDelegates, blocktime, epochUnix, symbol } = useNetwork();
  const watched = usePreferences((s) => s.watchAlerts);
  const labels = usePreferences((s) => s.watchLabels);
  const notifications = usePreferences((s) => s.alertNotifications);
  const known = useKnownWallets();
  const delegates = useDelegateIndex();
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  // a step in flight stops with the runner (alerts turned off, page left), not with the next height
  useEffect(() => () => controller.current?.abort(), []);
  // what the notifications need, current without restarting detection
  const context = useRef({ i18n, labels, known, delegates, symbol, notifications });
  context.current = { i18n, labels, known, delegates, symbol, notifications };

  useEffect(() => {
    if (!leader || !head || running.current || watched.length === 0) return;
    running.current = true;
    controller.current = new AbortController();
    const now = Date.now();
    detectStep(readAlerts().detection, {
      server: apiServer(),
      head,
      watched,
      addressPrefix,
      activeDelegates,
      blocktime,
      epochNow: Math.floor(now / 1000) - epochUnix,
      now,
      signal: controller.current.signal,
      // the round lists the monitor and the home page read (one request per round for all)
      roundMembers: (round) => queryClient.fetchQuery(roundMembersQuery(round)),
    })
      .then(({ events, detection }) => {
        updateAlerts((state) => ({ ...state, detection }));
        notify(addAlertEvents(events), context.current);
      })
      // a failed step (node away, time-out) is tried again from the same place on the next height
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
    // one step per new head; the network constants change with the node only
  }, [leader, head, watched, addressPrefix, activeDelegates, blocktime, epochUnix, queryClient]);
  return null;
}

/** Browser notifications for new alerts, when the visitor turned them on and the browser allows. */
function notify(
  events: readonly AlertEvent[],
  ctx: {
    i18n: ReturnType<typeof useLingui>["i18n"];
    labels: Record<string, string>;
    known: Record<string, string>;
    delegates: ReturnType<typeof useDelegateIndex>;
    symbol: string;
    notifications: boolean;
  },
) {
  if (
    !events.length ||
    !ctx.notifications ||
    typeof Notification === "undefined" ||
    Notification.permission !== "granted"
  )
    return;
  for (const event of events.slice(-NOTIFY_MAX)) {
    const who =
      ctx.labels[event.address] ??
      ctx.known[event.address] ??
      ctx.delegates.byAddress.get(event.address)?.username ??
      event.address;
    try {
      new Notification(ctx.i18n._(msg`Explorer alert`), {
        body: alertText(event, ctx.i18n, { who, symbol: ctx.symbol }),
        tag: event.key,
      });
    } catch {
      // a browser that only notifies from a service worker: the in-app list still has it
    }
  }
}
