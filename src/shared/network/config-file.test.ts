import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ConfigFile from "./config-file";

/** A fresh module (its started read is module state) with `fetch` answering `answer`. */
async function fresh(answer: () => Promise<Response>) {
  vi.resetModules();
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  const mod: typeof ConfigFile = await import("./config-file");
  return { mod, fetchMock };
}

describe("config.json's read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the start script's read is the app's: one request for both, then the app reads afresh", async () => {
    const { mod, fetchMock } = await fresh(() => Promise.resolve(new Response('{"title":"T"}')));
    const started = mod.startConfigText();
    expect(mod.startConfigText()).toBe(started);
    expect(await mod.takeConfigText()).toBe('{"title":"T"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("./config.json", { credentials: "same-origin" });
    await mod.takeConfigText();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("the app asking before the start script: still one request for both", async () => {
    const { mod, fetchMock } = await fresh(() => Promise.resolve(new Response('{"title":"T"}')));
    const taken = mod.takeConfigText();
    expect(mod.startConfigText()).toBe(taken);
    expect(await taken).toBe('{"title":"T"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("for another file, the app reads its own", async () => {
    const { mod, fetchMock } = await fresh(() => Promise.resolve(new Response("{}")));
    mod.startConfigText();
    expect(await mod.takeConfigText("./other.json")).toBe("{}");
    expect(fetchMock).toHaveBeenLastCalledWith("./other.json", { credentials: "same-origin" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("a missing file or a failed request is undefined, never a rejection", async () => {
    const missing = await fresh(() => Promise.resolve(new Response("not found", { status: 404 })));
    expect(await missing.mod.takeConfigText()).toBeUndefined();
    const offline = await fresh(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await offline.mod.startConfigText()).toBeUndefined();
  });

  it("accepts a title the app accepts: a non-blank string of at most 80 characters", async () => {
    const { mod } = await fresh(() => Promise.resolve(new Response("")));
    expect(mod.isConfigTitle("ARK Testnet Explorer")).toBe(true);
    expect(mod.isConfigTitle("x".repeat(80))).toBe(true);
    expect(mod.isConfigTitle("x".repeat(81))).toBe(false);
    expect(mod.isConfigTitle("   ")).toBe(false);
    expect(mod.isConfigTitle(42)).toBe(false);
    expect(mod.isConfigTitle(undefined)).toBe(false);
  });
});

describe("isHttpUrl (config.json's URL fields)", () => {
  it("accepts absolute http(s) URLs only, without a user name or password", async () => {
    const { isHttpUrl } = await import("./config-file");
    expect(isHttpUrl("https://node.example/api")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:4003/api")).toBe(true);
    for (const bad of [
      "https://ark.io@evil.example/api",
      "https://user:pw@node.example/api",
      "javascript:alert(1)",
      "/api",
      42,
      null,
    ]) {
      expect(isHttpUrl(bad), String(bad)).toBe(false);
    }
  });
});
