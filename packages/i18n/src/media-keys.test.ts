import { mediaErrorKeys } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

describe('media message keys the API and the uploader use', () => {
  it.each(Object.values(mediaErrorKeys))('%s is translated in en and pl', (key) => {
    const [namespace, path] = key.split(':') as ['media', string];
    expect(namespace).toBe('media');
    for (const language of ['en', 'pl'] as const) {
      const text = path
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          resources[language][namespace],
        );
      expect(typeof text).toBe('string');
    }
  });

  it('says the limits the way the issue asks', () => {
    expect(resources.en.media.errors.fileTooLarge).toBe('File too large — maximum 10\u00a0MB.');
    expect(resources.en.media.errors.unsupportedFormat).toMatch(/^Unsupported format/);
    expect(resources.en.media.errors.tooManyPixels).toMatch(/^Image too large in pixels/);
    expect(resources.en.media.errors.damaged).toMatch(/^Damaged file/);
  });
});
