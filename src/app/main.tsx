import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { configureApi } from "@/shared/api/client";
import { applyRuntimeCsp } from "@/shared/network/csp";
import { activateLocale, setDocumentLanguage } from "@/shared/i18n/i18n";
import { detectLocale } from "@/shared/i18n/locales";
import { loadNetworkConfig } from "@/shared/network/config";
import { knownWalletsQuery } from "@/shared/network/known-wallets";
import { nodeConfigurationQuery } from "@/shared/network/queries";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { App } from "./App";
import { markPrefetched, prefetchPath } from "./prefetch";
import { createQueryClient } from "./query-client";
import "./styles.css";

/** How long the first render waits for the page chunk and known wallets once config and catalog are in (ms). */
const FIRST_RENDER_WAIT_MS = 1_500;

/**
 * Start-up without a waterfall (every step that waits for another delays the first paint): the
 * runtime config.json (preloaded by index.html), the visitor's catalog and the current route's page
 * chunk load in parallel; as soon as the config is there the API client is bound to the server and
 * the page's first query starts (its module's `prefetch`), with the node configuration and the
 * known wallets; the app renders once config, catalog, page chunk and known wallets are in.
 */
async function boot() {
  const prefs = usePreferences.getState();
  const locale = prefs.language ?? detectLocale(navigator.languages);
  const queryClient = createQueryClient();
  const path = window.location.hash.replace(/^#/, "") || "/";
  // a task of its own: evaluating the modules was one long task already (Lighthouse TBT); the
  // config.json fetch is in flight since index.html, the page chunk starts ~1 ms later
  await new Promise((resolve) => setTimeout(resolve, 0));
  const pageChunk = prefetchPath(path); // the page chunk, now
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
    markPrefetched(path);
    prefetchPath(path, queryClient);
    return config;
  });
  const [config] = await Promise.all([configLoad, activateLocale(locale)]);
  // the first render shows the page itself, not a spinner that React would then hold for its
  // Suspense fallback throttle (~300 ms): wait for the page chunk (in flight since above) and the
  // names, but not for ever (a stalled chunk shows the layout and the route's spinner)
  await Promise.race([Promise.all([pageChunk, knownWallets]), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  setDocumentLanguage();
  document.documentElement.classList.toggle("dark", resolveNightMode(prefs.nightMode, config.alias));
  const root = document.getElementById("root");
  // a transition: the first render is time-sliced (no long task blocks input; Lighthouse TBT)
  if (root) startTransition(() => createRoot(root).render(<App config={config} queryClient={queryClient} />));
}

void boot();
