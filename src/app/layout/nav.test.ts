import { describe, expect, it } from "vitest";
import { magistrateMenu, NAV } from "./nav";

describe("the menu's magistrate entries", () => {
  it("are the last entries, so holding or filling their place moves no other entry", () => {
    const flags = NAV.map((e) => e.magistrate === true);
    expect(flags.slice(-2)).toEqual([true, true]);
    expect(flags.slice(0, -2)).not.toContain(true);
  });

  it("are links when the node has them, whether or not it said so on this page", () => {
    expect(magistrateMenu(true, true, false)).toBe("shown");
    expect(magistrateMenu(true, true, true)).toBe("shown");
  });

  it("hold their place while the probe has not answered", () => {
    expect(magistrateMenu(false, false, true)).toBe("reserved");
    expect(magistrateMenu(false, false, false)).toBe("reserved");
  });

  it("keep holding it on the page where a 'no' arrived, and are gone on the next page", () => {
    expect(magistrateMenu(false, true, true)).toBe("reserved");
    expect(magistrateMenu(false, true, false)).toBe("hidden");
  });
});
