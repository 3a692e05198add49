import { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { NAV } from "./layout/nav";
import { appRoutes } from "./router";
import { pageModulePaths, routeOfPath, ROUTES } from "./routes";

const routes = () => appRoutes(new QueryClient(), Promise.resolve()) as RouteObject[];

/** The page react-router shows for `path`: the name of the registry entry one of whose paths matched. */
function routerPage(path: string): string | undefined {
  const leaf = (matchRoutes(routes(), path) ?? []).at(-1)?.route.path;
  return ROUTES.find((entry) => leaf !== undefined && entry.paths.includes(leaf))?.name;
}

/** Where the router's redirect for `path` leads (the Location of its loader's answer). */
async function redirectOf(path: string): Promise<string> {
  const leaf = (matchRoutes(routes(), path) ?? []).at(-1);
  const loader = leaf?.route.loader;
  if (!leaf || typeof loader !== "function") throw new Error(`${path}: no redirect`);
  const url = new URL(`http://explorer.test${path}`);
  const args = {
    params: leaf.params,
    request: new Request(url),
    url,
    pattern: leaf.route.path ?? "",
    context: undefined,
  };
  const answer: unknown = await loader(args as Parameters<typeof loader>[0]);
  if (!(answer instanceof Response)) throw new Error(`${path}: no redirect`);
  return answer.headers.get("Location") ?? "";
}

/** A concrete path for a registry pattern. */
const concrete = (pattern: string) =>
  pattern.replace(":page", "1").replace(":type", "sent").replace(/:\w+/g, "x");

describe("the route registry", () => {
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
  ])("the start script guesses %s as %s, the page the router shows", (path, page) => {
    expect(routeOfPath(path)?.name).toBe(page);
    expect(routerPage(path)).toBe(page);
  });

  it.each(["/no/such/page", "/blocks/x", "/delegates/standby/x", "/wallets"])(
    "%s is the 404 page: no guess",
    (path) => {
      expect(routeOfPath(path)).toBeUndefined();
    },
  );

  it("every path of an entry is one the router shows that entry's page for", () => {
    for (const entry of ROUTES)
      for (const pattern of entry.paths) {
        expect(routeOfPath(concrete(pattern))?.name, pattern).toBe(entry.name);
        expect(routerPage(concrete(pattern)), pattern).toBe(entry.name);
      }
  });

  it("every redirect leads to a path of its own entry, and the start script guesses that entry", async () => {
    for (const entry of ROUTES)
      for (const pattern of Object.keys(entry.redirects ?? {})) {
        const path = concrete(pattern);
        expect(routeOfPath(path)?.name, path).toBe(entry.name);
        const target = await redirectOf(path);
        expect(routerPage(target.split("?")[0] ?? ""), `${path} → ${target}`).toBe(entry.name);
      }
  });

  it("names each page once, and each page module is one that exists and that only its entries use", () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const modules = pageModulePaths();
    for (const entry of ROUTES) expect(modules, entry.name).toContain(`/src/${entry.page}.tsx`);
    // a page module no entry names would be a chunk nobody loads
    for (const module of modules)
      expect(
        ROUTES.some((r) => `/src/${r.page}.tsx` === module),
        module,
      ).toBe(true);
  });

  it("gives every menu entry a label and a link to its page", () => {
    expect(NAV.map((e) => e.to)).toEqual([
      "/",
      "/blocks/1",
      "/transactions/1",
      "/delegates/1",
      "/votes/1",
      "/top-wallets/1",
      "/watchlist",
      "/delegate-monitor",
      "/missed-blocks",
      "/statistics",
      "/advanced-search",
      "/businesses/1",
      "/bridgechains/1",
    ]);
    for (const entry of NAV) expect(routeOfPath(entry.to), entry.to).toBeDefined();
  });
});
