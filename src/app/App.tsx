import { I18nProvider, useLingui } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router-dom";
import { activateLocale, i18n, setDocumentLanguage } from "@/shared/i18n/i18n";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import type { NetworkConfig } from "@/shared/network/presets";
import { NetworkStateProvider } from "@/shared/network/useNetwork";
import { WalletNamesProvider } from "@/shared/network/wallet-names";
import { resolveNightMode, usePreferences } from "@/shared/preferences/store";
import { FiatProvider } from "@/features/pricing/components/FiatProvider";
import type { AppRouter } from "./router";

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

/** `<html lang>` changes after the page re-rendered in the new language (never ahead of it). */
function DocumentLanguage() {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  useEffect(() => {
    if (locale) setDocumentLanguage();
  }, [locale]);
  return null;
}

/**
 * Providers around the router: network config, React Query (the client the router's loaders fill),
 * Lingui, fiat prices and wallet names.
 */
export function App({
  config,
  queryClient,
  router,
}: {
  config: NetworkConfig;
  queryClient: QueryClient;
  router: AppRouter;
}) {
  return (
    <NetworkConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <NetworkStateProvider>
          <I18nProvider i18n={i18n}>
            <PreferenceEffects alias={config.alias} />
            <DocumentLanguage />
            <FiatProvider>
              <WalletNamesProvider>
                {/* useTransitions={false}: a navigation renders the next page in one go, as soon as
                    its code is in. Inside a transition React yields every few ms and network answers,
                    polls and paints ran between the slices, and a click showed the next page later.
                    No page suspends above its own Suspense boundary, so the old page never gives
                    way to the layout's spinner. */}
                <RouterProvider router={router} useTransitions={false} />
              </WalletNamesProvider>
            </FiatProvider>
          </I18nProvider>
        </NetworkStateProvider>
      </QueryClientProvider>
    </NetworkConfigProvider>
  );
}
