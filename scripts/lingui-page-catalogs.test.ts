import { describe, expect, it } from "vitest";
import { splitMessages, type ModuleGraph } from "./lingui-page-catalogs.ts";

/** A graph from an import list and the messages of each module. */
function graph(
  imports: Record<string, string[]>,
  messages: Record<string, string[]>,
  pages: Record<string, string>,
): ModuleGraph {
  return {
    entries: ["index.html"],
    pages: new Map(Object.entries(pages)),
    imports: (id) => imports[id] ?? [],
    messages: (id) => messages[id] ?? [],
    isCatalog: (id) => id.endsWith(".po"),
  };
}

describe("splitting the messages", () => {
  const g = graph(
    {
      "index.html": ["main.tsx"],
      "main.tsx": ["layout.tsx", "router.tsx", "fr.po"],
      "layout.tsx": ["icon.tsx", "lazy-menu.tsx"],
      "router.tsx": ["Home.tsx", "Wallet.tsx"],
      "Home.tsx": ["icon.tsx", "table.tsx", "chart.tsx"],
      "Wallet.tsx": ["table.tsx", "qr.tsx", "Home.tsx"],
    },
    {
      "layout.tsx": ["menu01"],
      "lazy-menu.tsx": ["lazy01"],
      "icon.tsx": ["icon01"],
      "table.tsx": ["table1"],
      "chart.tsx": ["chart1"],
      "Home.tsx": ["home01"],
      "Wallet.tsx": ["wall01"],
      "qr.tsx": ["qr0001"],
      "fr.po": ["never"],
    },
    { "Home.tsx": "home", "Wallet.tsx": "wallet" },
  );
  const groups = splitMessages(g);

  it("the shell has what a first visit runs before its page, lazy parts included, and no page's", () => {
    expect([...groups.get("shell")!].sort()).toEqual(["icon01", "lazy01", "menu01"]);
  });

  it("a page has what its modules use (lazy ones too) less the shell's; shared modules are in each", () => {
    expect([...groups.get("home")!].sort()).toEqual(["chart1", "home01", "table1"]);
    // another page it imports is not walked: that page's part loads with that page
    expect([...groups.get("wallet")!].sort()).toEqual(["qr0001", "table1", "wall01"]);
  });

  it("an optional lazy UI named as a part of its own (like a page) leaves the shell's part", () => {
    const withPart = { ...g, pages: new Map([...g.pages, ["lazy-menu.tsx", "menu"]]) };
    const split = splitMessages(withPart);
    expect([...split.get("shell")!].sort()).toEqual(["icon01", "menu01"]);
    expect([...split.get("menu")!]).toEqual(["lazy01"]);
  });
});
