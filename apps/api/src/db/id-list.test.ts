import { describe, expect, it, vi } from 'vitest';
import { rowsForIds } from './id-list';

describe('rowsForIds', () => {
  it('sends no query for no ids', async () => {
    const query = vi.fn(async () => [{ id: 'a' }]);
    expect(await rowsForIds([], query)).toEqual([]);
    expect(query).not.toHaveBeenCalled();
  });

  it('answers with the rows of the query when there are ids', async () => {
    const query = vi.fn(async () => [{ id: 'a' }]);
    expect(await rowsForIds(['a'], query)).toEqual([{ id: 'a' }]);
    expect(query).toHaveBeenCalledOnce();
  });
});
