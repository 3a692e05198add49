import { msg } from "@lingui/core/macro";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cardPlaceholderRem,
  DataTable,
  useInCard,
  type DataTableColumn,
  type DataTableProps,
} from "./DataTable";
import { act, useLayoutEffect } from "react";
import { EMPTY_INDEX } from "@/shared/network/delegate-names";
import { WalletNamesContext, type WalletNames } from "@/shared/network/wallet-names-context";
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
  it("shows placeholder rows named Loading while data is null", () => {
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

  it("mounts rows that are in with the rows themselves, in its first commit (no skeleton first)", () => {
    let tableInFirstCommit: boolean | undefined;
    // a sibling's layout effect runs in the table's first commit
    function Probe() {
      useLayoutEffect(() => {
        tableInFirstCommit = screen.queryByRole("table") !== null;
      }, []);
      return null;
    }
    renderWithI18n(
      <>
        <DataTable columns={columns} data={data} getRowId={(r) => r.id} caption="Items" />
        <Probe />
      </>,
    );
    expect(tableInFirstCommit).toBe(true);
    expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
  });

  it("holds rows that are in while `holdRows` (a skeleton of as many rows), then shows them", () => {
    const table = (holdRows: boolean) => (
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        holdRows={holdRows}
      />
    );
    const view = renderWithI18n(table(true));
    const status = screen.getByRole("status", { name: "Loading" });
    expect(status.querySelectorAll("[aria-hidden] > div")).toHaveLength(2);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    view.rerender(table(false));
    expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
  });

  it("does not call the cells again when the parent re-renders with the same rows (one blocking task per poll otherwise)", () => {
    const cell = vi.fn((r: Item) => r.name);
    const counted: DataTableColumn<Item>[] = [{ id: "name", header: "Name", cell }];
    const view = (extra: string) => (
      <>
        <p>{extra}</p>
        <DataTable
          columns={counted}
          data={data}
          getRowId={(r) => r.id}
          caption="Items"
          onSortingChange={() => undefined}
        />
      </>
    );
    const { rerender } = renderWithI18n(view("first"));
    const calls = cell.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    rerender(view("second"));
    expect(screen.getByText("second")).toBeInTheDocument();
    expect(cell.mock.calls.length).toBe(calls);
    // new rows are drawn
    const next = [...data, { id: "c", name: "Gamma", height: 3 }];
    rerender(<DataTable columns={counted} data={next} getRowId={(r) => r.id} caption="Items" />);
    expect(screen.getAllByText("Gamma").length).toBeGreaterThan(0);
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

  it("puts the sort arrow after the header text; right-aligned sortable cells keep its width free", () => {
    renderWithI18n(
      <DataTable
        columns={columns}
        data={data}
        getRowId={(r) => r.id}
        caption="Items"
        sorting={null}
        onSortingChange={() => undefined}
      />,
    );
    const button = screen.getByRole("button", { name: /Height/ });
    expect(button).not.toHaveClass("flex-row-reverse");
    expect(button.lastElementChild?.tagName.toLowerCase()).toBe("svg");
    const cells = within(screen.getByRole("table")).getAllByRole("cell");
    expect(cells[1]).toHaveClass("text-right", "pr-[calc(1em+1rem)]");
    expect(cells[0]).not.toHaveClass("pr-[calc(1em+1rem)]");
    expect(cells[2]).not.toHaveClass("pr-[calc(1em+1rem)]");
  });

  describe("mobile cards built from the columns", () => {
    type Tx = { id: string; height: number; sender: string; memo?: string; status: string };
    /** A cell that tells where it renders. */
    function Where() {
      return useInCard() ? "card" : "table";
    }
    const txColumns: DataTableColumn<Tx>[] = [
      { id: "id", header: msg`ID`, cell: (r) => <a href={`#/tx/${r.id}`}>{r.id}</a> },
      // the table's second column, the card's first field
      {
        id: "height",
        header: "Height",
        cell: (r) => r.height,
        meta: { align: "right", card: "lead" },
      },
      {
        id: "sender",
        header: msg`Sender`,
        cell: (r) => <a href={`#/w/${r.sender}`}>Wallet {r.sender}</a>,
        meta: { card: "title" },
      },
      { id: "memo", header: "Memo", cell: (r) => r.memo ?? null },
      {
        id: "status",
        header: "Status",
        cell: (r) => <button type="button">{r.status}</button>,
        meta: { card: "aside" },
      },
      { id: "where", header: "Where", cell: () => <Where /> },
      { id: "secret", header: "Secret", cell: () => "hidden on cards", meta: { card: "hidden" } },
    ];
    const txs: Tx[] = [
      { id: "tx1", height: 10, sender: "AAA", memo: "hello", status: "Open" },
      { id: "tx2", height: 0, sender: "BBB", status: "Claimed" },
    ];
    const cardsOf = (columns: DataTableColumn<Tx>[] = txColumns) =>
      renderWithI18n(
        <DataTable columns={columns} data={txs} getRowId={(r) => r.id} caption="Transactions" />,
      );
    /** The card's fields as [label, value] pairs, in order. */
    const fieldsOf = (card: HTMLElement) =>
      Array.from(card.querySelectorAll("dt")).map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);

    it("renders one card per row in a list named by the caption", () => {
      cardsOf();
      const list = screen.getByRole("list", { name: "Transactions" });
      expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    });

    it("labels each field with its header (translated descriptors too), lead first, then column order", () => {
      cardsOf();
      const [first, second] = within(
        screen.getByRole("list", { name: "Transactions" }),
      ).getAllByRole("listitem");
      expect(fieldsOf(first!)).toEqual([
        ["Height", "10"],
        ["ID", "tx1"],
        ["Memo", "hello"],
        ["Where", "card"],
      ]);
      // an empty cell (no memo: null) leaves its field off that card; 0 is a value
      expect(fieldsOf(second!)).toEqual([
        ["Height", "0"],
        ["ID", "tx2"],
        ["Where", "card"],
      ]);
      // every <dd> follows its <dt> directly
      for (const dd of first!.querySelectorAll("dd"))
        expect(dd.previousElementSibling?.tagName).toBe("DT");
    });

    it("puts title cells unlabelled on the first line, asides after them, hidden columns nowhere", () => {
      cardsOf();
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      const link = within(card).getByRole("link", { name: "Wallet AAA" });
      expect(within(card).queryByText("Sender")).toBeNull();
      const status = within(card).getByRole("button", { name: "Open" });
      const list = card.querySelector("dl")!;
      // reading order: title, aside, fields
      expect(link.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(status.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(link.closest("dl")).toBeNull();
      expect(status.closest("dl")).toBeNull();
      expect(within(card).queryByText("hidden on cards")).toBeNull();
      expect(within(card).queryByText("Secret")).toBeNull();
      // links keep their names in the card
      expect(within(card).getByRole("link", { name: "tx1" })).toHaveAttribute("href", "#/tx/tx1");
    });

    it("puts the titles first even when an aside's column comes before them", () => {
      const status = txColumns.find((c) => c.id === "status")!;
      cardsOf([status, ...txColumns.filter((c) => c.id !== "status")]);
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      const link = within(card).getByRole("link", { name: "Wallet AAA" });
      const button = within(card).getByRole("button", { name: "Open" });
      expect(link.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it("shows a column it leaves off while the list is sorted by it, labelled, on the last line", () => {
      const sortable = txColumns.map((c) =>
        c.id === "secret" ? { ...c, enableSorting: true } : c,
      );
      const table = (id: string) => (
        <DataTable
          columns={sortable}
          data={txs}
          getRowId={(r) => r.id}
          caption="Transactions"
          sorting={{ id, desc: false }}
          onSortingChange={() => undefined}
        />
      );
      const { rerender } = renderWithI18n(table("secret"));
      const card = () =>
        within(screen.getByRole("list", { name: "Transactions" })).getAllByRole("listitem")[0]!;
      expect(fieldsOf(card()).at(-1)).toEqual(["Secret", "hidden on cards"]);
      rerender(table("height"));
      expect(within(card()).queryByText("hidden on cards")).toBeNull();
    });

    it("without a title, the asides still open the card", () => {
      cardsOf(txColumns.filter((c) => c.id !== "sender"));
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      const status = within(card).getByRole("button", { name: "Open" });
      expect(status.closest("dl")).toBeNull();
      expect(
        status.compareDocumentPosition(card.querySelector("dl")!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it("puts `second` cells on a line of their own (header for screen readers only, prefix decorative) and `footer` cells last", () => {
      const columns: DataTableColumn<Tx>[] = [
        {
          id: "id",
          header: msg`ID`,
          cell: (r) => <a href={`#/tx/${r.id}`}>{r.id}</a>,
          meta: { card: "title" },
        },
        { id: "sender", header: msg`Sender`, cell: (r) => r.sender, meta: { card: "second" } },
        {
          id: "memo",
          header: "Memo",
          cell: (r) => r.memo ?? null,
          meta: { card: "second", cardPrefix: "→" },
        },
        { id: "height", header: "Height", cell: (r) => r.height, meta: { card: "footer" } },
        {
          id: "status",
          header: "Status",
          cell: (r) => r.status,
          meta: { card: "footer", cardLabelHidden: true },
        },
      ];
      cardsOf(columns);
      const [first, second] = within(
        screen.getByRole("list", { name: "Transactions" }),
      ).getAllByRole("listitem");
      expect(fieldsOf(first!)).toEqual([
        ["Sender", "AAA"],
        ["Memo", "hello"],
        ["Height", "10"],
        ["Status", "Open"],
      ]);
      const [secondLine, footer] = Array.from(first!.querySelectorAll("dl"));
      expect(within(secondLine!).getByText("Sender")).toHaveClass("sr-only");
      expect(within(secondLine!).getByText("Memo")).toHaveClass("sr-only");
      // the prefix is drawn by CSS from an attribute: the pair holds only its <dt> and <dd>
      const memo = within(secondLine!).getByText("hello");
      expect(memo).toHaveAttribute("data-prefix", "→");
      expect(secondLine!.textContent).not.toContain("→");
      for (const pair of first!.querySelectorAll("dl > div")) {
        expect(Array.from(pair.children).map((el) => el.tagName)).toEqual(["DT", "DD"]);
      }
      expect(within(footer!).getByText("Height")).not.toHaveClass("sr-only");
      expect(within(footer!).getByText("Status")).toHaveClass("sr-only");
      expect(secondLine).toHaveClass("flex-wrap");
      // an empty cell leaves its place off that card
      expect(fieldsOf(second!).map(([label]) => label)).toEqual(["Sender", "Height", "Status"]);
    });

    it("labels title and aside cells with `cardLabelHidden`: every value of the card is a <dt>/<dd> pair", () => {
      const columns: DataTableColumn<Tx>[] = [
        {
          id: "id",
          header: msg`ID`,
          cell: (r) => <a href={`#/tx/${r.id}`}>{r.id}</a>,
          meta: { card: "title", cardLabelHidden: true },
        },
        {
          id: "memo",
          header: "Memo",
          cell: (r) => r.memo ?? null,
          meta: { card: "title", cardLabelHidden: true, cardShrink: true },
        },
        {
          id: "status",
          header: "Status",
          cell: (r) => r.status,
          meta: { card: "aside", cardLabelHidden: true },
        },
        {
          id: "height",
          header: "Height",
          cell: (r) => r.height,
          meta: { card: "aside", cardLabelHidden: true },
        },
        {
          id: "sender",
          header: msg`Sender`,
          cell: (r) => <a href={`#/w/${r.sender}`}>{r.sender}</a>,
          meta: { card: "second", cardShrink: true },
        },
        { id: "fee", header: "Fee", cell: () => "0.1", meta: { card: "footer" } },
      ];
      cardsOf(columns);
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      expect(fieldsOf(card)).toEqual([
        ["ID", "tx1"],
        ["Memo", "hello"],
        ["Status", "Open"],
        ["Height", "10"],
        ["Sender", "AAA"],
        ["Fee", "0.1"],
      ]);
      const lines = Array.from(card.querySelectorAll<HTMLElement>(":scope > div > *"));
      expect(lines.map((line) => line.tagName)).toEqual(["DL", "DL", "DL"]);
      const [head, second, footer] = lines;
      for (const label of ["ID", "Memo", "Status", "Height"])
        expect(within(head!).getByText(label)).toHaveClass("sr-only");
      expect(within(second!).getByText("Sender")).toHaveClass("sr-only");
      expect(within(footer!).getByText("Fee")).not.toHaveClass("sr-only");
      // a shrinking cell keeps its line on one row, clipped, its content at most its width
      expect(head).toHaveClass("whitespace-nowrap");
      expect(within(head!).getByText("hello").parentElement).toHaveClass(
        "min-w-0",
        "overflow-hidden",
      );
      expect(within(head!).getByText("hello")).toHaveClass("[&>*]:max-w-full");
      expect(second).toHaveClass("whitespace-nowrap");
      // the first aside takes the rest of the line, the next follows it
      expect(within(head!).getByText("Open").parentElement).toHaveClass("ms-auto", "shrink-0");
      expect(within(head!).getByText("10").parentElement).not.toHaveClass("ms-auto");
    });

    it("a `cardShrink` title cell gives way on one first line; without it the first line may wrap", () => {
      const shrinking = txColumns.map((c) =>
        c.id === "sender" ? { ...c, meta: { card: "title" as const, cardShrink: true } } : c,
      );
      cardsOf(shrinking);
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      const link = within(card).getByRole("link", { name: "Wallet AAA" });
      expect(link.parentElement).toHaveClass("min-w-0", "overflow-hidden");
      expect(link.parentElement!.parentElement).not.toHaveClass("flex-wrap");
      expect(link.parentElement!.parentElement).toHaveClass("whitespace-nowrap");
      expect(within(card).getByRole("button", { name: "Open" }).closest(".ms-auto")).toHaveClass(
        "shrink-0",
      );
    });

    it("without `cardShrink` the first line wraps", () => {
      cardsOf();
      const card = within(screen.getByRole("list", { name: "Transactions" })).getAllByRole(
        "listitem",
      )[0]!;
      const link = within(card).getByRole("link", { name: "Wallet AAA" });
      expect(link.parentElement).toHaveClass("flex-wrap");
    });

    it("the same columns make the table: every column, headers from descriptors, useInCard false", () => {
      cardsOf();
      const table = screen.getByRole("table", { name: "Transactions" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["ID", "Height", "Sender", "Memo", "Status", "Where", "Secret"]);
      const cells = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell");
      expect(cells[1]).toHaveTextContent("10");
      expect(cells[1]).toHaveClass("text-right");
      expect(cells[5]).toHaveTextContent("table");
      expect(cells[6]).toHaveTextContent("hidden on cards");
    });
  });

  describe("sort control of the mobile cards", () => {
    /** The cards table of these tests; `over` replaces or adds props. */
    const cards = (over: Partial<DataTableProps<Item>> = {}) => (
      <DataTable columns={columns} data={data} getRowId={(r) => r.id} caption="Items" {...over} />
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

describe("cardPlaceholderRem", () => {
  it("counts a line per field plus the second and footer lines, two for the first, hidden columns not", () => {
    const col = (
      card?: NonNullable<DataTableColumn<Item>["meta"]>["card"],
    ): DataTableColumn<Item> => ({
      id: String(Math.random()),
      header: "h",
      cell: () => "x",
      meta: card ? { card } : undefined,
    });
    // 3 fields (default place) → 3 lines
    expect(cardPlaceholderRem(columns)).toBe(3 * 2 + 1);
    // title + aside share the first line (counted twice: it may wrap); two footers share one; a
    // hidden column adds nothing
    expect(
      cardPlaceholderRem([
        col("title"),
        col("aside"),
        col("lead"),
        col(),
        col("second"),
        col("footer"),
        col("footer"),
        col("hidden"),
      ]),
    ).toBe(6 * 2 + 1);
    // a title whose words wrap (a type beside an id and an amount) may take three lines
    const wrapping: DataTableColumn<Item> = {
      ...col("title"),
      meta: { card: "title", cardWrap: true },
    };
    expect(cardPlaceholderRem([wrapping, col("aside"), col("second")])).toBe(4 * 2 + 1);
  });
});

describe("DataTable while the delegates' names load", () => {
  const names = (inFlight: boolean): WalletNames => ({
    delegates: { ...EMPTY_INDEX, isLoading: inFlight },
    known: {},
    want: () => undefined,
    namesInFlight: inFlight,
  });
  const table = (isLoading: boolean) => (
    <WalletNamesContext.Provider value={names(isLoading)}>
      <DataTable columns={columns} data={data} getRowId={(r) => r.id} caption="Items" />
    </WalletNamesContext.Provider>
  );
  afterEach(() => vi.useRealTimers());

  it("holds rows that are in until the names are (an address would turn into a name under the reader's eyes)", () => {
    const view = renderWithI18n(table(true));
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    view.rerender(table(false));
    expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
  });

  it("shows the rows after a second when the names take longer", () => {
    vi.useFakeTimers();
    renderWithI18n(table(true));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
  });

  it("does not wait for names nobody asked for yet (the first wallet link on screen asks)", () => {
    renderWithI18n(
      <WalletNamesContext.Provider
        value={{ ...names(false), delegates: { ...EMPTY_INDEX, isLoading: true } }}
      >
        <DataTable columns={columns} data={data} getRowId={(r) => r.id} caption="Items" />
      </WalletNamesContext.Provider>,
    );
    expect(screen.getByRole("table", { name: "Items" })).toBeInTheDocument();
  });
});
