import { loadCatalog } from "virtual:lingui-catalogs";
import { catalogLocale, detectLocale, normaliseLocale } from "@/shared/i18n/locales";
import { warmIntl } from "@/shared/format/intl-warm";
import { STORE_NAME } from "@/shared/preferences/store-name";
import { loadPage, pageOfPath } from "./pages";

/**
 * The first visit's head start: a module script of its own (`async`, added to index.html by the
 * build), a few hundred bytes that run as soon as they are in, while the app's shell (~140 KB of
 * JavaScript) still downloads. It starts what the first page will need after the shell: the page's
 * chunk (with the chunks it imports) and the catalog parts in the visitor's language (the shell's
 * and the page's). Without it they started only once the shell had run, one round-trip after it
 * (Lighthouse's mobile simulation: LCP ~350 ms later on home). It also has the engine load its
 * Intl data on another thread (`warmIntl`), before the shell's first formatter needs it. The app's
 * own loads of the same files find them loading or loaded (one `loadPage` for both; the browser
 * loads a module URL once). A guess that turns out wrong (a language the store then repairs, a path the router
 * redirects) costs a download, never a wrong page. Not in the dev server (it serves the modules
 * as they are asked for).
 */
function start(): void {
  let language: unknown;
  try {
    language = (JSON.parse(localStorage.getItem(STORE_NAME) ?? "null") as { state?: { language?: unknown } } | null)?.state?.language;
  } catch {
    // unreadable storage: the app repairs it; the browser's language meanwhile
  }
  const locale = catalogLocale(normaliseLocale(language) ?? detectLocale(navigator.languages));
  const path = location.hash.replace(/^#/, "").split("?")[0] || "/";
  const page = pageOfPath(path);
  // failures are the app's to report, when its own load of the same file fails
  const ignore = () => undefined;
  loadCatalog(locale, "shell").catch(ignore);
  void warmIntl(locale);
  if (!page) return;
  loadPage(page).catch(ignore);
  loadCatalog(locale, page).catch(ignore);
}

try {
  start();
} catch {
  // an odd address or storage: the app starts everything itself
}
