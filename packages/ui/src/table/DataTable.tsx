// The one table of the staff consoles (TanStack Table, headless): a labelled table in a card that scrolls
// sideways inside itself on a narrow screen (the page never does), header cells with scope, and the load states
// around it: SPEC §8 "Failed to load {item}." with a retry, a spinner, or the empty message.
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { LoadState } from '../components/LoadState';
import { cn } from '../lib/cn';

export interface DataColumn<Row extends RowData> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and actions sit at the end of their cell. */
  align?: 'start' | 'end';
  className?: string;
}

export interface DataTableBaseProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<Row>[];
  /** undefined while loading (with `error` once it failed). */
  rows: readonly Row[] | undefined;
  error?: unknown;
  onRetry?: () => void;
  /** What failed to load, translated ("orders"). */
  item: string;
  empty: ReactNode;
  /** Below this width (px) the table scrolls inside its card. */
  minWidth?: number;
}

/** Each row's stable key: a row with an `id` is keyed by it unless `rowId` says otherwise; others need `rowId`. */
type RowKeyProps<Row extends RowData> = Row extends { id: string }
  ? { rowId?: (row: Row) => string }
  : { rowId: (row: Row) => string };

export type DataTableProps<Row extends RowData> = DataTableBaseProps<Row> & RowKeyProps<Row>;

const features = tableFeatures({});
const idOf = (row: unknown) => (row as { id: string }).id;

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, rows } = props;
  const definitions = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          header: () => column.header,
          cell: (context) => column.cell(context.row.original),
        }),
      ),
    [columns],
  );
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  // Typed by RowKeyProps: absent only for rows that have an `id`.
  const rowId = (props.rowId as ((row: Row) => string) | undefined) ?? idOf;
  const table = useTable({ features, columns: definitions, data, getRowId: rowId });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const alignment = (id: string) => (byId.get(id)?.align === 'end' ? 'text-right' : undefined);

  return (
    <div className="mt-6 overflow-x-auto rounded-card border border-border bg-white shadow-card">
      {rows === undefined ? (
        <div className="p-4">
          <LoadState error={props.error} item={props.item} onRetry={props.onRetry ?? (() => {})} />
        </div>
      ) : rows.length === 0 ? (
        <p className="p-10 text-center text-ink-muted">{props.empty}</p>
      ) : (
        <table
          aria-label={props.label}
          className="w-full text-left text-sm"
          style={{ minWidth: props.minWidth ?? 720 }}
        >
          <thead className="border-b border-border bg-surface text-ink-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn('px-4 py-3 font-medium', alignment(header.column.id))}
                  >
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-b-0">
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-4 py-3',
                      alignment(cell.column.id),
                      byId.get(cell.column.id)?.className,
                    )}
                  >
                    {/* Called, not rendered as a component: the columns are rebuilt on every render of the page,
                        and a new component type each time would remount the cells (losing focus and state). */}
                    {byId.get(cell.column.id)?.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
