import { createRoot } from "react-dom/client";
import { configureApi } from "@/shared/api/client";
import { activateLocale } from "@/shared/i18n/i18n";
import { detectLocale } from "@/shared/i18n/locales";
import { loadNetworkConfig } from "@/shared/network/config";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { App } from "./App";
import "./styles.css";

/**
 * Start-up: the runtime config.json (preloaded by index.html) and the visitor's catalog load in
 * parallel; then the API client is bound to the server and the app renders. Data queries start
 * as soon as the first components mount.
 */
async function boot() {
  const prefs = usePreferences.getState();
  const locale = prefs.language ?? detectLocale(navigator.languages);
  const [config] = await Promise.all([loadNetworkConfig(), activateLocale(locale)]);
  configureApi({ server: config.server, timeoutMs: config.apiTimeout ?? 10_000 });
  document.documentElement.classList.toggle("dark", resolveNightMode(prefs.nightMode, config.alias));
  const root = document.getElementById("root");
  if (root) createRoot(root).render(<App config={config} />);
}

void boot();
