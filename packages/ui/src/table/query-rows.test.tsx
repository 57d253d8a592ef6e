import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreButton } from './LoadMoreButton';
import { pagedTableRows, tableRows } from './query-rows';

describe('tableRows', () => {
  it('gives the rows once loaded, the error until then, and a retry that refetches', () => {
    const refetch = vi.fn();
    expect(tableRows({ data: undefined, error: 'offline', refetch })).toMatchObject({
      rows: undefined,
      error: 'offline',
    });
    const loaded = tableRows({ data: [{ id: 'a' }], error: null, refetch });
    expect(loaded.rows).toEqual([{ id: 'a' }]);
    loaded.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('pagedTableRows', () => {
  it('gives the rows of every page loaded so far, in order, or none while the first page loads', () => {
    const refetch = vi.fn();
    expect(pagedTableRows({ data: undefined, error: null, refetch }).rows).toBeUndefined();
    const pages = [{ items: [{ id: 'a' }, { id: 'b' }] }, { items: [{ id: 'c' }] }];
    const loaded = pagedTableRows({ data: { pages }, error: null, refetch });
    expect(loaded.rows).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    loaded.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('LoadMoreButton', () => {
  it('is there only while a next page is, disabled while it loads, and loads it', () => {
    const fetchNextPage = vi.fn();
    const query = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage };
    const { rerender } = render(<LoadMoreButton query={query}>Load more</LoadMoreButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    rerender(<LoadMoreButton query={{ ...query, isFetchingNextPage: true }}>Load more</LoadMoreButton>);
    expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(true);
    rerender(<LoadMoreButton query={{ ...query, hasNextPage: false }}>Load more</LoadMoreButton>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
