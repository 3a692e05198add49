import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNetworkConfig, mergeConfig } from "./config";
import { PRESETS } from "./presets";

describe("mergeConfig (config.json over the preset)", () => {
  afterEach(() => vi.restoreAllMocks());
  it("no config.json → the build's preset", () => {
    expect(mergeConfig(undefined, "mainnet")).toEqual(PRESETS.mainnet);
  });
  it("picks the preset named by `network` and merges objects key by key", () => {
    const c = mergeConfig({ network: "testnet", server: "https://node.example/api", defaults: { token: "XYZ" } }, "mainnet");
    expect(c.alias).toBe("Testnet Local");
    expect(c.server).toBe("https://node.example/api");
    expect(c.defaults.token).toBe("XYZ");
    expect(c.defaults.symbol).toBe(PRESETS.testnet.defaults.symbol);
  });
  it("reports and ignores invalid fields one by one, never throws", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const c = mergeConfig(
      { server: "javascript:alert(1)", activeDelegates: -3, title: "Mine", footerLinks: [{ label: "x", url: "data:text/html,1" }], bogus: 1, knownWallets: null, priceApi: null },
      "mainnet",
    );
    expect(c.server).toBe(PRESETS.mainnet.server);
    expect(c.activeDelegates).toBe(51);
    expect(c.title).toBe("Mine");
    expect(c.footerLinks).toEqual(PRESETS.mainnet.footerLinks);
    expect(c.knownWallets).toBeNull();
    expect(c.priceApi).toBeNull();
    expect(spy).toHaveBeenCalledTimes(4);
  });
  it("a non-object config is ignored whole", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(mergeConfig([1, 2], "devnet")).toEqual(PRESETS.devnet);
    expect(mergeConfig("x", "devnet")).toEqual(PRESETS.devnet);
  });
  it("currencies are replaced whole (an operator can shrink the list)", () => {
    expect(mergeConfig({ currencies: { EUR: "€" } }, "mainnet").currencies).toEqual({ EUR: "€" });
  });
});

describe("loadNetworkConfig (config.json next to index.html)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const answering = (answer: () => Promise<Response>) => vi.stubGlobal("fetch", vi.fn(answer));

  it("merges the file over the preset", async () => {
    answering(() => Promise.resolve(new Response(JSON.stringify({ network: "testnet", title: "Mine" }))));
    const c = await loadNetworkConfig();
    expect(c.title).toBe("Mine");
    expect(c.alias).toBe(PRESETS.testnet.alias);
  });

  it("a missing file, an empty one or a failed request is the build's preset, without a report", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [() => Promise.resolve(new Response("", { status: 404 })), () => Promise.resolve(new Response("  ")), () => Promise.reject(new TypeError("offline"))]) {
      answering(answer);
      expect((await loadNetworkConfig()).network).toBe(mergeConfig(undefined).network);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it("reports a file that is not JSON and uses the preset", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    answering(() => Promise.resolve(new Response("{not json")));
    expect((await loadNetworkConfig()).title).toBe(mergeConfig(undefined).title);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });
});
