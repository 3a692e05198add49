import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { PagedFooter } from "./PagedFooter";
import type { ListMeta } from "./pagination";

beforeAll(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} }));
const wrap = (ui: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>,
  );
const footer = (pageCount: number | undefined) =>
  wrap(
    <PagedFooter
      page={1}
      pageCount={pageCount}
      limit={25}
      onLimitChange={() => {}}
      pathForPage={(p) => `/blocks/${p}`}
    />,
  );
const withMeta = (page: number, rowCount: number, meta: ListMeta) =>
  wrap(
    <PagedFooter
      page={page}
      meta={meta}
      rowCount={rowCount}
      limit={25}
      onLimitChange={() => {}}
      pathForPage={(p) => `/blocks/${p}`}
    />,
  );

describe("PagedFooter", () => {
  it("shows nothing while the first page loads: it comes with the rows, never pushed down by them", () => {
    const { container } = footer(undefined);
    expect(container).toBeEmptyDOMElement();
    const { container: withoutMeta } = wrap(
      <PagedFooter
        page={1}
        meta={undefined}
        rowCount={undefined}
        limit={25}
        onLimitChange={() => {}}
        pathForPage={(p) => `/blocks/${p}`}
      />,
    );
    expect(withoutMeta).toBeEmptyDOMElement();
  });

  it("shows the rows-per-page select and the pagination once the page count is known", () => {
    footer(3);
    expect(screen.getByRole("combobox")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /3/ })).toHaveAttribute("href", "#/blocks/3");
  });

  it("an exact total: the range shown and the total, first and last page links", () => {
    withMeta(2, 25, { pageCount: 4, totalCount: 90 });
    expect(screen.getByText("26–50 of 90")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "First page" })).toHaveAttribute("href", "#/blocks/1");
    expect(screen.getByRole("link", { name: "Last page" })).toHaveAttribute("href", "#/blocks/4");
  });

  it("an estimated total says 'about' and its last page is named an estimate", () => {
    withMeta(1, 25, { pageCount: 165_745, totalCount: 4_143_610, totalCountIsEstimate: true });
    expect(screen.getByText("1–25 of about 4,143,610")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Last page (estimated)" })).toHaveAttribute(
      "href",
      "#/blocks/165745",
    );
  });

  it("a full page at the estimated end keeps a next page: more rows may follow", () => {
    withMeta(40, 25, { pageCount: 40, totalCount: 1_000, totalCountIsEstimate: true });
    expect(screen.getByText("976–1,000 of about 1,000")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "#/blocks/41");
  });

  it("the last page of an exact list has no next page", () => {
    withMeta(4, 15, { pageCount: 4, totalCount: 90 });
    expect(screen.getByText("76–90 of 90")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("a single page: the total without a pagination bar", () => {
    withMeta(1, 3, { pageCount: 1, totalCount: 3 });
    expect(screen.getByText("1–3 of 3")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
