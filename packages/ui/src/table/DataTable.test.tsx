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

  it('keys rows by their id unless told otherwise', () => {
    const rows = [
      { id: 'a', name: 'Alpha', total: 1 },
      { id: 'b', name: 'Beta', total: 2 },
    ];
    const { rerender } = render(
      <DataTable label="Things" columns={columns} item="things" empty="" rows={rows} />,
    );
    const first = screen.getByRole('cell', { name: 'Alpha' });
    // Same ids in another order: the rows move (same elements), they are not redrawn.
    rerender(
      <DataTable label="Things" columns={columns} item="things" empty="" rows={[...rows].reverse()} />,
    );
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBe(first);
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameTotal',
      'Beta2',
      'Alpha1',
    ]);
  });

  it('needs rowId for rows without an id', () => {
    type Named = { name: string };
    const named: DataColumn<Named>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
    const rows = [{ name: 'Alpha' }];
    // @ts-expect-error rowId is required when the rows have no id
    void (<DataTable label="Things" columns={named} item="things" empty="" rows={rows} />);
    render(
      <DataTable
        label="Things"
        columns={named}
        item="things"
        empty=""
        rows={rows}
        rowId={(row) => row.name}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeDefined();
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
