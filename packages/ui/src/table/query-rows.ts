// A DataTable's rows and load state, read from the TanStack query that lists them.
import type { RowData } from '@tanstack/react-table';
import type { DataTableBaseProps } from './DataTable';

/** What a table reads of the query that loads its rows. */
export interface RowsQuery<Data> {
  data: Data | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** One page of a paged list, as the API's keyset lists return it. */
export interface RowsPage<Row> {
  items: readonly Row[];
}

export type TableLoadProps<Row extends RowData> = Pick<DataTableBaseProps<Row>, 'rows' | 'error' | 'onRetry'>;

/** The rows once loaded; until then the query's error (if it failed) and a retry. */
export function tableRows<Row extends RowData>(query: RowsQuery<readonly Row[]>): TableLoadProps<Row> {
  return { rows: query.data, error: query.error, onRetry: () => void query.refetch() };
}

/** The same for a paged (infinite) list: the rows of every page loaded so far. */
export function pagedTableRows<Row extends RowData>(
  query: RowsQuery<{ pages: readonly RowsPage<Row>[] }>,
): TableLoadProps<Row> {
  return {
    rows: query.data?.pages.flatMap((page) => page.items),
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
