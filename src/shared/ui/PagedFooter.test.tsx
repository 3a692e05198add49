import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { PagedFooter } from "./PagedFooter";

beforeAll(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} }));
const footer = (pageCount: number | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <PagedFooter page={1} pageCount={pageCount} limit={25} onLimitChange={() => {}} pathForPage={(p) => `/blocks/${p}`} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe("PagedFooter", () => {
  it("shows nothing while the first page loads: it comes with the rows, never pushed down by them", () => {
    const { container } = footer(undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the rows-per-page select and the pagination once the page count is known", () => {
    footer(3);
    expect(screen.getByRole("combobox")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /3/ })).toHaveAttribute("href", "#/blocks/3");
  });
});
