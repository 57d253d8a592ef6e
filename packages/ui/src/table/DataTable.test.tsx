import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './DataTable';

type Row = { id: string; name: string; total: number };
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'total', header: 'Total', align: 'end', cell: (row) => row.total },
];
const props = {
  label: 'Things',
  columns,
  rowId: (row: Row) => row.id,
  item: 'things',
  empty: 'Nothing yet.',
};

describe('DataTable', () => {
  it('renders a labelled table with column headers, rows by id and end-aligned numbers', () => {
    render(<DataTable {...props} rows={[{ id: 'a', name: 'Alpha', total: 3 }]} />);
    const table = screen.getByRole('table', { name: 'Things' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Total', 'col'],
    ]);
    expect(within(table).getByRole('cell', { name: '3' }).className).toContain('text-right');
  });

  it('shows loading, the failure with a retry, and the empty message', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<DataTable {...props} rows={undefined} />);
    expect(screen.getByRole('status')).toBeDefined();
    rerender(<DataTable {...props} rows={undefined} error={new Error('offline')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to load things.');
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<DataTable {...props} rows={[]} />);
    expect(screen.getByText('Nothing yet.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
