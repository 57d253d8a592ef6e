import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryReturn } from './memory-return';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function tracked(threshold = 100) {
  const gc = vi.fn(async () => undefined);
  const collected: { released: number }[] = [];
  const memory = createMemoryReturn({
    threshold,
    quietMs: 1000,
    gc,
    onCollected: (figures) => collected.push(figures),
  });
  return { gc, collected, memory };
}

describe('giving memory back after a burst of connections', () => {
  it('collects once, a quiet second after a burst of closes as large as the threshold', async () => {
    const { gc, collected, memory } = tracked();
    for (let open = 1; open <= 250; open++) memory.track(open);
    for (let open = 249; open >= 100; open--) memory.track(open);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'async', flavor: 'last-resort' });
    expect(collected).toEqual([expect.objectContaining({ released: 150 })]);
    // The peak starts again from what is open: the next few closes do not collect again.
    for (let open = 99; open >= 50; open--) memory.track(open);
    await vi.advanceTimersByTimeAsync(5000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('leaves everyday churn (fewer closes than the threshold) to V8', async () => {
    const { gc, memory } = tracked();
    for (let round = 0; round < 50; round++) {
      memory.track(60);
      memory.track(20);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).not.toHaveBeenCalled();
  });

  it('does nothing once stopped, or without an exposed gc', async () => {
    const { gc, memory } = tracked();
    memory.track(500);
    memory.track(0);
    memory.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).not.toHaveBeenCalled();
    const without = createMemoryReturn({ threshold: 1, quietMs: 1, gc: undefined });
    without.track(10);
    without.track(0);
    await vi.advanceTimersByTimeAsync(10);
  });
});
