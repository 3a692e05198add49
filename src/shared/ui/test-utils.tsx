import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach } from "vitest";

i18n.loadAndActivate({ locale: "en-GB", messages: {} });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders `ui` inside an en-GB Lingui provider with the source texts (for component tests). */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: Wrapper, ...options });
}
