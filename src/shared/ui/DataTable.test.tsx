import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable, type DataTableColumn } from "./DataTable";
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
});
