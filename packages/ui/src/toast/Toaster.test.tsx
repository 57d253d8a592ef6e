import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, toast } from './notify';
import { Toaster } from './Toaster';

// Small steps, so that timers scheduled by React effects in between (sonner's exit animation) also run.
const advance = async (ms: number, stepMs = 50) => {
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(stepMs, ms - elapsed));
    });
  }
};

describe('toasts', () => {
  beforeEach(() => {
    // Sonner dismisses by id on the next animation frame, so frames are faked too.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
    render(<Toaster />);
  });

  // Sonner keeps its queue in a module-level store: empty it between tests.
  afterEach(async () => {
    act(() => toast.dismiss());
    await advance(1000);
    vi.useRealTimers();
  });

  it('stack in a labelled region at the top right', async () => {
    act(() => {
      notify('First');
    });
    await advance(10);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-x-position')).toBe('right');
  });

  it('default to type info and close by themselves after 5000 ms', async () => {
    act(() => {
      notify({ message: 'Saved the draft' });
    });
    await advance(10);
    const item = screen.getByText('Saved the draft').closest('[data-sonner-toast]');
    expect(item?.getAttribute('data-type')).toBe('info');

    await advance(4800);
    expect(screen.queryByText('Saved the draft')).not.toBeNull();
    await advance(600);
    expect(screen.queryByText('Saved the draft')).toBeNull();
  });

  it('honour a custom duration', async () => {
    act(() => {
      toast.success('Order submitted', { duration: 1000 });
    });
    await advance(10);
    const item = screen.getByText('Order submitted').closest('[data-sonner-toast]');
    expect(item?.getAttribute('data-type')).toBe('success');
    await advance(1500);
    expect(screen.queryByText('Order submitted')).toBeNull();
  });

  it('with duration 0 stay until closed with the close button', async () => {
    act(() => {
      notify({ message: 'Read me', type: 'warning', duration: 0 });
    });
    await advance(60_000);
    expect(screen.queryByText('Read me')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await advance(500);
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('return their id, which dismisses them', async () => {
    let id = '';
    act(() => {
      id = toast.error('Failed to load orders.', { duration: 0 });
    });
    await advance(10);
    expect(
      screen.getByText('Failed to load orders.').closest('[data-sonner-toast]')?.getAttribute('data-type'),
    ).toBe('error');
    act(() => toast.dismiss(id));
    await advance(500);
    expect(screen.queryByText('Failed to load orders.')).toBeNull();
  });
});
