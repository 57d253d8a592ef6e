import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useReload } from './useReload';

describe('useReload', () => {
  it('invalidates the queries under each key it is given', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReload(), { wrapper });
    result.current([['admin', 'orders']], [['admin', 'stats']]);
    expect(invalidate.mock.calls).toEqual([
      [{ queryKey: [['admin', 'orders']] }],
      [{ queryKey: [['admin', 'stats']] }],
    ]);
  });
});
