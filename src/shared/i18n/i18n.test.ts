import type { Messages } from "@lingui/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Catalog parts by locale and group, as the build splits them; a `null` part fails to load. */
const PARTS: Record<string, Record<string, Messages | null>> = {
  "en-GB": {
    shell: { menu: "Blocks" },
    home: { home: "Latest blocks" },
    wallet: { bal: "Balance" },
  },
  "fr-FR": { shell: { menu: "Blocs" }, home: { home: "Derniers blocs" }, wallet: { bal: "Solde" } },
  "pl-PL": { shell: { menu: "Bloki" }, home: null, wallet: { bal: "Saldo" } },
  "it-IT": { shell: null, home: { home: "Ultimi blocchi" } },
};
const loadCatalog = vi.fn(async (locale: string, group: string) => {
  const messages = PARTS[locale]?.[group];
  if (!messages) throw new Error(`no part ${locale}/${group}`);
  return { messages };
});
/** The messages the build puts in the loader itself (in no part), by locale. */
const INLINE: Record<string, Messages> = {
  "en-GB": { heading: "Delegate monitor" },
  "fr-FR": { heading: "Moniteur des délégués" },
};
const inlineMessages = vi.fn((locale: string): Messages | undefined => INLINE[locale]);
vi.mock("virtual:lingui-catalogs", () => ({ loadCatalog, inlineMessages }));

/** A fresh copy of the module (its pages and loaded parts start empty). */
async function fresh() {
  vi.resetModules();
  return import("./i18n");
}

beforeEach(() => {
  loadCatalog.mockClear();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("catalog parts", () => {
  it("activating a language loads the shell's part and those of the pages asked for before", async () => {
    const { activateLocale, loadPageMessages, i18n } = await fresh();
    i18n.loadAndActivate({ locale: "", messages: {} });
    await loadPageMessages("home"); // before any language is active: only noted
    await activateLocale("fr-FR");
    expect(i18n.locale).toBe("fr-FR");
    expect(i18n._("menu")).toBe("Blocs");
    expect(i18n._("home")).toBe("Derniers blocs");
  });

  it("the loader's own messages join every catalog (en-US takes en-GB's)", async () => {
    const { activateLocale, i18n } = await fresh();
    await activateLocale("fr-FR");
    expect(i18n._("heading")).toBe("Moniteur des délégués");
    expect(i18n._("menu")).toBe("Blocs");
    await activateLocale("en-US");
    expect(i18n._("heading")).toBe("Delegate monitor");
  });

  it("a page's part joins the active catalog through Lingui's own load, before the page renders", async () => {
    const { activateLocale, loadPageMessages, i18n } = await fresh();
    await activateLocale("en-GB");
    await loadPageMessages("wallet");
    expect(i18n._("bal")).toBe("Balance");
    // the shell's messages stay
    expect(i18n._("menu")).toBe("Blocks");
    // asked again: loaded once
    await loadPageMessages("wallet");
    expect(loadCatalog.mock.calls.filter(([, g]) => g === "wallet")).toHaveLength(1);
  });

  it("a language switch brings the parts of every page loaded so far, at once", async () => {
    const { activateLocale, loadPageMessages, i18n } = await fresh();
    await activateLocale("en-GB");
    await loadPageMessages("home");
    await loadPageMessages("wallet");
    const change = vi.fn();
    const stop = i18n.on("change", change);
    await activateLocale("fr-FR");
    stop();
    expect([i18n._("menu"), i18n._("home"), i18n._("bal")]).toEqual([
      "Blocs",
      "Derniers blocs",
      "Solde",
    ]);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("a page asked for while a language loads is in that language when it activates", async () => {
    const { activateLocale, loadPageMessages, i18n } = await fresh();
    await activateLocale("en-GB");
    const switching = activateLocale("fr-FR");
    const opening = loadPageMessages("wallet");
    await Promise.all([switching, opening]);
    expect(i18n.locale).toBe("fr-FR");
    expect(i18n._("bal")).toBe("Solde");
  });

  it("en-US reads the en-GB parts", async () => {
    const { activateLocale, i18n } = await fresh();
    await activateLocale("en-US");
    expect(i18n.locale).toBe("en-US");
    expect(i18n._("menu")).toBe("Blocks");
    expect(loadCatalog).toHaveBeenCalledWith("en-GB", "shell");
  });

  it("a language whose catalog fails falls back to en-GB", async () => {
    const { activateLocale, i18n } = await fresh();
    await activateLocale("it-IT");
    expect(i18n.locale).toBe("en-GB");
    expect(i18n._("menu")).toBe("Blocks");
  });

  it("a page part that fails rejects (as a failed page chunk does) and is tried again next time", async () => {
    const { activateLocale, loadPageMessages, i18n } = await fresh();
    await activateLocale("pl-PL");
    await expect(loadPageMessages("home")).rejects.toThrow("no part pl-PL/home");
    PARTS["pl-PL"]!.home = { home: "Ostatnie bloki" };
    await loadPageMessages("home");
    expect(i18n._("home")).toBe("Ostatnie bloki");
  });
});
