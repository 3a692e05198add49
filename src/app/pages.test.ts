import { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS, pageOfPath, REDIRECT_PATHS } from "./pages";
import { appRoutes } from "./router";

/** The page react-router shows for `path`: the matched route's page, by its path in PAGE_PATHS. */
function routerPage(path: string): string | undefined {
  const matches = matchRoutes(appRoutes(new QueryClient(), Promise.resolve()) as RouteObject[], path) ?? [];
  const leaf = matches[matches.length - 1]?.route.path;
  return PAGE_PATHS.find(([p]) => p === leaf)?.[1];
}

/** Where the router's redirect for `path` leads (the Location of its loader's answer). */
async function redirectOf(path: string): Promise<string> {
  const matches = matchRoutes(appRoutes(new QueryClient(), Promise.resolve()) as RouteObject[], path) ?? [];
  const leaf = matches[matches.length - 1];
  const loader = leaf?.route.loader;
  if (!leaf || typeof loader !== "function") throw new Error(`${path}: no redirect`);
  const url = new URL(`http://explorer.test${path}`);
  const args = { params: leaf.params, request: new Request(url), url, pattern: leaf.route.path ?? "", context: undefined };
  const answer: unknown = await loader(args as Parameters<typeof loader>[0]);
  if (!(answer instanceof Response)) throw new Error(`${path}: no redirect`);
  return answer.headers.get("Location") ?? "";
}

describe("the start script's guess of the page (pageOfPath)", () => {
  it.each([
    ["/", "home"],
    ["/blocks/3", "blocks"],
    ["/block/abc", "block"],
    ["/block/abc/transactions/2", "blockTransactions"],
    ["/transaction/abc", "transaction"],
    ["/wallets/AXyz", "wallet"],
    ["/wallets/AXyz/transactions/sent/4", "wallet"],
    ["/wallets/AXyz/voters/1", "walletVoters"],
    ["/delegates/2", "delegates"],
    ["/delegates/resigned/1", "resignedDelegates"],
    ["/delegates/standby/1", "standbyDelegates"],
    ["/delegate-monitor", "delegateMonitor"],
    ["/advanced-search", "advancedSearch"],
    ["/search/genesis", "searchResults"],
    ["/404", "notFound"],
  ])("%s shows %s, as in the route table", (path, page) => {
    expect(pageOfPath(path)).toBe(page);
    expect(routerPage(path)).toBe(page);
  });

  it.each(["/no/such/page", "/blocks/x", "/delegates/standby/x", "/wallets"])("%s is the 404 page: no guess", (path) => {
    expect(pageOfPath(path)).toBeUndefined();
  });

  it("every redirect path is guessed as the page the router's redirect leads to", async () => {
    for (const [pattern, page] of REDIRECT_PATHS) {
      const path = pattern.replace(":type", "sent").replace(/:\w+/g, "x");
      expect(pageOfPath(path), path).toBe(page);
      const target = await redirectOf(path);
      expect(routerPage(target.split("?")[0] ?? ""), `${path} → ${target}`).toBe(page);
    }
  });

  it("every page path of the table is one the router shows that page for", () => {
    for (const [pattern, page] of PAGE_PATHS) {
      const path = pattern.replace(":page", "1").replace(/:\w+/g, "x");
      expect(pageOfPath(path), path).toBe(page);
      expect(routerPage(path), path).toBe(page);
    }
  });
});
