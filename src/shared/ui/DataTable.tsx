import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type ColumnMeta,
  type RowData,
  type TableFeatures,
} from "@tanstack/react-table";
import {
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useId,
  useMemo,
  type ReactElement,
  type ReactNode,
} from "react";
import { useMediaQuery, WIDE_WINDOW_QUERY } from "@/shared/hooks/useMediaQuery";
import { useWaitAtMost } from "@/shared/hooks/useWaitAtMost";
import { WalletNamesContext } from "@/shared/network/wallet-names-context";
import { Icon } from "./Icon";
import { TableSkeleton } from "./TableSkeleton";
import { TooltipPlacementContext } from "./Tooltip";

/**
 * Where a column shows on the mobile card (below 768 px), in column order within each place:
 * - `"field"` (the default): a labelled value, the header as `<dt>` and the cell as `<dd>`;
 * - `"lead"`: a field placed before the other fields (the row's number when the table shows it
 *   in a later column);
 * - `"title"`: the card's first line, side by side, unlabelled (for cells that name themselves: a
 *   rank, a username or address link whose accessible name says what it is) unless
 *   `cardLabelHidden` gives it a visually hidden header — the title and aside cells of one table
 *   are all labelled (the line is then a `<dl>`) or none;
 * - `"aside"`: the right end of the card's first line (a status badge, an action button, an
 *   amount), labelled like a title cell;
 * - `"second"`: the card's second line, side by side, the header visually hidden (still read by
 *   screen readers): for values understood by their place (a sender, then "→" and a recipient);
 * - `"footer"`: the card's last line, side by side in small muted text, each after its header
 *   (visually hidden with `cardLabelHidden`): for secondary values that keep a card to a few
 *   lines (a time, a fee);
 * - `"hidden"`: not on the card.
 * A line holding a `cardShrink` or `cardWrap` cell never wraps: the first is clipped instead,
 * the second wraps its own text.
 */
type CardPlace = "field" | "lead" | "title" | "aside" | "second" | "footer" | "hidden";

// The column meta of every DataTable, declared once for TanStack Table's `columnDef.meta`.
declare module "@tanstack/react-table" {
  /* eslint-disable @typescript-eslint/no-unused-vars -- the merged declaration repeats TanStack's type parameters */
  interface ColumnMeta<
    TFeatures extends TableFeatures,
    TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /* eslint-enable @typescript-eslint/no-unused-vars */
    /** Text alignment of header and cells (numbers: "right"). Default "left". Cards align left. */
    align?: "left" | "right";
    /** Extra classes for the header and body cells of this column (not used on cards). */
    className?: string;
    /** Place on the mobile card; default "field". */
    card?: CardPlace;
    /**
     * Decorative text before the value on a card line (drawn by CSS, not read by screen readers
     * nor part of the value's text), e.g. "→".
     */
    cardPrefix?: string;
    /**
     * The header is on the card but visually hidden: on a `"footer"` line (a time needs no
     * label); on the first line, a label for a `"title"` or `"aside"` cell (an id, an amount).
     */
    cardLabelHidden?: boolean;
    /**
     * A cell that gives way on a narrow card: it is clipped at its line's end (its content at most
     * the cell's width: a wallet link shortens its text) and the line never wraps (a long type
     * name next to an id and an amount, a long username as sender).
     */
    cardShrink?: boolean;
    /**
     * A cell of words that gives way on a narrow card by wrapping its own text (a type name next
     * to an amount): never clipped, its line never wraps.
     */
    cardWrap?: boolean;
  }
}

/**
 * A column header: a message descriptor (`msg` macro, translated by the table, so columns can be
 * defined once at module scope), an already translated string, or an element (a visually hidden
 * label). It is the card's field label and the sort control's option text (an element: the id).
 */
type DataTableHeader = MessageDescriptor | string | ReactElement;

