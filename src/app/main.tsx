import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { QueryClient } from "@tanstack/react-query";
import { configureApi } from "@/shared/api/client";
import { applyRuntimeCsp } from "@/shared/network/csp";
import { activateLocale, setDocumentLanguage } from "@/shared/i18n/i18n";
import { detectLocale } from "@/shared/i18n/locales";
import { loadNetworkConfig } from "@/shared/network/config";
import { knownWalletsQuery } from "@/shared/network/known-wallets";
import { nodeConfigurationQuery } from "@/shared/network/queries";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { App } from "./App";
import { createAppRouter, preloadPages, routerReady } from "./router";
import { routeNamed } from "./routes";
import { createQueryClient } from "./query-client";
import "./styles.css";

/** How long the first render waits for the page chunk and known wallets once config and catalog are in (ms). */
const FIRST_RENDER_WAIT_MS = 1_500;

/** Pages a visitor most likely opens next: their chunks load in idle time once the first page settled. */
const LIKELY_NEXT = [
  "block",
  "transaction",
  "wallet",
  "blocks",
  "transactions",
  "delegates",
  "delegateMonitor",
];

/** Resolves once no query is fetching (the first page settled), checked as queries change. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (check()) stop();
    });
  });
}

/**
 * Start-up without a waterfall: the router is created at once, so the current route's page chunk
 * loads in parallel with the runtime config.json (preloaded by index.html) and the visitor's
 * catalog; as soon as the config is there the API client is bound to the server and the route's
 * loader starts the page's first query, with the node configuration and the known wallets. The
 * app renders once config, catalog, the first navigation and known wallets are in (or after a
 * short wait: then the frame with a loading indicator). Once the first page settled, the likely
 * next pages' chunks load in idle time, so a click shows the next page at once.
 */
async function boot() {
  const prefs = usePreferences.getState();
  const locale = prefs.language ?? detectLocale(navigator.languages);
  const queryClient = createQueryClient();
  let knownWallets: Promise<void> = Promise.resolve();
  const configLoad = loadNetworkConfig().then((config) => {
    configureApi({ server: config.server, timeoutMs: config.apiTimeout ?? 10_000 });
    // a second CSP that only allows the configured API, price and known-wallets origins
    applyRuntimeCsp(config);
    // the chain constants every page shows, with the node's version that settles which API
    // generation it speaks before any page query needs to know (from localStorage when fresh)
    void queryClient.prefetchQuery(nodeConfigurationQuery(config.server));
    // the known-wallets list names wallets in every page's first render (no name pops in later
    // and shifts the layout); from localStorage on a repeat visit, else fetched now
    knownWallets = queryClient.prefetchQuery(knownWalletsQuery(config.knownWallets));
    return config;
  });
  // the page chunk and its loader start now; the loader's queries start once the config is in
  const router = createAppRouter(queryClient, configLoad);
  const [config] = await Promise.all([configLoad, activateLocale(locale)]);
  // the first render shows the page itself, not a spinner: wait for the first navigation (page
  // chunk in) and the names, but not for ever (a slow chunk: the frame with a loading indicator,
  // then the page once its code is in)
  await Promise.race([
    Promise.all([routerReady(router, FIRST_RENDER_WAIT_MS), knownWallets]),
    delay(FIRST_RENDER_WAIT_MS),
  ]);
  setDocumentLanguage();
  document.documentElement.classList.toggle(
    "dark",
    resolveNightMode(prefs.nightMode, config.alias),
  );
  const root = document.getElementById("root");
  // in one synchronous render: the router's provider subscribes to it as it mounts, in the same
  // task, so no navigation can complete between its render and its subscription unseen
  if (root)
    flushSync(() =>
      createRoot(root).render(<App config={config} queryClient={queryClient} router={router} />),
    );
  await routerReady(router);
  await settled(queryClient);
  preloadPages(LIKELY_NEXT.map(routeNamed));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

void boot();
