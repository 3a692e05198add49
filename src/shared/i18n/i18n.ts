import { i18n, type Messages } from "@lingui/core";
import { inlineMessages, loadCatalog } from "virtual:lingui-catalogs";
import { catalogLocale, DEFAULT_LOCALE, type Locale } from "./locales";

/** The part of the catalogs the app shell uses (header, footer, errors, …): loaded first. */
const SHELL = "shell";

/**
 * Pages whose messages the app asked for so far (shown or preloaded): activating a language loads
 * their parts too, so a switch translates the current page at once and a preloaded page opens
 * without waiting.
 */
const pagesWanted = new Set<string>();

/** Parts loading or loaded, by locale and group; a failed load is forgotten (the next call retries). */
const parts = new Map<string, Promise<Messages>>();

/**
 * One part of a locale's catalog: the shell's or a page's messages (the build splits each
 * catalog by page: scripts/lingui-page-catalogs.ts; the dev server puts all in the shell's part).
 * en-US reuses the en-GB texts ({@link catalogLocale}).
 */
function part(locale: Locale, group: string): Promise<Messages> {
  const source = catalogLocale(locale);
  const key = `${source}/${group}`;
  let messages = parts.get(key);
  if (!messages) {
    messages = loadCatalog(source, group).then((m) => m.messages);
    messages.catch(() => parts.delete(key));
    parts.set(key, messages);
  }
  return messages;
}

/**
 * The shell's messages of `locale` with those of every page wanted so far (pages asked for
 * meanwhile included), and the few the build put in the loader itself (in no part).
 */
async function allMessages(locale: Locale): Promise<Messages> {
  for (;;) {
    const groups = [SHELL, ...pagesWanted];
    const loaded = await Promise.all(groups.map((g) => part(locale, g)));
    if (groups.length === pagesWanted.size + 1)
      return Object.assign({}, inlineMessages(catalogLocale(locale)), ...loaded) as Messages;
  }
}

/**
 * Loads the catalog of `locale` (the shell's part and those of the pages wanted so far) and
 * activates it; on a failed chunk it falls back to en-GB (and if even that fails, to no messages).
 * `<html lang>` follows once the page shows the new language ({@link DocumentLanguage}), not before.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  try {
    i18n.loadAndActivate({ locale, messages: await allMessages(locale) });
  } catch (error) {
    console.error(`Could not load the ${locale} catalog`, error);
    if (locale !== DEFAULT_LOCALE) return activateLocale(DEFAULT_LOCALE);
    i18n.loadAndActivate({ locale, messages: {} });
  }
}

/**
 * Loads the messages of a page (`page`: its module path from `src`, the name of its catalog part)
 * in the active language, before the page renders: called with the page's chunk. Rejects when its
 * part cannot be loaded (like a page chunk that fails). Before a language is active it only notes
 * the page: the activation loads it.
 */
export async function loadPageMessages(page: string): Promise<void> {
  pagesWanted.add(page);
  const locale = i18n.locale as Locale | "";
  if (!locale) return;
  const messages = await part(locale, page);
  // a language activated meanwhile loaded this page's part itself
  if (i18n.locale === locale) i18n.load(locale, messages);
}

/** Sets `<html lang>` to the active locale (screen readers, hyphenation, the browser's translator). */
export function setDocumentLanguage(): void {
  document.documentElement.lang = i18n.locale;
}

export { i18n };