/** One column: an id (also the sort key sent to the parent), a header and a cell renderer. */
export interface DataTableColumn<T extends RowData> {
  /** Stable column id; it is the `id` of the sort state. */
  id: string;
  /** Header; the table's `<th>` and the card's label. */
  header: DataTableHeader;
  /**
   * A control shown after the header in the table's `<th>`, outside the sort button (an InfoTip
   * giving another name of the column); not on the cards, where it would repeat on every row.
   */
  headerTip?: ReactElement;
  /**
   * Renders the cell of one row, in the table and on the card. `null`, `undefined` or `""`
   * leaves the field off that row's card.
   */
  cell: (row: T, index: number) => ReactNode;
  /** Whether the header is a sort button. Default false (server-side sorting is opt-in). */
  enableSorting?: boolean;
  /** Direction of the first click on an unsorted column. Default ascending. */
  sortDescFirst?: boolean;
  /** Presentation hints: TanStack's `ColumnMeta`, declared above. */
  meta?: ColumnMeta<Features, T, unknown>;
}

/** Sort state of a DataTable: one column, or null for the server's default order. */
export type DataTableSort = { id: string; desc: boolean } | null;

export interface DataTableProps<T extends RowData> {
  /** The columns; define them at module scope (or memoised) so the table keeps its column model. */
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** Rows of the current page; `null` means loading (placeholder rows), `[]` an empty list. */
  data: T[] | null;
  getRowId: (row: T, index: number) => string;
  /** Accessible caption, visually hidden; also the name of the card list. */
  caption: string;
  sorting?: DataTableSort;
  /**
   * Manual (server-side) sorting: a header click hands the next sort to the parent, which
   * refetches.
   */
  onSortingChange?: (sorting: DataTableSort) => void;
  /** Text for an empty list; default "No results". */
  emptyText?: ReactNode;
  /** Background refetch with the previous page still shown: dims the rows, sets aria-busy. */
  isFetching?: boolean;
  /**
   * The rows are in but wait for something their cells need (a skeleton of as many rows shows
   * meanwhile): cells that fill in later would change the columns' widths.
   */
  holdRows?: boolean;
  className?: string;
}

// no row-sorting feature: sorting is manual (the server's, or the parent's), so the sort state is
// read straight from the `sorting` prop (~1 KB less JS on every list route's first visit); the
// column meta is typed by the ColumnMeta declaration above
const features = tableFeatures({});
type Features = typeof features;
const noRows: never[] = [];

const InCard = createContext(false);

/** The card's lines: `head` (title and asides), `second` and `footer` side by side, fields in a label/value grid. */
const LINE_CLASS = {
  head: "flex items-center gap-x-2",
  second: "flex items-center gap-x-2",
  field: "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1",
  footer: "flex items-center gap-x-3 text-xs text-muted",
};

/**
 * Where a column goes on a card (`meta.card`, default "field"). A card shows the column its list
 * is sorted by (`sorted`, a column id) even when it leaves it off otherwise, on its small last
 * line: a visitor on a phone who sorts by a value sees that value.
 */
function cardPlace<T extends RowData>(
  { id, meta }: DataTableColumn<T>,
  sorted?: string,
): CardPlace {
  return meta?.card === "hidden" && id === sorted ? "footer" : (meta?.card ?? "field");
}

/**
 * Height a card of these columns is given before it is first laid out (`contain-intrinsic-size`),
 * in rem: one line per field plus the second and footer lines, each counted at 2 rem (a 1.25 rem
 * text line, its gap, and room for a button or a line that wraps), two for the first line (a name
 * beside a long id wraps to two; three with a `cardWrap` title, whose words may wrap twice), plus
 * the padding. It errs on the
 * large side: a placeholder shorter than its card lets the card's unrendered content reach into
 * the next one, which hit testing (and accessibility audits of touch target spacing) read as
 * overlapping links; a taller one only moves the scrollbar until the card is drawn.
 */
