import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { page } from "./routes";

beforeAll(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} }));
const wrap = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;

describe("page (route pages)", () => {
  it("a page whose chunk is not in yet shows the spinner, then the page", async () => {
    const route = page(async () => ({ Component: () => <h1>Blocks</h1> }));
    render(wrap(route.element));
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Blocks" })).toBeInTheDocument();
  });

  it("a page whose chunk was loaded ahead (start-up, hover) renders at once, with no spinner", async () => {
    const route = page(async () => ({ Component: () => <h1>Wallet</h1> }));
    await route.load();
    render(wrap(route.element));
    // synchronously in the first commit: no Suspense fallback that React would hold back ~300 ms
    expect(screen.getByRole("heading", { name: "Wallet" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("two routes never share a mounted page", () => {
    const a = page(async () => ({ Component: () => null }));
    const b = page(async () => ({ Component: () => null }));
    expect((a.element as { key: string | null }).key).not.toBe((b.element as { key: string | null }).key);
  });
});
