import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, isCleanText, textMessageKeys } from './text';

describe('cleanText', () => {
  it('refuses NUL and other control characters with one translated message', () => {
    const name = cleanText(z.string().trim().max(100));
    for (const bad of ['a\u0000b', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'line\nbreak', 'tab\there']) {
      const result = name.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessageKeys.controlCharacters);
    }
    expect(name.parse('  Zoë Łukasiewicz-O’Brien 😀 ')).toBe('Zoë Łukasiewicz-O’Brien 😀');
  });

  it('lets multi-line text keep tabs and line breaks, and trims before checking', () => {
    const note = cleanText(z.string().trim().max(2000), { multiline: true });
    expect(note.parse('first line\r\n\tsecond line\n')).toBe('first line\r\n\tsecond line');
    expect(note.safeParse('nul\u0000inside').success).toBe(false);
    expect(cleanText(z.string().trim()).parse(' trailing newline\n')).toBe('trailing newline');
    expect(isCleanText('vertical\u000btab', { multiline: true })).toBe(false);
  });
});
