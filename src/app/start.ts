import type { Messages } from "@lingui/core";
import { inlineMessages, loadCatalog } from "virtual:lingui-catalogs";
import { catalogLocale, detectLocale, normaliseLocale } from "@/shared/i18n/locales";
import { SHELL_TEXTS } from "@/shared/i18n/shell-texts";
import { isConfigTitle, isHttpUrl, startConfigText } from "@/shared/network/config-file";
import { startKnownWalletsRead } from "@/shared/network/known-wallets-file";
import { STORE_NAME } from "@/shared/preferences/store-name";
import { loadPage, routeOfPath } from "./routes";

/** The static shell's slot for the page's heading (index.html). */
const FIRST_PAINT_HEADING_ID = "first-paint-heading";
/** The static shell's site name, search field and menu button's name (index.html), as the header has them. */
const FIRST_PAINT_TITLE_ID = "first-paint-title";
const FIRST_PAINT_SEARCH_ID = "first-paint-search";
const FIRST_PAINT_MENU_ID = "first-paint-menu";

/** A compiled catalog message as text when it has no placeholders (a fixed text), else undefined. */
function plainMessage(message: unknown): string | undefined {
  if (typeof message === "string") return message;
  if (Array.isArray(message) && message.every((part) => typeof part === "string"))
    return message.join("");
  return undefined;
}

/**
 * Writes the page's heading into the static shell, as text, while the shell is still on screen
 * (once the app rendered, the slot is gone and this does nothing).
 */
function paintHeading(text: string | undefined): void {
  paintText(FIRST_PAINT_HEADING_ID, text);
}

/** Writes `text` into the static shell's element `id`, as text, when both are there. */
function paintText(id: string, text: string | undefined): void {
  const slot = document.getElementById(id);
  if (slot && text) slot.textContent = text;
}

/**
 * Writes the header's texts into the static shell: the search field's placeholder and the menu
 * button's name, as text (gone once the app rendered: then nothing happens).
 */
function paintShellTexts(messages: Messages): void {
  const search = document.getElementById(FIRST_PAINT_SEARCH_ID);
  const placeholder = plainMessage(messages[SHELL_TEXTS.searchPlaceholder.id]);
  if (search instanceof HTMLInputElement && placeholder) search.placeholder = placeholder;
  paintText(FIRST_PAINT_MENU_ID, plainMessage(messages[SHELL_TEXTS.menu.id]));
}

/**
 * Opens the connection to the API node's origin (`server`, config.json's API URL) while the shell
 * still downloads: the page's first requests (its data, the node configuration) find it open
 * instead of setting it up (a round-trip or more, two or three over TLS). Anonymous like the
 * app's requests (ky, `credentials: "same-origin"` to another origin), so they share it.
 */
function preconnect(server: unknown): void {
  if (!isHttpUrl(server)) return;
  const { origin } = new URL(server);
  if (origin === location.origin) return;
  const link = document.createElement("link");
  link.rel = "preconnect";
  link.href = origin;
  link.crossOrigin = "anonymous";
  document.head.append(link);
}

/** config.json's fields the start script reads; empty when the file is missing or not a JSON object. */
function configFields(text: string | undefined): {
  title?: unknown;
  knownWallets?: unknown;
  server?: unknown;
} {
  try {
    const parsed: unknown = JSON.parse(text ?? "null");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The first visit's head start: a small module script of its own (`async`, added to index.html by
 * the build) that runs as soon as it is in, while the app's shell still downloads. It starts what
 * the first page needs after the shell: the page's chunk and the catalog parts in the visitor's
 * language (the shell's and the page's); without it they started only once the shell had run, one
 * round-trip later. It reads config.json for the app (one read for both), starts reading the
 * known-wallets list the file names (the app's first render waits for the names) and opens the
 * connection to the API node.
 *
 * It writes the texts of index.html's static shell, so a visitor reads where they are before the
 * app rendered: the header's search field and menu button, the page's fixed heading (the build
 * compiles these texts into this script in every language) and config.json's title. The app's
 * header and heading take their places at the same size, without a jump.
 *
 * The app's own loads of the same files find them loading or loaded. A guess that turns out wrong
 * (a language the store then repairs, an id the page does not know) costs a download, never a
 * wrong page. Not in the dev server (it serves the modules as they are asked for).
 */
function start(): void {
  let language: unknown;
  try {
    language = (
      JSON.parse(localStorage.getItem(STORE_NAME) ?? "null") as {
        state?: { language?: unknown };
      } | null
    )?.state?.language;
  } catch {
    // unreadable storage: the app repairs it; the browser's language meanwhile
  }
  const locale = catalogLocale(normaliseLocale(language) ?? detectLocale(navigator.languages));
  const path = location.hash.replace(/^#/, "").split("?")[0] || "/";
  const route = routeOfPath(path);
  // failures are the app's to report, when its own load of the same file fails
  const ignore = () => undefined;
  const shell = loadCatalog(locale, "shell");
  shell.catch(ignore);
  // the known-wallets list as soon as config.json names it: the app's first render waits for it
  const config = startConfigText().then(configFields);
  void config.then(({ knownWallets, server }) => {
    startKnownWalletsRead(knownWallets);
    preconnect(server);
  });
  // the header's texts and a fixed heading: the build puts them in this script (painted now),
  // else (the dev server) they come with the shell's part
  const heading = route?.heading;
  const paintTexts = (messages: Messages) => {
    paintShellTexts(messages);
    if (heading) paintHeading(plainMessage(messages[heading.id]));
  };
  const inline = inlineMessages(locale);
  if (inline) paintTexts(inline);
  else shell.then(({ messages }) => paintTexts(messages), ignore);
  // the site's name beside the logo (where the window is wide enough), and home's heading
  void config.then(({ title }) => {
    if (!isConfigTitle(title)) return;
    paintText(FIRST_PAINT_TITLE_ID, title);
    if (route?.name === "home") paintHeading(title);
  });
  if (!route) return;
  loadPage(route).catch(ignore);
  loadCatalog(locale, route.page).catch(ignore);
}

try {
  start();
} catch {
  // an odd address or storage: the app starts everything itself
}
