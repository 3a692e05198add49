import { Trans, useLingui } from "@lingui/react/macro";
import { metaHelper, tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import { useDeferredValue, useId, useMemo, type ReactNode } from "react";
import { useMediaQuery, WIDE_WINDOW_QUERY } from "@/shared/hooks/useMediaQuery";
import { Icon } from "./Icon";
import { Spinner } from "./Spinner";

/** Per-column presentation hints. */
export interface DataTableColumnMeta {
  /** Text alignment of header and cells (numbers: "right"). Default "left". */
  align?: "left" | "right";
  /** Extra classes for the header and body cells of this column. */
  className?: string;
  /** Label for mobile cards built by the caller (not used by the table itself). */
  mobileLabel?: string;
}

/** One column: an id (also the sort key sent to the parent), a header and a cell renderer. */
export interface DataTableColumn<T extends RowData> {
  /** Stable column id; it is the `id` of the sort state. */
  id: string;
  /** Header content, already translated (string or node; used as the sort button's name). */
  header: ReactNode;
  /** Renders the cell of one row. */
  cell: (row: T, index: number) => ReactNode;
  /** Whether the header is a sort button. Default false (server-side sorting is opt-in). */
  enableSorting?: boolean;
  /** Direction of the first click on an unsorted column. Default ascending. */
  sortDescFirst?: boolean;
  meta?: DataTableColumnMeta;
}

/** Sort state of a DataTable: one column, or null for the server's default order. */
export type DataTableSort = { id: string; desc: boolean } | null;

export interface DataTableProps<T extends RowData> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** Rows of the current page; `null` means loading (a spinner), `[]` an empty list. */
  data: T[] | null;
  getRowId: (row: T, index: number) => string;
  /** Accessible caption, visually hidden. */
  caption: string;
  sorting?: DataTableSort;
  /**
   * Manual (server-side) sorting: a header click hands the next sort to the parent, which
   * refetches.
   */
  onSortingChange?: (sorting: DataTableSort) => void;
  /** Mobile layout (< 768 px): a list of cards. Without it the table scrolls horizontally. */
  renderMobileCard?: (row: T, index: number) => ReactNode;
  /** Text for an empty list; default "No results". */
  emptyText?: ReactNode;
  /** Background refetch with the previous page still shown: dims the rows, sets aria-busy. */
  isFetching?: boolean;
  className?: string;
}

