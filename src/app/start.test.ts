import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Pages from "./pages";

const loadPage = vi.fn(() => Promise.resolve({ Component: () => null }));
const loadCatalog = vi.fn(() => Promise.resolve({ messages: {} }));
vi.mock("./pages", async (original) => ({ ...(await original<typeof Pages>()), loadPage }));
vi.mock("virtual:lingui-catalogs", () => ({ loadCatalog }));

/** Runs the start script afresh on `hash` with `stored` as the preferences' storage. */
async function start(hash: string, stored: string | null, languages: string[] = ["en-GB"]) {
  vi.resetModules();
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
  afterEach(() => vi.restoreAllMocks());

  it("starts the page of the address and the catalog parts in the stored language", async () => {
    await start("#/wallets/AXyz/voters/2", JSON.stringify({ state: { language: "fr-FR" }, version: 3 }));
    expect(loadPage).toHaveBeenCalledWith("walletVoters");
    expect(loadCatalog.mock.calls).toEqual([
      ["fr-FR", "shell"],
      ["fr-FR", "walletVoters"],
    ]);
  });

  it("takes the browser's language without a stored one, en-GB's texts for en-US, home for an empty hash", async () => {
    await start("", null, ["en-US", "fr-FR"]);
    expect(loadPage).toHaveBeenCalledWith("home");
    expect(loadCatalog.mock.calls).toEqual([
      ["en-GB", "shell"],
      ["en-GB", "home"],
    ]);
  });

  it("survives unreadable storage and a path without a page of its own (only the shell's part)", async () => {
    await start("#/blocks?x=1", "{not json");
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
