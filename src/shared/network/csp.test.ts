import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyRuntimeCsp, cspForConfig, httpOrigin } from "./csp";

describe("cspForConfig", () => {
  it("limits connect-src to self, the API, the price service and the known-wallets host", () => {
    expect(
      cspForConfig({
        server: "https://api.ark.io/api",
        priceApi: "https://min-api.cryptocompare.com",
        knownWallets:
          "https://raw.githubusercontent.com/ArkEcosystem/common/master/mainnet/known-wallets-extended.json",
      }),
    ).toBe(
      "connect-src 'self' https://api.ark.io https://min-api.cryptocompare.com https://raw.githubusercontent.com",
    );
  });

  it("keeps ports, drops duplicates, nulls and inline known-wallet maps", () => {
    expect(
      cspForConfig({
        server: "http://127.0.0.1:4003/api",
        priceApi: null,
        knownWallets: { AHysG9CfbXvHtxev9eziTK8WUbnFKKLFR8: "Rich" },
      }),
    ).toBe("connect-src 'self' http://127.0.0.1:4003");
    expect(
      cspForConfig({
        server: "http://127.0.0.1:4003/api",
        priceApi: "http://127.0.0.1:4003/x",
        knownWallets: "http://127.0.0.1:4175/k.json",
      }),
    ).toBe("connect-src 'self' http://127.0.0.1:4003 http://127.0.0.1:4175");
  });

  it("never lets a non-http(s) or hostile value into the policy", () => {
    expect(
      cspForConfig({
        server: "javascript:alert(1)",
        priceApi: "data:text/html,x",
        knownWallets: "https://evil.example; script-src 'unsafe-inline' *",
      }),
    ).toBe("connect-src 'self'");
    expect(
      cspForConfig({
        server: "https://evil.example;script-src/",
        priceApi: "https://a'b/",
        knownWallets: "https://a*b",
      }),
    ).toBe("connect-src 'self'");
  });

  it("property: the policy is one connect-src directive of origins only", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string()),
        fc.option(fc.oneof(fc.webUrl(), fc.string())),
        fc.option(fc.string()),
        (server, priceApi, knownWallets) => {
          const policy = cspForConfig({ server, priceApi, knownWallets });
          expect(policy.startsWith("connect-src 'self'")).toBe(true);
          expect(policy).not.toMatch(/[;,\n]/);
          for (const source of policy.split(" ").slice(2))
            expect(source).toMatch(/^https?:\/\/[^/\s'";,*]+$/);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("httpOrigin", () => {
  it("returns origins for http(s) only", () => {
    expect(httpOrigin("https://API.ark.io:443/api")).toBe("https://api.ark.io");
    expect(httpOrigin("ftp://x")).toBeNull();
    expect(httpOrigin("/relative")).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});

describe("applyRuntimeCsp", () => {
  it("appends one meta policy to the head, once", () => {
    const config = { server: "https://api.ark.io/api", priceApi: null, knownWallets: null };
    applyRuntimeCsp(config);
    applyRuntimeCsp(config);
    const metas = document.head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute("content")).toBe("connect-src 'self' https://api.ark.io");
  });
});
