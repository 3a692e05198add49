import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { HashRouter } from "react-router-dom";
import { activateLocale, i18n } from "@/shared/i18n/i18n";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import type { NetworkConfig } from "@/shared/network/presets";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./routes";

/** Keeps <html class="dark"> and the active catalog in step with the preferences. */
function PreferenceEffects({ alias }: { alias: string }) {
  const nightMode = usePreferences((s) => s.nightMode);
  const language = usePreferences((s) => s.language);
  useEffect(() => {
    document.documentElement.classList.toggle("dark", resolveNightMode(nightMode, alias));
  }, [nightMode, alias]);
  useEffect(() => {
    if (language && language !== i18n.locale) void activateLocale(language);
  }, [language]);
  return null;
}

/** Providers: network config, React Query, Lingui, the hash router. */
export function App({ config }: { config: NetworkConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <NetworkConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <PreferenceEffects alias={config.alias} />
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </I18nProvider>
      </QueryClientProvider>
    </NetworkConfigProvider>
  );
}
