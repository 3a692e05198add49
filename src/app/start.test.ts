import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL_TEXTS } from "@/shared/i18n/shell-texts";
import * as Routes from "./routes";

const { loadPage } = vi.hoisted(() => ({
  loadPage: vi.fn((_entry: { name: string }) => Promise.resolve({ Component: () => null })),
}));
const loadCatalog = vi.fn(() => Promise.resolve({ messages: {} }));
/** As outside the build: no inline message (the build's loader has the fixed headings). */
const inlineMessages = vi.fn((_locale: string): Record<string, unknown> | undefined => undefined);
vi.mock("./routes", async (original) => ({ ...(await original<typeof Routes>()), loadPage }));

/** The page names the start script loaded. */
const loadedPages = () => loadPage.mock.calls.map(([entry]) => entry.name);
/** A page's catalog part name (its module path). */
const part = (name: string) => Routes.routeNamed(name).page;
/** A page's fixed heading's message id. */
const headingId = (name: string) => Routes.routeNamed(name).heading?.id ?? "";
vi.mock("virtual:lingui-catalogs", () => ({ loadCatalog, inlineMessages }));

/** Runs the start script afresh on `hash` with `stored` as the preferences' storage. */
async function start(hash: string, stored: string | null, languages: string[] = ["en-GB"]) {
  vi.resetModules();
  if (!vi.isMockFunction(globalThis.fetch))
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("{}"))),
    );
  loadPage.mockClear();
  loadCatalog.mockClear();
  window.location.hash = hash;
  if (stored === null) localStorage.removeItem("ark-explorer:preferences");
  else localStorage.setItem("ark-explorer:preferences", stored);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  await import("./start");
}

