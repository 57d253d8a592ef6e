import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, searchPauseMs, useSearchText } from './SearchField';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Search({ initial }: { initial?: string }) {
  const search = useSearchText(initial);
  return (
    <>
      <SearchField label="Search" placeholder="Name or e-mail" maxLength={20} search={search} />
      <output>{search.settled}</output>
    </>
  );
}

describe('SearchField', () => {
  it('shows the typed text at once and settles on its trimmed text once typing pauses', () => {
    render(<Search initial="ann" />);
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('ann');
    expect(box.maxLength).toBe(20);
    expect(box.placeholder).toBe('Name or e-mail');
    expect(screen.getByRole('status').textContent).toBe('ann');

    fireEvent.change(box, { target: { value: ' bob ' } });
    expect(box.value).toBe(' bob ');
    act(() => vi.advanceTimersByTime(searchPauseMs - 1));
    expect(screen.getByRole('status').textContent).toBe('ann');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('bob');
  });
});
