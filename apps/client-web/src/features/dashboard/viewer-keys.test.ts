import { describe, expect, it } from 'vitest';
import { viewerKeyAction } from './viewer-keys';

describe('viewerKeyAction', () => {
  it('maps the arrows to the previous and next photo and + = − 0 to the zoom', () => {
    expect(viewerKeyAction('ArrowLeft')).toBe('previous');
    expect(viewerKeyAction('ArrowRight')).toBe('next');
    expect(viewerKeyAction('+')).toBe('zoomIn');
    expect(viewerKeyAction('=')).toBe('zoomIn');
    expect(viewerKeyAction('-')).toBe('zoomOut');
    expect(viewerKeyAction('0')).toBe('fit');
  });

  it('leaves every other key alone', () => {
    for (const key of ['ArrowUp', 'Enter', ' ', 'Escape', 'a', 'toString'])
      expect(viewerKeyAction(key)).toBeUndefined();
  });
});
