import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { isLocale, normaliseLocale, type Locale } from "../i18n/locales";
import type { PriceChartOptions } from "../network/presets";
import { STORE_NAME } from "./store-name";

/** A table sort, stored per table: column id and direction. */
export interface SortPref {
  id: string;
  desc: boolean;
}
type TimeDisplay = "relative" | "local" | "utc";

/**
 * Persisted UI preferences: display choices only (language, theme, currency, time display, rows per
 * page, table sorts, the watchlist). Server data never lives here (React Query owns it), and
 * neither do a list's filters or a page's tab: those live in the URL, so a choice made on one list
 * never filters another one unseen.
 * `nightMode: null` means "not chosen": the network's default applies (on for the Development
 * alias, else off).
 */
export interface Preferences {
  language: Locale | null;
  nightMode: boolean | null;
  currencyName: string | null;
  currencySymbol: string | null;
  priceChartOptions: PriceChartOptions | null;
  sorts: Record<string, SortPref>;
  hasAcceptedLinkDisclaimer: boolean;
  timeDisplay: TimeDisplay;
  rowsPerPage: number;
  /** starred wallet addresses (the watchlist page) */
  watchlist: string[];
  /** private labels of watched wallets: address → label (only addresses on the watchlist) */
  watchLabels: Record<string, string>;
  /** watched wallets with alerts on (only addresses on the watchlist) */
  watchAlerts: string[];
  /** alerts also arrive as browser notifications (when the browser's permission is granted) */
  alertNotifications: boolean;
}

export interface PreferenceActions {
  setLanguage: (l: Locale) => void;
  setNightMode: (on: boolean) => void;
  setCurrency: (name: string, symbol: string) => void;
  setPriceChartOptions: (o: PriceChartOptions) => void;
  setSort: (table: string, sort: SortPref) => void;
  acceptLinkDisclaimer: () => void;
  setTimeDisplay: (t: TimeDisplay) => void;
  setRowsPerPage: (n: number) => void;
  toggleWatch: (address: string) => void;
  /** Adds an address to the end of the watchlist (no change when it is there already). */
  watch: (address: string) => void;
  /** Sets the private label of a watched address (cleaned, see cleanWatchLabel); empty removes it. */
  setWatchLabel: (address: string, label: string) => void;
  /** Replaces the whole watchlist and its labels (an import, or clearing it); cleaned like stored data. */
  setWatchlist: (watchlist: string[], watchLabels: Record<string, string>) => void;
  /** Turns a watched wallet's alerts on or off (no change for an address not on the watchlist). */
  setWatchAlert: (address: string, on: boolean) => void;
  setAlertNotifications: (on: boolean) => void;
}

/** Rows-per-page choices: 10, 20, 30, 40, 50 and 25, the default (no "all" option). */
export const ROWS_PER_PAGE_OPTIONS = [10, 20, 25, 30, 40, 50] as const;
/** Rows per page until the visitor chooses; 10 until store version 2 (see migratePreferences). */
const DEFAULT_ROWS_PER_PAGE = 25;
export const DEFAULT_PREFERENCES: Preferences = {
  language: null,
  nightMode: null,
  currencyName: null,
  currencySymbol: null,
  priceChartOptions: null,
  sorts: {},
  hasAcceptedLinkDisclaimer: false,
  timeDisplay: "local",
  rowsPerPage: DEFAULT_ROWS_PER_PAGE,
  watchlist: [],
  watchLabels: {},
  watchAlerts: [],
  alertNotifications: false,
};

const STORE_VERSION = 3;

const PERIODS = ["day", "week", "month", "quarter", "year", "all"];
/** Most wallets a watchlist holds (every one is asked of the node on each new block). */
export const WATCHLIST_MAX = 200;
/** Longest private label, in characters (code points). */
export const WATCH_LABEL_MAX = 64;
/** A base58 address's form (the network's prefix and checksum are checked where it is added). */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;

/**
 * A private label as kept: control and bidirectional-override characters removed (a label from an
 * imported file must not reorder the text around it), spaces collapsed, trimmed, at most
 * {@link WATCH_LABEL_MAX} characters; "" for anything that is not a string.
 */
