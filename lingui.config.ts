import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** Catalogs of the seven enabled locales: en-GB is the source and the fallback; en-US has no
 * catalog of its own, the app loads the en-GB texts for it (src/shared/i18n/i18n.ts). */
export default defineConfig({
  sourceLocale: "en-GB",
  locales: ["en-GB", "it-IT", "fr-FR", "nl-NL", "pl-PL", "pt-BR"],
  fallbackLocales: { default: "en-GB" },
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "src/test/**"],
    },
  ],
  // no source line numbers in the catalogs: they would change on every code edit
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: "messageId",
});
