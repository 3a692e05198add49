/**
 * The alerts' own storage: the in-app list of alerts (capped, newest first) and where detection
 * stopped (last height and block, the round's active list, the tracked locks), in localStorage so
 * a reload, another tab or a later visit continues from there. Every tab reads the same entry
 * (another tab's write arrives by the `storage` event), only the leader tab writes detection
 * state. Storage unavailable, full or holding garbage reads as empty: nothing breaks.
 */
import { useSyncExternalStore } from "react";
import * as v from "valibot";
import {
  ALERTS_CHANGED_EVENT,
  ALERTS_STORAGE_KEY as KEY,
  INBOX_MAX,
  mergeEvents,
  type AlertEvent,
} from "./model";

const int = v.pipe(v.number(), v.integer());
const digits = v.pipe(v.string(), v.regex(/^\d+$/));
const text = v.pipe(v.string(), v.maxLength(200));

const eventSchema = v.object({
  key: text,
  kind: v.picklist([
    "received",
    "sent",
    "lock-claimed",
    "lock-refunded",
    "lock-expired",
    "missed-slot",
    "entered-active",
    "left-active",
    "rank-changed",
  ]),
  address: text,
  height: int,
  transactionId: v.optional(text),
  blockId: v.optional(text),
  amount: v.optional(digits),
  counterparty: v.optional(text),
  lockId: v.optional(text),
  rank: v.optional(int),
  previousRank: v.optional(int),
  round: v.optional(int),
  epoch: v.optional(int),
  at: v.number(),
  read: v.optional(v.boolean()),
});

const lockSchema = v.object({
  lockId: text,
  recipient: text,
  sender: text,
  amount: digits,
  expirationType: int,
  expirationValue: int,
});

const blockSchema = v.object({ height: int, id: text, epoch: int, generatorPublicKey: text });

const detectionSchema = v.object({
  /** the API server the detection state belongs to (another network starts afresh) */
  server: v.string(),
  lastHeight: int,
  lastBlock: v.optional(blockSchema),
  round: v.optional(
    v.object({ round: int, members: v.array(v.object({ publicKey: text, votes: digits })) }),
  ),
  locks: v.record(v.string(), lockSchema),
});

/** Where detection stopped, for one API server. */
export type Detection = v.InferOutput<typeof detectionSchema>;

const stateSchema = v.object({
  events: v.pipe(v.array(eventSchema), v.maxLength(INBOX_MAX * 2)),
  detection: v.optional(detectionSchema),
});

/** The stored alerts. */
export interface AlertsState {
  events: AlertEvent[];
  detection?: Detection;
}

const EMPTY: AlertsState = { events: [] };

let cache: { raw: string | null; state: AlertsState } | undefined;

/** The stored state; anything unreadable is the empty state. */
export function readAlerts(): AlertsState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (cache && cache.raw === raw) return cache.state;
  let state = EMPTY;
  if (raw) {
    try {
      const parsed = v.safeParse(stateSchema, JSON.parse(raw));
      if (parsed.success)
        state = {
          events: parsed.output.events.slice(0, INBOX_MAX),
          detection: parsed.output.detection,
        };
    } catch {
      state = EMPTY;
    }
  }
  cache = { raw, state };
  return state;
}

const listeners = new Set<() => void>();

function write(state: AlertsState) {
  const raw = JSON.stringify(state);
  try {
    localStorage.setItem(KEY, raw);
    cache = { raw, state };
  } catch {
    // full or blocked storage: the alerts last for this page only
    cache = { raw: cache?.raw ?? null, state };
  }
  for (const l of listeners) l();
  window.dispatchEvent(new Event(ALERTS_CHANGED_EVENT));
}

/** Updates the stored state (read afresh first: another tab may have written). */
export function updateAlerts(change: (state: AlertsState) => AlertsState): void {
  write(change(readAlerts()));
}

/** Adds events to the list (each key once, newest first, capped); returns the ones that were new. */
export function addAlertEvents(events: readonly AlertEvent[]): AlertEvent[] {
  const before = readAlerts();
  const known = new Set(before.events.map((e) => e.key));
  const fresh = events.filter((e) => !known.has(e.key));
  if (fresh.length) write({ ...before, events: mergeEvents(before.events, fresh) });
  return fresh;
}

/** Marks every alert as read. */
export function markAlertsRead(): void {
  const state = readAlerts();
  if (state.events.some((e) => !e.read))
    write({ ...state, events: state.events.map((e) => (e.read ? e : { ...e, read: true })) });
}

/** Empties the list (detection state stays). */
export function clearAlerts(): void {
  write({ ...readAlerts(), events: [] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored alerts, re-rendering on every change (this tab's or another's). */
export function useAlerts(): AlertsState {
  return useSyncExternalStore(subscribe, readAlerts, () => EMPTY);
}
