import type { ClientOrderImage } from '@photoedit/contracts';
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePhotoViewer } from './usePhotoViewer';

const image = (position: number, edited: boolean) =>
  ({
    orderImageId: `image-${position}`,
    position,
    original: { previewUrl: `/o${position}/preview`, originalUrl: `/o${position}` },
    edited: edited ? { previewUrl: `/e${position}/preview`, originalUrl: `/e${position}` } : null,
  }) as unknown as ClientOrderImage;

const images = [image(0, true), image(1, false), image(2, true)];

const key = (name: string, target: EventTarget = document.body) =>
  ({ key: name, target, preventDefault: vi.fn() }) as unknown as KeyboardEvent & {
    preventDefault: () => void;
  };

describe('usePhotoViewer', () => {
  it('goes round the photos both ways with the arrow keys', () => {
    const onIndex = vi.fn();
    const { result } = renderHook(() => usePhotoViewer(images, 0, onIndex));
    const left = key('ArrowLeft');
    act(() => result.current.onKeyDown(left));
    expect(onIndex).toHaveBeenLastCalledWith(2);
    expect(left.preventDefault).toHaveBeenCalled();
    act(() => result.current.go(1));
    expect(onIndex).toHaveBeenLastCalledWith(1);
  });

  it('does not move with one photo, and leaves keys typed into a field alone', () => {
    const onIndex = vi.fn();
    const single = renderHook(() => usePhotoViewer([image(0, true)], 0, onIndex));
    act(() => single.result.current.go(1));
    expect(onIndex).not.toHaveBeenCalled();

    const { result } = renderHook(() => usePhotoViewer(images, 0, onIndex));
    const typed = key('ArrowRight', document.createElement('input'));
    act(() => result.current.onKeyDown(typed));
    expect(onIndex).not.toHaveBeenCalled();
    expect(typed.preventDefault).not.toHaveBeenCalled();
    const other = key('Enter');
    act(() => result.current.onKeyDown(other));
    expect(other.preventDefault).not.toHaveBeenCalled();
  });

  it('shows the edited version when there is one, else the original, and remembers the photo shown last', () => {
    const { result, rerender } = renderHook(({ index }) => usePhotoViewer(images, index, vi.fn()), {
      initialProps: { index: 0 as number | null },
    });
    expect(result.current.shown).toBe('edited');
    act(() => result.current.setVersion('original'));
    expect(result.current.shown).toBe('original');
    act(() => result.current.setVersion('edited'));
    rerender({ index: 1 });
    expect(result.current.shown).toBe('original');
    rerender({ index: null });
    expect(result.current.image).toBeUndefined();
    expect(result.current.lastShown.current).toBe(1);
  });
});