// no row-sorting feature: sorting is manual (the server's, or the parent's), so the sort state is
// read straight from the `sorting` prop (~1 KB less JS on every list route's first visit)
const features = tableFeatures({
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
type Features = typeof features;
const noRows: never[] = [];

/**
 * Sort control of the mobile card layout (the cards have no sortable headers): a labelled
 * `<select>` of the sortable columns (option text: the header when it is a string, else the id)
 * and a button that flips the direction. A new column starts ascending unless `sortDescFirst`,
 * like a header click. With no sort (`null`, the server's default order) the select shows
 * "Default order" and the direction button is disabled.
 */
function MobileSortControl<T extends RowData>({
  columns,
  sorting,
  onSortingChange,
}: {
  columns: ReadonlyArray<DataTableColumn<T>>;
  sorting: DataTableSort;
  onSortingChange: (sorting: DataTableSort) => void;
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
        {columns.map((col) => (
          <option key={col.id} value={col.id}>
            {typeof col.header === "string" ? col.header : col.id}
          </option>
        ))}
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

/**
 * Generic headless table on TanStack Table v9, the frame of every table of the app.
 * - `data === null` → spinner; `[]` → "No results" (or `emptyText`).
 * - Sorting is manual: sortable headers are `<button>`s inside `<th aria-sort>`; a click calls
 *   `onSortingChange({id, desc})` (same column toggles the direction, a new column starts
 *   ascending unless `sortDescFirst`). The parent fetches the sorted page.
 * - Desktop `<table>` from 768 px; below it `renderMobileCard` cards in a `<ul>`, or the table
 *   scrolling horizontally. Only the layout of the current width is rendered (half the DOM and
 *   render work on a phone's main thread); where matchMedia is missing both are, switched by CSS.
 * - The cards have no headers to click, so when the table is sortable (`onSortingChange` and at
 *   least one `enableSorting` column) a "Sort by" `<select>` of the sortable columns and a
 *   direction button sit above the card list; they hand the same `{id, desc}` to the parent.
 * - New rows (a page that arrived, the next poll) render as a deferred, interruptible update
 *   (`useDeferredValue`): the main thread is never blocked by one long render (Lighthouse TBT);
 *   rows already cached when the table mounts (hover prefetch) show at once.
 * Rows-per-page and pagination live outside (RowsPerPage, Pagination).
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  sorting = null,
  onSortingChange,
  renderMobileCard,
  emptyText,
  isFetching = false,
  className = "",
}: DataTableProps<T>) {
  const shown = useDeferredValue(data);
  const wide = useMediaQuery(WIDE_WINDOW_QUERY);
  const showTable = !renderMobileCard || wide !== false;
  const showCards = Boolean(renderMobileCard) && wide !== true;
  const tableColumns = useMemo(
    () =>
      columns.map((col): ColumnDef<Features, T, unknown> => ({
        id: col.id,
        accessorFn: (row: T): unknown => row,
        header: () => col.header,
        cell: (ctx) => col.cell(ctx.row.original, ctx.row.index),
        meta: col.meta,
      })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((col) => [col.id, col])), [columns]);
  const sortableColumns = useMemo(
    () => (onSortingChange ? columns.filter((col) => col.enableSorting) : []),
    [columns, onSortingChange],
  );

  const table = useTable({
    features,
    columns: tableColumns,
    data: shown ?? (noRows as T[]),
    getRowId,
  });

  if (shown === null) return <Spinner className={className} />;
  if (shown.length === 0) {
    return (
      <p className={`p-6 text-center text-muted ${className}`}>
        {emptyText ?? <Trans>No results</Trans>}
      </p>
    );
  }

  const rows = table.getRowModel().rows;
  const alignClass = (meta: DataTableColumnMeta | undefined) =>
    meta?.align === "right" ? "text-right" : "text-left";

  return (
    <div className={className} aria-busy={isFetching || undefined}>
      {showTable ? (
        <div className={renderMobileCard ? "hidden md:block" : "overflow-x-auto"}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className="border-b border-border">
                  {group.headers.map((header) => {
                    const column = header.column;
                    const meta = column.columnDef.meta;
                    const def = byId.get(column.id);
                    const canSort = Boolean(def?.enableSorting && onSortingChange);
                    const sorted = sorting?.id === column.id ? (sorting.desc ? "desc" : "asc") : false;
                    const ariaSort =
                      sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
                    const content = header.isPlaceholder ? null : (
                      <table.FlexRender header={header} />
                    );
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={canSort ? ariaSort : undefined}
                        className={`px-3 py-2 font-semibold whitespace-nowrap text-muted ${alignClass(meta)} ${meta?.className ?? ""}`}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            className={`inline-flex items-center gap-1 rounded hover:text-text ${meta?.align === "right" ? "flex-row-reverse" : ""} ${sorted ? "text-text" : ""}`}
                            onClick={() => {
                              const next = sorted ? sorted === "asc" : (def?.sortDescFirst ?? false);
                              onSortingChange?.({ id: column.id, desc: next });
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
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className={isFetching ? "opacity-60 transition-opacity" : undefined}>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-border last:border-b-0 hover:bg-surface-2"
                >
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={`px-3 py-2 ${alignClass(meta)} ${meta?.className ?? ""}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {showCards && onSortingChange && sortableColumns.length > 0 ? (
        <MobileSortControl
          columns={sortableColumns}
          sorting={sorting}
          onSortingChange={onSortingChange}
        />
      ) : null}
      {showCards && renderMobileCard ? (
        <ul
          aria-label={caption}
          className={`flex flex-col gap-3 md:hidden ${isFetching ? "opacity-60" : ""}`}
        >
          {rows.map((row) => (
            <li key={row.id} className="rounded-lg border border-border bg-surface p-3">
              {renderMobileCard(row.original, row.index)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
