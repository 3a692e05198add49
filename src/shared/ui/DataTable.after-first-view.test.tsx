import { screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableColumn } from "./DataTable";
import { endFirstView } from "./first-view";
import { renderWithI18n } from "./test-utils";

type Item = { id: string; name: string };
const columns: DataTableColumn<Item>[] = [{ id: "name", header: "Name", cell: (r) => r.name }];

describe("DataTable after the first page settled", () => {
  it("mounts rows that are in with the rows themselves (a click shows the next page's rows at once)", () => {
    endFirstView();
    let tableInFirstCommit: boolean | undefined;
    function Probe() {
      useLayoutEffect(() => {
        tableInFirstCommit = screen.queryByRole("table") !== null;
      }, []);
      return null;
    }
    renderWithI18n(
      <>
        <DataTable columns={columns} data={[{ id: "a", name: "Alpha" }]} getRowId={(r) => r.id} caption="Items" />
        <Probe />
      </>,
    );
    expect(tableInFirstCommit).toBe(true);
    expect(screen.getByRole("cell", { name: "Alpha" })).toBeInTheDocument();
  });
});
