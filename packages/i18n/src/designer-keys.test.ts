import { designerMessageKeys } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

describe('designer message keys the API answers with', () => {
  it.each(Object.values(designerMessageKeys))('%s is translated in common (en and pl)', (key) => {
    for (const language of ['en', 'pl'] as const) {
      const text = key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          resources[language].common,
        );
      expect(typeof text).toBe('string');
    }
  });

  it('says a lost claim plainly', () => {
    expect(resources.en.common.errors.designer.alreadyClaimed).toBe('This order has already been claimed.');
  });
});
