import { afterEach, describe, expect, it, vi } from "vitest";
import { mergeConfig } from "./config";
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
