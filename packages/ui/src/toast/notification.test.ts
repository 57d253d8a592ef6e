import { describe, expect, it } from 'vitest';
import { createNotification, toDisplayDuration } from './notification';

describe('createNotification (SPEC §3/§9)', () => {
  it('defaults to type info and a 5000 ms duration', () => {
    const notification = createNotification({ message: 'Hello' });
    expect(notification).toMatchObject({ message: 'Hello', type: 'info', duration: 5000 });
  });

  it('keeps a given type and duration, including 0', () => {
    expect(createNotification({ message: 'm', type: 'error', duration: 8000 })).toMatchObject({
      type: 'error',
      duration: 8000,
    });
    expect(createNotification({ message: 'm', type: 'warning', duration: 0 }).duration).toBe(0);
  });

  it('treats Infinity as "stays until closed" and invalid durations as the default', () => {
    expect(createNotification({ message: 'm', duration: Number.POSITIVE_INFINITY }).duration).toBe(0);
    expect(createNotification({ message: 'm', duration: -1 }).duration).toBe(5000);
    expect(createNotification({ message: 'm', duration: Number.NaN }).duration).toBe(5000);
  });

  it('gives every notification a random, unique id unless one is given', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createNotification({ message: 'm' }).id));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(createNotification({ message: 'm', id: 'fixed' }).id).toBe('fixed');
  });

  it('maps 0 to a duration that never closes by itself', () => {
    expect(toDisplayDuration(0)).toBe(Number.POSITIVE_INFINITY);
    expect(toDisplayDuration(5000)).toBe(5000);
  });
});
