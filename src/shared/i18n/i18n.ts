import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Catalog files per locale: en-US reuses the en-GB texts. Loaded lazily, one per visitor. */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "en-GB": () => import("../../locales/en-GB/messages.po"),
  "en-US": () => import("../../locales/en-GB/messages.po"),
  "it-IT": () => import("../../locales/it-IT/messages.po"),
  "fr-FR": () => import("../../locales/fr-FR/messages.po"),
  "nl-NL": () => import("../../locales/nl-NL/messages.po"),
  "pl-PL": () => import("../../locales/pl-PL/messages.po"),
  "pt-BR": () => import("../../locales/pt-BR/messages.po"),
};

/**
 * Loads the catalog of `locale` and activates it; on a failed chunk it falls back to en-GB
 * (and if even that fails, to the source texts compiled into the code). `<html lang>` follows
 * once the page shows the new language ({@link DocumentLanguage}), not before.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    const { messages } = await loaders[locale]();
    i18n.loadAndActivate({ locale, messages });
  } catch (error) {
    console.error(`Could not load the ${locale} catalog`, error);
    if (locale !== DEFAULT_LOCALE) return activateLocale(DEFAULT_LOCALE);
    i18n.loadAndActivate({ locale, messages: {} });
  }
}

/** Sets `<html lang>` to the active locale (screen readers, hyphenation, the browser's translator). */
export function setDocumentLanguage(): void {
  document.documentElement.lang = i18n.locale;
}

export { i18n };
