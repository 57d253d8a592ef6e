import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, isCleanText, optionalText, requiredText, textMessageKeys } from './text';

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

describe('requiredText', () => {
  const note = requiredText('noteRequired', 10, 'noteTooLong', { multiline: true });
  const messageOf = (value: unknown) => note.safeParse(value).error?.issues[0]?.message;

  it('trims, and refuses a missing, empty or too long text with its own messages', () => {
    expect(note.parse('  two\nlines ')).toBe('two\nlines');
    expect(messageOf(undefined)).toBe('noteRequired');
    expect(messageOf('   ')).toBe('noteRequired');
    expect(messageOf('x'.repeat(11))).toBe('noteTooLong');
    expect(messageOf('nul\u0000')).toBe(textMessageKeys.controlCharacters);
  });

  it('keeps single-line text to one line unless told otherwise', () => {
    expect(requiredText('required', 10, 'tooLong').safeParse('a\nb').success).toBe(false);
  });
});

describe('optionalText', () => {
  const company = optionalText(5, 'tooLong');

  it('trims, turns a missing or empty text into undefined and refuses a too long one', () => {
    expect(company.parse(' Acme ')).toBe('Acme');
    expect(company.parse(undefined)).toBeUndefined();
    expect(company.parse('  ')).toBeUndefined();
    expect(company.safeParse('Acme Inc').error?.issues[0]?.message).toBe('tooLong');
    expect(company.safeParse('a\nb').success).toBe(false);
    expect(optionalText(5, 'tooLong', { multiline: true }).parse('a\nb')).toBe('a\nb');
  });
});
