/** The enabled locales; en-GB is the default and the fallback, en-US reuses en-GB texts. */
export const LOCALES = ["en-GB", "en-US", "it-IT", "fr-FR", "nl-NL", "pl-PL", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-GB";

/** The locale whose catalog serves `locale`: en-US reuses the en-GB texts. */
export function catalogLocale(locale: Locale): Locale {
  return locale === "en-US" ? "en-GB" : locale;
}

/** Names shown in the language picker, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  "en-GB": "English (UK)",
  "en-US": "English (US)",
  "it-IT": "Italiano",
  "fr-FR": "Français",
  "nl-NL": "Nederlands",
  "pl-PL": "Polski",
  "pt-BR": "Português (Brasil)",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Normalises a stored or browser language tag to an enabled locale (older versions
 * stored other forms): `fr`, `fr_fr`, `FR-fr` → `fr-FR`; a language with one enabled region maps to
 * it (`pt` → `pt-BR`, `en` → `en-GB`); anything else → null.
 */
export function normaliseLocale(value: unknown): Locale | null {
  if (typeof value !== "string") return null;
  const tag = value.trim().replace("_", "-");
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return null;
  const [lang = "", region] = tag.split("-");
  const candidate = region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : "";
  if (isLocale(candidate)) return candidate;
  const sameLanguage = LOCALES.filter((l) => l.startsWith(`${lang.toLowerCase()}-`));
  return sameLanguage[0] ?? null;
}

/** The browser's first enabled language, else en-GB. */
export function detectLocale(languages: readonly string[] | undefined): Locale {
  for (const l of languages ?? []) {
    const n = normaliseLocale(l);
    if (n) return n;
  }
  return DEFAULT_LOCALE;
}