export function cleanWatchLabel(label: unknown): string {
  if (typeof label !== "string") return "";
  const text = label
    .replace(/[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(text).slice(0, WATCH_LABEL_MAX).join("").trim();
}

/** The stored watchlist: distinct addresses of the right form, at most {@link WATCHLIST_MAX}. */
function sanitiseWatchlist(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [
    ...new Set(raw.filter((a): a is string => typeof a === "string" && ADDRESS_FORM.test(a))),
  ].slice(0, WATCHLIST_MAX);
}

/** The stored labels: cleaned, non-empty, and only for addresses on `watchlist`. */
function sanitiseWatchLabels(raw: unknown, watchlist: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObj(raw)) return out;
  for (const address of watchlist) {
    if (!Object.hasOwn(raw, address)) continue;
    const label = cleanWatchLabel(raw[address]);
    if (label) out[address] = label;
  }
  return out;
}
/** The stored alert switches: only addresses on `watchlist`, each once. */
function sanitiseWatchAlerts(raw: unknown, watchlist: readonly string[]): string[] {
  if (!Array.isArray(raw)) return [];
  return watchlist.filter((address) => raw.includes(address));
}
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function sanitiseChart(v: unknown): PriceChartOptions | null {
  if (!isObj(v)) return null;
  return {
    enabled: typeof v.enabled === "boolean" ? v.enabled : true,
    period: (PERIODS.includes(v.period as string)
      ? v.period
      : "day") as PriceChartOptions["period"],
    type: v.type === "volume" ? "volume" : "price",
  };
}

/**
 * Rebuilds preferences from anything found in storage, field by field: a field that is missing
 * or has the wrong type falls back to its default, so garbage never crashes the app.
 */
export function sanitisePreferences(raw: unknown): Preferences {
  const p = isObj(raw) ? raw : {};
  const d = DEFAULT_PREFERENCES;
  const sorts: Record<string, SortPref> = {};
  if (isObj(p.sorts)) {
    for (const [k, v] of Object.entries(p.sorts)) {
      if (isObj(v) && typeof v.id === "string" && v.id.length < 64 && typeof v.desc === "boolean")
        sorts[k] = { id: v.id, desc: v.desc };
    }
  }
  const watchlist = sanitiseWatchlist(p.watchlist);
  return {
    language: isLocale(p.language) ? p.language : normaliseLocale(p.language),
    nightMode: typeof p.nightMode === "boolean" ? p.nightMode : null,
    currencyName:
      typeof p.currencyName === "string" && /^[A-Z0-9]{2,10}$/.test(p.currencyName)
        ? p.currencyName
        : null,
    currencySymbol:
      typeof p.currencySymbol === "string" && p.currencySymbol.length <= 8
        ? p.currencySymbol
        : null,
    priceChartOptions: sanitiseChart(p.priceChartOptions),
    sorts,
    hasAcceptedLinkDisclaimer: p.hasAcceptedLinkDisclaimer === true,
    timeDisplay: ["relative", "local", "utc"].includes(p.timeDisplay as string)
      ? (p.timeDisplay as TimeDisplay)
      : d.timeDisplay,
    rowsPerPage: (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(p.rowsPerPage as number)
      ? (p.rowsPerPage as number)
      : d.rowsPerPage,
    watchlist,
    watchLabels: sanitiseWatchLabels(p.watchLabels, watchlist),
    watchAlerts: sanitiseWatchAlerts(p.watchAlerts, watchlist),
    alertNotifications: p.alertNotifications === true,
  };
}

/**
 * Migrations of stored preferences, from any older version:
 * - a stored language not among the enabled locales is normalised to xx-XX;
 * - old `priceChart` (boolean) and `priceChartPeriod` keys are merged into priceChartOptions and removed;
 * - the type filter and wallet tab once stored (`transactionType`, `walletTab`) are dropped: filters
 *   and tabs live in the URL now (sanitisePreferences keeps only known fields);
 * - before version 3 every visitor's rowsPerPage was stored, chosen or not, and the default was
 *   10: a stored 10 becomes the new default (25); any other stored size was a choice and stays.
 */
export function migratePreferences(persisted: unknown, fromVersion: number): Preferences {
  const p: Record<string, unknown> = isObj(persisted) ? { ...persisted } : {};
  if ("priceChart" in p || "priceChartPeriod" in p) {
    const current = isObj(p.priceChartOptions) ? p.priceChartOptions : {};
    p.priceChartOptions = {
      ...current,
      ...(typeof p.priceChart === "boolean" ? { enabled: p.priceChart } : {}),
      ...(typeof p.priceChartPeriod === "string" ? { period: p.priceChartPeriod } : {}),
    };
    delete p.priceChart;
    delete p.priceChartPeriod;
  }
  if (p.language !== undefined && !isLocale(p.language)) p.language = normaliseLocale(p.language);
  if (fromVersion < 3 && p.rowsPerPage === 10) p.rowsPerPage = DEFAULT_ROWS_PER_PAGE;
  return sanitisePreferences(p);
}

/** localStorage that never throws: unavailable or full storage behaves as empty/ignored. */
const safeStorage: StateStorage = {
  getItem: (name) => {
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      localStorage.setItem(name, value);
    } catch {
      /* full or blocked: preferences last for this visit only */
    }
  },
  removeItem: (name) => {
    try {
      localStorage.removeItem(name);
    } catch {
      /* ignore */
    }
  },
};

/** Garbage JSON in storage must not crash the store: parse errors read as "nothing stored". */
const tolerantStorage = createJSONStorage<Preferences>(() => ({
  ...safeStorage,
  getItem: (name) => {
    const raw = safeStorage.getItem(name) as string | null;
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObj(parsed) && "state" in parsed
        ? raw
        : JSON.stringify({ state: parsed, version: 0 });
    } catch {
      return null;
    }
  },
}));

