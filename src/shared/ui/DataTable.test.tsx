import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
import { renderWithI18n } from "./test-utils";

type Item = { id: string; name: string; height: number };
const columns: DataTableColumn<Item>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, enableSorting: true },
  {
    id: "height",
    header: "Height",
    cell: (r) => r.height,
    enableSorting: true,
    sortDescFirst: true,
    meta: { align: "right" },
  },
  { id: "static", header: "Static", cell: () => "x" },
];
const data: Item[] = [
  { id: "a", name: "Alpha", height: 1 },
  { id: "b", name: "Beta", height: 2 },
];

describe("DataTable", () => {
  it("shows a spinner while data is null", () => {
    renderWithI18n(
      <DataTable columns={columns} data={null} getRowId={(r) => r.id} caption="Items" />,
    );
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows 'No results' for an empty list", () => {
    renderWithI18n(
      <DataTable columns={columns} data={[]} getRowId={(r) => r.id} caption="Items" />,
    );
    expect(screen.getByText("No results")).toBeInTheDocument();
  });

  it("renders rows with a caption and column headers", () => {
    renderWithI18n(
      <DataTable columns={columns} data={data} getRowId={(r) => r.id} caption="Items" />,
    );
    const table = screen.getByRole("table", { name: "Items" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("cell", { name: "Alpha" })).toBeInTheDocument();
    expect(within(table).getAllByRole("columnheader")).toHaveLength(3);
  });

  it("hands sort changes to the parent and marks aria-sort", async () => {
    const onSortingChange = vi.fn();
    const { rerender } = renderWithI18n(
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        sorting={{ id: "name", desc: false }}
        onSortingChange={onSortingChange}
      />,
    );
    const nameTh = screen.getByRole("columnheader", { name: /Name/ });
    expect(nameTh).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: /Height/ })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    expect(screen.getByRole("columnheader", { name: "Static" })).not.toHaveAttribute("aria-sort");
    expect(
      within(screen.getByRole("columnheader", { name: "Static" })).queryByRole("button"),
    ).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: true });
    await userEvent.click(screen.getByRole("button", { name: /Height/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith({ id: "height", desc: true });

    rerender(
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        sorting={{ id: "name", desc: true }}
        onSortingChange={onSortingChange}
      />,
    );
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.click(screen.getByRole("button", { name: /Name/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
  });

  it("renders mobile cards in a list when given", () => {
    renderWithI18n(
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        renderMobileCard={(r) => <span>card {r.name}</span>}
      />,
    );
    const list = screen.getByRole("list", { name: "Items" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByText("card Beta")).toBeInTheDocument();
  });

  describe("sort control of the mobile cards", () => {
    const card = (r: Item) => <span>card {r.name}</span>;
    /** The cards table of these tests; `over` replaces or adds props. */
    const cards = (over: Partial<DataTableProps<Item>> = {}) => (
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        renderMobileCard={card}
        {...over}
      />
    );
    /** A phone: `(min-width: 768px)` does not match, so only the cards render. */
    const stubWidth = (wide: boolean) =>
      vi.stubGlobal(
        "matchMedia",
        vi.fn((query: string) => ({
          matches: query === "(min-width: 768px)" ? wide : false,
          media: query,
          onchange: null,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
          dispatchEvent: vi.fn(),
        })),
      );
    beforeEach(() => stubWidth(false));
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("renders only the cards below 768 px, with the control above them", () => {
      renderWithI18n(cards({ sorting: { id: "name", desc: false }, onSortingChange: vi.fn() }));
      expect(screen.queryByRole("table")).toBeNull();
      const select = screen.getByRole("combobox", { name: "Sort by" });
      expect(select).toHaveValue("name");
      // the sortable columns only, by their header text; no "Default order" while sorted
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Name", "Height"]);
      expect(screen.getByRole("button", { name: "Ascending" })).toBeEnabled();
      const list = screen.getByRole("list", { name: "Items" });
      // the control precedes the list in document (and reading) order
      expect(select.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("is absent without onSortingChange, without sortable columns, or on a wide window", () => {
      const { unmount } = renderWithI18n(cards());
      expect(screen.getByRole("list", { name: "Items" })).toBeInTheDocument();
      expect(screen.queryByRole("combobox")).toBeNull();
      unmount();

      const unsortable = columns.map((c) => ({ ...c, enableSorting: false }));
      const second = renderWithI18n(cards({ columns: unsortable, onSortingChange: vi.fn() }));
      expect(screen.queryByRole("combobox")).toBeNull();
      second.unmount();

      stubWidth(true);
      renderWithI18n(cards({ onSortingChange: vi.fn() }));
      expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
      expect(screen.queryByRole("combobox")).toBeNull();
    });

    it("choosing a column hands its first direction to the parent", async () => {
      const onSortingChange = vi.fn();
      renderWithI18n(cards({ sorting: { id: "name", desc: false }, onSortingChange }));
      const select = screen.getByRole("combobox", { name: "Sort by" });
      await userEvent.selectOptions(select, "Height");
      expect(onSortingChange).toHaveBeenLastCalledWith({ id: "height", desc: true }); // sortDescFirst
      await userEvent.selectOptions(select, "Name");
      expect(onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
    });

    it("the direction button flips the current sort and names the direction", async () => {
      const onSortingChange = vi.fn();
      const { rerender } = renderWithI18n(
        cards({ onSortingChange, sorting: { id: "height", desc: true } }),
      );
      await userEvent.click(screen.getByRole("button", { name: "Descending" }));
      expect(onSortingChange).toHaveBeenLastCalledWith({ id: "height", desc: false });

      rerender(cards({ onSortingChange, sorting: { id: "height", desc: false } }));
      expect(screen.queryByRole("button", { name: "Descending" })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Ascending" }));
      expect(onSortingChange).toHaveBeenLastCalledWith({ id: "height", desc: true });
      expect(onSortingChange).toHaveBeenCalledTimes(2);
    });

    it("with no sort shows 'Default order' and disables the direction button", async () => {
      const onSortingChange = vi.fn();
      renderWithI18n(cards({ sorting: null, onSortingChange }));
      const select = screen.getByRole("combobox", { name: "Sort by" });
      expect(select).toHaveValue("");
      expect(screen.getByRole("option", { name: "Default order" })).toHaveProperty(
        "selected",
        true,
      );
      const direction = screen.getByRole("button", { name: "Sort direction" });
      expect(direction).toBeDisabled();
      await userEvent.click(direction);
      expect(onSortingChange).not.toHaveBeenCalled();
      await userEvent.selectOptions(select, "Name");
      expect(onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
    });
  });
});