export function cardPlaceholderRem<T extends RowData>(
  columns: ReadonlyArray<DataTableColumn<T>>,
  sorted?: string,
): number {
  const places = columns.map((col) => cardPlace(col, sorted)).filter((p) => p !== "hidden");
  const fields = places.filter((p) => p === "field" || p === "lead").length;
  const lines = fields + (["second", "footer"] as const).filter((l) => places.includes(l)).length;
  // a type's words wrapping beside an id and an amount make a first line of three
  const wraps = columns.some((col) => col.meta?.cardWrap && cardPlace(col, sorted) === "title");
  const head = places.some((p) => p === "title" || p === "aside") ? (wraps ? 3 : 2) : 0;
  return (lines + head) * 2 + 1;
}

/**
 * Whether the calling cell renders on a mobile card (true) or in a table cell (false): for the
 * few cells that draw themselves narrower on a card (an address truncated in the middle).
 */
export function useInCard(): boolean {
  return useContext(InCard);
}

/** The header as text or an element, in the active language. */
function useHeaderLabel(): (header: DataTableHeader) => ReactNode {
  const { i18n } = useLingui();
  return (header) =>
    typeof header === "string" || isValidElement(header) ? header : i18n._(header);
}

/**
 * One row as a mobile card, from the column definitions: a first line of the `title` cells side
 * by side with the `aside` cells at its right end, a line of the `second` cells, a `<dl>` of the
 * `lead` and `field` columns (header as `<dt>`, cell as `<dd>`), then a small line of the `footer`
 * cells. Reading order: title, asides, second, fields, footer. Every line but an unlabelled first
 * one is a `<dl>` of header/cell pairs, each pair in a `<div>` (a prefix is drawn by the app's
 * stylesheet from `data-prefix`, so the pair holds nothing else and its text stays the cell's).
 */
