import { afterEach, describe, expect, it, vi } from "vitest";

const URL_ = "http://stub.test/known-wallets.json";

/** The module afresh (its read is module state). */
const fresh = async () => {
  vi.resetModules();
  return import("./known-wallets-file");
};

describe("the start script's known-wallets read", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is handed to the app once", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{"A":"x"}')));
    vi.stubGlobal("fetch", fetchSpy);
    const { startKnownWalletsRead, takeKnownWalletsRead } = await fresh();
    startKnownWalletsRead(URL_);
    await expect(takeKnownWalletsRead(URL_)).resolves.toEqual({ A: "x" });
    expect(takeKnownWalletsRead(URL_)).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("is not started once the app asked for the list (a start script that ran after the app's shell)", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response("{}")));
    vi.stubGlobal("fetch", fetchSpy);
    const { startKnownWalletsRead, takeKnownWalletsRead } = await fresh();
    expect(takeKnownWalletsRead(URL_)).toBeUndefined();
    startKnownWalletsRead(URL_);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
