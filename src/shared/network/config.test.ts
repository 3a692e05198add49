import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNetworkConfig, mergeConfig } from "./config";
import { PRESETS } from "./presets";

describe("mergeConfig (config.json over the preset)", () => {
  afterEach(() => vi.restoreAllMocks());
  it("no config.json → the build's preset", () => {
    expect(mergeConfig(undefined, "mainnet")).toEqual(PRESETS.mainnet);
  });
  it("picks the preset named by `network` and merges objects key by key", () => {
    const c = mergeConfig(
      { network: "testnet", server: "https://node.example/api", defaults: { token: "XYZ" } },
      "mainnet",
    );
    expect(c.alias).toBe("Testnet Local");
    expect(c.server).toBe("https://node.example/api");
    expect(c.defaults.token).toBe("XYZ");
    expect(c.defaults.symbol).toBe(PRESETS.testnet.defaults.symbol);
  });
  it("reports and ignores invalid fields one by one, never throws", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const c = mergeConfig(
      {
        server: "javascript:alert(1)",
        activeDelegates: -3,
        title: "Mine",
        footerLinks: [{ label: "x", url: "data:text/html,1" }],
        bogus: 1,
        knownWallets: null,
        priceApi: null,
      },
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
  it("fields named like Object.prototype's members are unknown fields: reported and ignored, never thrown on", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    // JSON.parse makes "__proto__" an own field, as a config.json read from the network would
    const raw: unknown = JSON.parse(
      '{"network":"testnet","title":"Mine","__proto__":{"server":"https://evil.example/api"},"valueOf":1,"toString":"x","hasOwnProperty":true,"constructor":{},' +
        '"defaults":{"__proto__":{"token":"EVIL"},"toString":1,"token":"XYZ"}}',
    );
    const c = mergeConfig(raw, "mainnet");
    expect(c.network).toBe("testnet");
    expect(c.title).toBe("Mine");
    expect(c.server).toBe(PRESETS.testnet.server);
    expect(c.defaults.token).toBe("XYZ");
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(c.defaults)).toBe(Object.prototype);
    for (const key of ["__proto__", "valueOf", "toString", "hasOwnProperty", "constructor"]) {
      expect(spy).toHaveBeenCalledWith(`config.json: unknown field "${key}" ignored`);
      if (key !== "__proto__") expect(Object.hasOwn(c, key), key).toBe(false);
    }
    expect(spy).toHaveBeenCalledWith('config.json: invalid value for "defaults.__proto__" ignored');
    expect(spy).toHaveBeenCalledWith('config.json: invalid value for "defaults.toString" ignored');
    expect(Object.hasOwn(c, "__proto__")).toBe(false);
  });
  it("maps read from the file hold only their own entries (no inherited toString, no prototype swap)", () => {
    const raw: unknown = JSON.parse(
      '{"currencies":{"__proto__":"x","EUR":"€"},"knownWallets":{"AJWRd23HNEhPLkK1ymMnwnDBX2a7QBZqff":"Exchange"}}',
    );
    const c = mergeConfig(raw, "mainnet");
    expect(Object.keys(c.currencies)).toEqual(["__proto__", "EUR"]);
    expect((c.currencies as Record<string, unknown>).toString).toBeUndefined();
    const known = c.knownWallets as Record<string, string>;
    expect(known.toString).toBeUndefined();
    expect(known.constructor).toBeUndefined();
    expect(known.AJWRd23HNEhPLkK1ymMnwnDBX2a7QBZqff).toBe("Exchange");
  });
});

describe("loadNetworkConfig (config.json next to index.html)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const answering = (answer: () => Promise<Response>) => vi.stubGlobal("fetch", vi.fn(answer));

  it("merges the file over the preset", async () => {
    answering(() =>
      Promise.resolve(new Response(JSON.stringify({ network: "testnet", title: "Mine" }))),
    );
    const c = await loadNetworkConfig();
    expect(c.title).toBe("Mine");
    expect(c.alias).toBe(PRESETS.testnet.alias);
  });

  it("a missing file, an empty one or a failed request is the build's preset, without a report", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [
      () => Promise.resolve(new Response("", { status: 404 })),
      () => Promise.resolve(new Response("  ")),
      () => Promise.reject(new TypeError("offline")),
    ]) {
      answering(answer);
      expect((await loadNetworkConfig()).network).toBe(mergeConfig(undefined).network);
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it("a file with a __proto__ field loads (the field reported and ignored)", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    answering(() =>
      Promise.resolve(
        new Response('{"network":"testnet","__proto__":{"x":1},"toString":1,"title":"Mine"}'),
      ),
    );
    const c = await loadNetworkConfig();
    expect(c.title).toBe("Mine");
    expect(spy).toHaveBeenCalledWith('config.json: unknown field "__proto__" ignored');
  });

  it("reports a file that is not JSON and uses the preset", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    answering(() => Promise.resolve(new Response("{not json")));
    expect((await loadNetworkConfig()).title).toBe(mergeConfig(undefined).title);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });
});
