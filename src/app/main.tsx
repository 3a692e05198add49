import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import type { QueryClient } from "@tanstack/react-query";
import { configureApi } from "@/shared/api/client";
import { applyRuntimeCsp } from "@/shared/network/csp";
import { numberFormat } from "@/shared/format/intl-cache";
import { warmIntl } from "@/shared/format/intl-warm";
import { activateLocale, setDocumentLanguage } from "@/shared/i18n/i18n";
import { detectLocale } from "@/shared/i18n/locales";
import { loadNetworkConfig } from "@/shared/network/config";
import { nextTask } from "@/shared/network/next-task";
import { knownWalletsQuery } from "@/shared/network/known-wallets";
import { nodeConfigurationQuery } from "@/shared/network/queries";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { App } from "./App";
import type { PageName } from "./pages";
import { createAppRouter, preloadPages, routerReady } from "./router";
import { createQueryClient } from "./query-client";
import "./styles.css";
import { endFirstView } from "@/shared/ui/first-view";

/** How long the first render waits for the page chunk and known wallets once config and catalog are in (ms). */
const FIRST_RENDER_WAIT_MS = 1_500;

/** Pages a visitor most likely opens next: their chunks load in idle time once the first page settled. */
const LIKELY_NEXT: readonly PageName[] = ["block", "transaction", "wallet", "blocks", "transactions", "delegates", "delegateMonitor"];

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
 * Start-up without a waterfall (every step that waits for another delays the first paint): the
 * router is created at once, so the current route's page chunk loads in parallel with the runtime
 * config.json (preloaded by index.html) and the visitor's catalog; as soon as the config is there
 * the API client is bound to the server and the route's loader starts the page's first query, with
 * the node configuration and the known wallets; the app renders once config, catalog, the first
 * navigation and known wallets are in. Once the first page settled, the likely next pages' chunks
 * load in idle time, so a click shows the next page at once.
 */
async function boot() {
  const prefs = usePreferences.getState();
  const locale = prefs.language ?? detectLocale(navigator.languages);
  const queryClient = createQueryClient();
  // a task of its own: evaluating the modules was one long task already (Lighthouse TBT); the
  // config.json fetch is in flight since index.html, the page chunk starts ~1 ms later
  await nextTask();
  let knownWallets: Promise<void> = Promise.resolve();
  const configLoad = loadNetworkConfig().then(async (config) => {
    // a task of its own as well: config.json is mostly in already (the start script read it), so
    // this ran in the task that creates the router and matches the route, and made it longer by
    // the client's first request (ky's and the page's first fetch: ~4 ms on a desktop's main
    // thread, about four times that on a phone)
    await nextTask();
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
  // the engine loads its Intl data with the first formatter of the page (40–80 ms on a desktop,
  // four times that on a phone): the start script has a worker load it on another thread (the
  // data is the whole process's); once it is done, formatNumber's formatter is built and kept for
  // the first render, in a task of its own. Without the worker that task pays for the data, while
  // the page's code and data are on their way, instead of the first render.
  void warmIntl(locale).then(() => setTimeout(() => numberFormat(locale, { maximumFractionDigits: 8 }), 0));
  const [config] = await Promise.all([configLoad, activateLocale(locale)]);
  // the first render shows the page itself, not a spinner: wait for the first navigation (page
  // chunk in) and the names, but not for ever (a slow chunk: the frame with a loading indicator,
  // then the page once its code is in; RouterCatchUp sees that it is shown)
  await Promise.race([Promise.all([routerReady(router), knownWallets]), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  setDocumentLanguage();
  document.documentElement.classList.toggle("dark", resolveNightMode(prefs.nightMode, config.alias));
  const root = document.getElementById("root");
  // a transition: the first render is time-sliced (no long task blocks input; Lighthouse TBT)
  if (root) startTransition(() => createRoot(root).render(<App config={config} queryClient={queryClient} router={router} />));
  await routerReady(router);
  await settled(queryClient);
  endFirstView();
  preloadPages(LIKELY_NEXT);
}

void boot();