/** The one zustand store: persisted in localStorage, versioned, migrated. */
export const usePreferences = create<Preferences & PreferenceActions>()(
  persist(
    (set) => ({
      ...DEFAULT_PREFERENCES,
      setLanguage: (language) => set({ language }),
      setNightMode: (nightMode) => set({ nightMode }),
      setCurrency: (currencyName, currencySymbol) => set({ currencyName, currencySymbol }),
      setPriceChartOptions: (priceChartOptions) => set({ priceChartOptions }),
      setSort: (table, sort) => set((s) => ({ sorts: { ...s.sorts, [table]: sort } })),
      acceptLinkDisclaimer: () => set({ hasAcceptedLinkDisclaimer: true }),
      setTimeDisplay: (timeDisplay) => set({ timeDisplay }),
      setRowsPerPage: (rowsPerPage) => set({ rowsPerPage }),
      toggleWatch: (address) =>
        set((s) => {
          if (!s.watchlist.includes(address)) return { watchlist: [...s.watchlist, address] };
          // a wallet taken off the list takes its private label and its alerts with it
          const { [address]: _dropped, ...watchLabels } = s.watchLabels;
          return {
            watchlist: s.watchlist.filter((a) => a !== address),
            watchLabels,
            watchAlerts: s.watchAlerts.filter((a) => a !== address),
          };
        }),
      watch: (address) =>
        set((s) => (s.watchlist.includes(address) ? s : { watchlist: [...s.watchlist, address] })),
      setWatchLabel: (address, label) =>
        set((s) => {
          if (!s.watchlist.includes(address)) return s;
          const { [address]: _old, ...rest } = s.watchLabels;
          const clean = cleanWatchLabel(label);
          return { watchLabels: clean ? { ...rest, [address]: clean } : rest };
        }),
      setWatchlist: (watchlist, watchLabels) => {
        const list = sanitiseWatchlist(watchlist);
        set((s) => ({
          watchlist: list,
          watchLabels: sanitiseWatchLabels(watchLabels, list),
          watchAlerts: sanitiseWatchAlerts(s.watchAlerts, list),
        }));
      },
      setWatchAlert: (address, on) =>
        set((s) => {
          if (!s.watchlist.includes(address)) return s;
          const others = s.watchAlerts.filter((a) => a !== address);
          return { watchAlerts: on ? [...others, address] : others };
        }),
      setAlertNotifications: (alertNotifications) => set({ alertNotifications }),
    }),
    {
      name: STORE_NAME,
      version: STORE_VERSION,
      storage: tolerantStorage,
      partialize: (s): Preferences => sanitisePreferences(s),
      migrate: (persisted, version) => migratePreferences(persisted, version),
      merge: (persisted, current) => ({ ...current, ...sanitisePreferences(persisted) }),
    },
  ),
);

/** Night mode: the stored choice, else on for the 'Development' alias, else off. */
export function resolveNightMode(stored: boolean | null, alias: string): boolean {
  return stored ?? alias === "Development";
}