describe("the start script", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("starts the page of the address and the catalog parts in the stored language", async () => {
    await start(
      "#/wallets/AXyz/voters/2",
      JSON.stringify({ state: { language: "fr-FR" }, version: 3 }),
    );
    expect(loadedPages()).toEqual(["walletVoters"]);
    expect(loadCatalog.mock.calls).toEqual([
      ["fr-FR", "shell"],
      ["fr-FR", part("walletVoters")],
    ]);
  });

  it("takes the browser's language without a stored one, en-GB's texts for en-US, home for an empty hash", async () => {
    await start("", null, ["en-US", "fr-FR"]);
    expect(loadedPages()).toEqual(["home"]);
    expect(loadCatalog.mock.calls).toEqual([
      ["en-GB", "shell"],
      ["en-GB", part("home")],
    ]);
  });

  it("starts the page a redirect path leads to (a list without its page number, a legacy alias)", async () => {
    await start("#/blocks", null);
    expect(loadedPages()).toEqual(["blocks"]);
    await start("#/tx/abc", null);
    expect(loadedPages()).toEqual(["transaction"]);
  });

  it("survives unreadable storage and an unknown path (only the shell's part)", async () => {
    await start("#/no/such/page?x=1", "{not json");
    expect(loadPage).not.toHaveBeenCalled();
    expect(loadCatalog.mock.calls).toEqual([["en-GB", "shell"]]);
  });

  it("ignores a failed load: the app reports it when its own load fails", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    loadPage.mockImplementationOnce(() => Promise.reject(new Error("chunk")));
    await start("#/blocks/1", null);
    await new Promise((r) => setTimeout(r, 10));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("the first paint's heading", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });
  /** The static shell's slot, as index.html has it. */
  const slot = () => {
    document.body.innerHTML = '<div id="root"><div id="first-paint-heading"></div></div>';
    return document.getElementById("first-paint-heading") as HTMLElement;
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const config = (text: string) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(text))),
    );

  it("paints a fixed heading from the shell's catalog part, in the visitor's language", async () => {
    const heading = slot();
    loadCatalog.mockImplementation(() =>
      Promise.resolve({ messages: { [headingId("delegateMonitor")]: ["Moniteur des délégués"] } }),
    );
    await start("#/delegate-monitor", JSON.stringify({ state: { language: "fr-FR" }, version: 3 }));
    await settle();
    expect(heading.textContent).toBe("Moniteur des délégués");
    expect(loadCatalog).toHaveBeenCalledWith("fr-FR", "shell");
  });

  it("paints a fixed heading the build put in the script at once, without waiting for the shell's part", async () => {
    const heading = slot();
    loadCatalog.mockImplementation(() => new Promise(() => undefined));
    inlineMessages.mockImplementation((locale) =>
      locale === "pl-PL" ? { [headingId("delegateMonitor")]: "Monitor delegatów" } : undefined,
    );
    await start("#/delegate-monitor", JSON.stringify({ state: { language: "pl-PL" }, version: 3 }));
    expect(heading.textContent).toBe("Monitor delegatów");
    expect(inlineMessages).toHaveBeenCalledWith("pl-PL");
    inlineMessages.mockReset();
  });

  it("paints the same heading for the three delegate lists", async () => {
    for (const hash of ["#/delegates/1", "#/delegates/standby/2", "#/delegates/resigned/1"]) {
      const heading = slot();
      loadCatalog.mockImplementation(() =>
        Promise.resolve({ messages: { [headingId("delegates")]: "Delegates" } }),
      );
      await start(hash, null);
      await settle();
      expect(heading.textContent).toBe("Delegates");
    }
  });

  it("paints home's heading from config.json's title, as text", async () => {
    const heading = slot();
    config(JSON.stringify({ title: "<img src=x onerror=alert(1)> Explorer" }));
    await start("#/", null);
    await settle();
    expect(heading.textContent).toBe("<img src=x onerror=alert(1)> Explorer");
    expect(heading.children).toHaveLength(0);
  });

  it("writes config.json's title beside the shell's logo on every page, and the header's texts at once", async () => {
    document.body.innerHTML =
      '<div id="root"><span id="first-paint-title"></span><input id="first-paint-search"><span id="first-paint-menu"></span><div id="first-paint-heading"></div></div>';
    config(JSON.stringify({ title: "<b>Net</b> Explorer" }));
    inlineMessages.mockImplementation(() => ({
      [SHELL_TEXTS.searchPlaceholder.id]: "Adresse, délégué",
      [SHELL_TEXTS.menu.id]: ["Menu"],
    }));
    await start("#/wallets/AXyz", null);
    expect((document.getElementById("first-paint-search") as HTMLInputElement).placeholder).toBe(
      "Adresse, délégué",
    );
    expect(document.getElementById("first-paint-menu")?.textContent).toBe("Menu");
    await settle();
    expect(document.getElementById("first-paint-title")?.textContent).toBe("<b>Net</b> Explorer");
    // a page without a fixed heading: none
    expect(document.getElementById("first-paint-heading")?.textContent).toBe("");
    inlineMessages.mockReset();
  });

  it("starts reading the known-wallets list config.json names, with the config's read", async () => {
    const list = "http://127.0.0.1:4175/known-wallets.json";
    const fetchSpy = vi.fn((url: string) =>
      Promise.resolve(
        new Response(url === list ? "[]" : JSON.stringify({ title: "X", knownWallets: list })),
      ),
    );
    vi.stubGlobal("fetch", fetchSpy);
    await start("#/blocks/1", null);
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(["./config.json", list]);
  });

  it("opens the connection to the API node config.json names (anonymous, like the app's requests), once", async () => {
    document.head.innerHTML = "";
    config(JSON.stringify({ server: "https://node.example:4443/api" }));
    await start("#/blocks/1", null);
    await settle();
    const links = [
      ...document.head.querySelectorAll('link[rel="preconnect"]'),
    ] as HTMLLinkElement[];
    expect(links.map((l) => [l.href, l.crossOrigin])).toEqual([
      ["https://node.example:4443/", "anonymous"],
    ]);
    // none for a server that is no http(s) URL
    document.head.innerHTML = "";
    config(JSON.stringify({ server: "javascript:alert(1)" }));
    await start("#/blocks/1", null);
    await settle();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("paints nothing for a title the app refuses, a config that is not JSON, or none", async () => {
    for (const text of [
      JSON.stringify({ title: "x".repeat(81) }),
      JSON.stringify({ title: 7 }),
      "{not json",
      "",
    ]) {
      const heading = slot();
      config(text);
      await start("#/", null);
      await settle();
      expect(heading.textContent).toBe("");
    }
  });

  it("paints nothing for a page without a fixed heading, a message with placeholders, or a missing message", async () => {
    const heading = slot();
    loadCatalog.mockImplementation(() =>
      Promise.resolve({ messages: { [headingId("blocks")]: ["Blocks ", ["n"]] } }),
    );
    await start("#/wallets/AXyz", null);
    await settle();
    expect(heading.textContent).toBe("");
    await start("#/blocks/1", null);
    await settle();
    expect(heading.textContent).toBe("");
    loadCatalog.mockImplementation(() => Promise.resolve({ messages: {} }));
    await start("#/transactions/1", null);
    await settle();
    expect(heading.textContent).toBe("");
  });

  it("leaves the page alone once the app replaced the static shell", async () => {
    document.body.innerHTML = '<div id="root"><h1>App</h1></div>';
    loadCatalog.mockImplementation(() =>
      Promise.resolve({ messages: { [headingId("blocks")]: ["Blocks"] } }),
    );
    await start("#/blocks/1", null);
    await settle();
    expect(document.body.innerHTML).toBe('<div id="root"><h1>App</h1></div>');
  });
});