function DataCard<T extends RowData>({
  columns,
  row,
  index,
  label,
  sorted,
}: {
  columns: ReadonlyArray<DataTableColumn<T>>;
  row: T;
  index: number;
  label: (header: DataTableHeader) => ReactNode;
  /** The id of the column the list is sorted by. */
  sorted?: string;
}) {
  const lines: Record<string, ReactNode[]> = { head: [], second: [], field: [], footer: [] };
  const nowrap = new Set<string>();
  let leads = 0;
  let titles = 0;
  let asides = 0;
  let labelledHead = false;
  const headLabelled = columns.some((col) => {
    const place = cardPlace(col, sorted);
    return (place === "title" || place === "aside") && Boolean(col.meta?.cardLabelHidden);
  });
  for (const col of columns) {
    const { id, header, cell, meta = {} } = col;
    const place = cardPlace(col, sorted);
    const value = place === "hidden" ? null : cell(row, index);
    if (value == null || value === "") continue;
    const line =
      place === "title" || place === "aside" ? "head" : place === "lead" ? "field" : place;
    const {
      cardShrink: shrink,
      cardWrap: wrap,
      cardLabelHidden: hidden,
      cardPrefix: prefix,
    } = meta;
    if (shrink || wrap) nowrap.add(line);
    // a shrinking cell is clipped at its line's end, a wrapping one wraps its words (their line
    // never wraps); the first aside takes the rest of the first line, so the asides end it
    const cls =
      line === "field"
        ? "contents"
        : `flex items-center gap-1 ${shrink ? "min-w-0 overflow-hidden" : wrap ? "min-w-0 whitespace-normal" : line === "head" ? "shrink-0" : "min-w-0"} ${place === "aside" && !asides++ ? "ms-auto" : ""}`;
    const bare = line === "head" && !hidden;
    labelledHead ||= line === "head" && !bare;
    // the first line is a <dl> when one of its cells is labelled, and a <dl> may hold <div>s, not
    // other elements: its bare cells are <div>s then (a "contents" one when it needs no box)
    const item = bare ? (
      headLabelled ? (
        <div key={id} className={shrink || wrap || place === "aside" ? cls : "contents"}>
          {value}
        </div>
      ) : shrink || wrap || place === "aside" ? (
        <span key={id} className={cls}>
          {value}
        </span>
      ) : (
        <Fragment key={id}>{value}</Fragment>
      )
    ) : (
      <div key={id} className={cls}>
        <dt
          className={line === "field" || (line === "footer" && !hidden) ? "text-muted" : "sr-only"}
        >
          {label(header)}
        </dt>
        <dd
          data-prefix={prefix}
          className={`min-w-0 ${line === "field" ? "" : "flex items-center"} ${shrink || wrap ? "[&>*]:max-w-full" : ""}`}
        >
          {value}
        </dd>
      </div>
    );
    // leads open the fields and titles the first line, whatever their column's position
    lines[line]!.splice(
      place === "lead" ? leads++ : place === "title" ? titles++ : lines[line]!.length,
      0,
      item,
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm">
      {Object.entries(lines).map(([line, items]) => {
        const List = line === "head" && !labelledHead ? "div" : "dl";
        return items.length ? (
          <List
            key={line}
            className={`${LINE_CLASS[line as keyof typeof LINE_CLASS]} ${nowrap.has(line) ? "whitespace-nowrap" : "flex-wrap"}`}
          >
            {items}
          </List>
        ) : null;
      })}
    </div>
  );
}

/** Text alignment of a column's header and cells (numbers: right). */
function alignClass(meta: { align?: "left" | "right" } | undefined): string {
  return meta?.align === "right" ? "text-right" : "text-left";
}

/**
 * A sortable header's arrow follows its text; in a right-aligned column the cells keep the
 * arrow's width (1em + the 0.25rem gap) free on the right, so numbers end under the header text.
 */
function cellPad<T extends RowData>(col: DataTableColumn<T>, sortable: boolean): string {
  return col.meta?.align === "right" && col.enableSorting && sortable ? "pr-[calc(1em+1rem)]" : "";
}

/**
 * Sort control of the mobile card layout (the cards have no sortable headers): a labelled
 * `<select>` of the sortable columns (option text: the header's text, an element's column id)
 * and a button that flips the direction. A new column starts ascending unless `sortDescFirst`,
 * like a header click. With no sort (`null`, the server's default order) the select shows
 * "Default order" and the direction button is disabled.
 */
function MobileSortControl<T extends RowData>({
  columns,
  sorting,
  onSortingChange,
  label,
}: {
  columns: ReadonlyArray<DataTableColumn<T>>;
  sorting: DataTableSort;
  onSortingChange: (sorting: DataTableSort) => void;
  label: (header: DataTableHeader) => ReactNode;
}) {
  const { t } = useLingui();
  const selectId = useId();
  const selected = sorting && columns.some((col) => col.id === sorting.id) ? sorting.id : "";
  const direction = sorting ? (sorting.desc ? t`Descending` : t`Ascending`) : t`Sort direction`;
  const controlClass = "h-9 rounded border border-border bg-surface px-2 py-1 text-sm text-text";
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm md:hidden">
      <label htmlFor={selectId} className="text-muted">
        {t`Sort by`}
      </label>
      <select
        id={selectId}
        value={selected}
        onChange={(event) => {
          const col = columns.find((c) => c.id === event.target.value);
          if (col) onSortingChange({ id: col.id, desc: col.sortDescFirst ?? false });
        }}
        className={`${controlClass} max-w-full min-w-0`}
      >
        {selected === "" ? <option value="">{t`Default order`}</option> : null}
        {columns.map((col) => {
          const text = label(col.header);
          return (
            <option key={col.id} value={col.id}>
              {typeof text === "string" ? text : col.id}
            </option>
          );
        })}
      </select>
      <button
        type="button"
        disabled={!sorting}
        onClick={() => {
          if (sorting) onSortingChange({ id: sorting.id, desc: !sorting.desc });
        }}
        className={`${controlClass} inline-flex items-center gap-1 enabled:hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        <Icon name={sorting ? (sorting.desc ? "sort-desc" : "sort-asc") : "sort-none"} />
        <span>{direction}</span>
      </button>
    </div>
  );
}

/** Placeholder rows at most while rows that are in wait (more would lie below any screen). */
const SKELETON_MAX_ROWS = 25;

/** How long rows that are in wait for the delegates' names at most (ms), on a first visit. */
const NAMES_WAIT_MS = 1_000;

/**
 * Whether rows that are in (`rowsIn`) should wait for the delegates' names: a first visit asks for
 * them at start-up, beside the page's rows (src/app/router.tsx), and rows drawn before they are in
 * show each delegate as its address, which then turns into its name: a card a line shorter, a
 * column narrower, everything below it moved (layout shift). The rows wait until the names are
 * in, failed, or {@link NAMES_WAIT_MS} passed. Only while they are being fetched: never once they
 * were loaded (or kept from an earlier visit), nor when nothing asked for them yet.
 */
function useNamesPending(rowsIn: boolean): boolean {
  const loading = useContext(WalletNamesContext)?.namesInFlight ?? false;
  return useWaitAtMost(loading && rowsIn, NAMES_WAIT_MS);
}

/**
 * Generic headless table on TanStack Table v9, the frame of every table of the app: TanStack
 * holds the rows (ids from `getRowId`) and the typed column meta; headers, cells and cards are
 * drawn from the column definitions.
 * - `data === null` → spinner; `[]` → "No results" (or `emptyText`).
 * - Sorting is manual: sortable headers are `<button>`s inside `<th aria-sort>`; a click calls
 *   `onSortingChange({id, desc})` (same column toggles the direction, a new column starts
 *   ascending unless `sortDescFirst`). The parent fetches the sorted page.
 * - Desktop `<table>` from 768 px; below it one card per row in a `<ul>` named by the caption,
 *   built from the same columns (`meta.card` places each one, see {@link CardPlace}). Only the
 *   layout of the current width is rendered (half the DOM and render work on a phone's main
 *   thread); where matchMedia is missing both are, switched by CSS.
 * - The cards have no headers to click, so when the table is sortable (`onSortingChange` and at
 *   least one `enableSorting` column) a "Sort by" `<select>` of the sortable columns and a
 *   direction button sit above the card list; they hand the same `{id, desc}` to the parent. A
 *   column the cards leave off (`card: "hidden"`) joins their footer while the list is sorted by it.
 * - Rows show in the first render that has them. On a first visit, rows wait (at most a
 *   second) for the delegates' names, so no link changes from an address to a name under the
 *   reader's eyes.
 * Rows-per-page and pagination live outside (RowsPerPage, Pagination).
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  sorting = null,
  onSortingChange,
  emptyText,
  isFetching = false,
  holdRows = false,
  className = "",
}: DataTableProps<T>) {
  // the rows show in the first render that has them
  const shown = data;
  const namesPending = useNamesPending(shown !== null);
  const wide = useMediaQuery(WIDE_WINDOW_QUERY);
  const label = useHeaderLabel();
  const showTable = wide !== false;
  const showCards = wide !== true;
  const sortedId = sorting?.id;
  const placeholderRem = useMemo(() => cardPlaceholderRem(columns, sortedId), [columns, sortedId]);
  const tableColumns = useMemo(
    () =>
      columns.map((col): ColumnDef<Features, T, unknown> => ({
        id: col.id,
        accessorFn: (row: T): unknown => row,
        meta: col.meta,
      })),
    [columns],
  );
  const sortableColumns = onSortingChange ? columns.filter((col) => col.enableSorting) : [];

  const table = useTable({
    features,
    columns: tableColumns,
    data: shown ?? (noRows as T[]),
    getRowId,
  });

  const rows = shown !== null && shown.length > 0 ? table.getRowModel().rows : null;
  const sortable = Boolean(onSortingChange);
  const { i18n } = useLingui();
  // The rows' elements are built again only when the rows, the columns or the language change. A
  // parent re-renders for many reasons (every poll's answer, a new height, the deferred value's
  // first pass above, which still holds the old rows): the same elements then let React skip the
  // rows, instead of calling every cell again in one blocking task (~50 rows × 8 cells).
  const [tableRows, cards] = useMemo(
    () => [
      showTable &&
        rows?.map((row) => (
          <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-surface-2">
            {columns.map((col) => (
              <td
                key={col.id}
                className={`px-3 py-2 ${alignClass(col.meta)} ${cellPad(col, sortable)} ${col.meta?.className ?? ""}`}
              >
                {col.cell(row.original, row.index)}
              </td>
            ))}
          </tr>
        )),
      showCards &&
        rows?.map((row) => (
          // a card below the screen is laid out and painted only when scrolled near (its text
          // stays in the page for search, focus and screen readers): a phone's first render lays
          // out the cards it shows, not all 25–100
          <li
            key={row.id}
            className="rounded-lg border border-border bg-surface px-3 py-2 [content-visibility:auto]"
            style={{ containIntrinsicSize: `auto ${placeholderRem}rem` }}
          >
            <DataCard
              columns={columns}
              row={row.original}
              index={row.index}
              label={label}
              sorted={sortedId}
            />
          </li>
        )),
    ],
    // `i18n.locale` stands for the language (cells and `label` read the active catalog)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, columns, sortedId, sortable, showTable, showCards, placeholderRem, i18n.locale],
  );

  if (shown === null || namesPending || holdRows) {
    // as many placeholder rows as will come (up to a screenful), so what follows the table stays
    // where the rows will push it
    const rows = (shown ?? data)?.length;
    return (
      <TableSkeleton
        rows={rows === undefined ? undefined : Math.min(Math.max(rows, 1), SKELETON_MAX_ROWS)}
        className={className}
      />
    );
  }
  if (shown.length === 0) {
    return (
      <p className={`p-6 text-center text-muted ${className}`}>
        {emptyText ?? <Trans>No results</Trans>}
      </p>
    );
  }

  return (
    <div className={className} aria-busy={isFetching || undefined}>
      {showTable ? (
        // a table wider than its box (a tablet, a narrow column) scrolls sideways inside it instead
        // of running over what is beside it or widening the page
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{caption}</caption>
            <TooltipPlacementContext.Provider value="bottom">
              <thead>
                <tr className="border-b border-border">
                  {columns.map((col) => {
                    const meta = col.meta;
                    const canSort = Boolean(col.enableSorting && onSortingChange);
                    const sorted = sorting?.id === col.id ? (sorting.desc ? "desc" : "asc") : false;
                    const ariaSort =
                      sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
                    const content = label(col.header);
                    return (
                      <th
                        key={col.id}
                        scope="col"
                        aria-sort={canSort ? ariaSort : undefined}
                        className={`px-3 py-2 font-semibold whitespace-nowrap text-muted ${alignClass(meta)} ${meta?.className ?? ""}`}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            className={`inline-flex items-center gap-1 rounded hover:text-text ${sorted ? "text-text" : ""}`}
                            onClick={() => {
                              const next = sorted ? sorted === "asc" : (col.sortDescFirst ?? false);
                              onSortingChange?.({ id: col.id, desc: next });
                            }}
                          >
                            {content}
                            <Icon
                              name={
                                sorted === "asc"
                                  ? "sort-asc"
                                  : sorted === "desc"
                                    ? "sort-desc"
                                    : "sort-none"
                              }
                            />
                          </button>
                        ) : (
                          content
                        )}
                        {col.headerTip ? <> {col.headerTip}</> : null}
                      </th>
                    );
                  })}
                </tr>
              </thead>
            </TooltipPlacementContext.Provider>
            <tbody className={isFetching ? "opacity-60 transition-opacity" : undefined}>
              {tableRows}
            </tbody>
          </table>
        </div>
      ) : null}
      {showCards && onSortingChange && sortableColumns.length > 0 ? (
        <MobileSortControl
          columns={sortableColumns}
          sorting={sorting}
          onSortingChange={onSortingChange}
          label={label}
        />
      ) : null}
      {showCards ? (
        <InCard value>
          <ul
            aria-label={caption}
            className={`flex flex-col gap-3 md:hidden ${isFetching ? "opacity-60" : ""}`}
          >
            {cards}
          </ul>
        </InCard>
      ) : null}
    </div>
  );
}
