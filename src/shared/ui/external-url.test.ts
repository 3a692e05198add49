import { describe, expect, it } from "vitest";
import { safeHttpUrl, shownHttpUrl } from "./external-url";

describe("safeHttpUrl / shownHttpUrl", () => {
  it("keeps absolute http(s) URLs, normalised", () => {
    expect(safeHttpUrl("https://ark.io")).toBe("https://ark.io/");
    expect(shownHttpUrl("https://ark.io")).toBe("https://ark.io");
    expect(shownHttpUrl("https://ark.io/")).toBe("https://ark.io/");
    expect(shownHttpUrl("https://ark.io/?q=1")).toBe("https://ark.io/?q=1");
    expect(shownHttpUrl("HTTP://ARK.io:80/Path")).toBe("http://ark.io/Path");
  });

  it("refuses a user name or password before the host (the link goes to what follows the @)", () => {
    for (const href of [
      "https://ark.io@evil.example",
      "https://ark.io:x@evil.example/",
      "https://a:b@ark.io",
      "https://:b@ark.io",
    ]) {
      expect(safeHttpUrl(href), href).toBeNull();
      expect(shownHttpUrl(href), href).toBeNull();
    }
  });

  it("shows a Unicode host in punycode, as the browser resolves it", () => {
    expect(shownHttpUrl("https://\u0430rk.io/e2e")).toBe("https://xn--rk-6kc.io/e2e");
    expect(shownHttpUrl("https://ARK.\u0456o")).toBe("https://ark.xn--o-evb");
    expect(safeHttpUrl("https://b\u00fccher.example/")).toBe("https://xn--bcher-kva.example/");
  });

  it("refuses other schemes and broken or relative URLs", () => {
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/x",
      "//evil.example",
      "",
      null,
      undefined,
      "ftp://x.example",
    ]) {
      expect(safeHttpUrl(href)).toBeNull();
      expect(shownHttpUrl(href)).toBeNull();
    }
  });
});
