// Text that people type: refuses the control characters that have no place in it (NUL above all, which
// PostgreSQL cannot store in text and answered with a 500). One helper for every string a procedure takes, so
// the apps' forms and the API refuse the same input with the same translated message.
import { z } from 'zod';

export const textMessageKeys = {
  /** A typed text holds a control character (NUL, escape, …). */
  controlCharacters: 'validation.textControlCharacters',
} as const;

const tab = 0x09;
const lineFeed = 0x0a;
const carriageReturn = 0x0d;

/** C0 and C1 control characters and DEL; tab, line feed and carriage return are allowed in multi-line text. */
function isForbidden(code: number, multiline: boolean): boolean {
  if (multiline && (code === tab || code === lineFeed || code === carriageReturn)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** True when the text holds no control character (multi-line text may hold tabs and line breaks). */
export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  for (let index = 0; index < text.length; index++) {
    if (isForbidden(text.charCodeAt(index), options.multiline ?? false)) return false;
  }
  return true;
}

/**
 * Adds the check to a string schema (at the end, so it sees the trimmed value):
 * `cleanText(z.string().trim().max(100))`, or `cleanText(z.string().max(2000), { multiline: true })`.
 */
export function cleanText<T extends z.ZodString>(schema: T, options: { multiline?: boolean } = {}): T {
  return schema.refine((text) => isCleanText(text, options), {
    error: textMessageKeys.controlCharacters,
  }) as T;
}

/**
 * Typed text that must be given: trimmed, refused with `required` when missing or empty and with `tooLong` past
 * `max` characters, and checked by cleanText.
 */
export const requiredText = (
  required: string,
  max: number,
  tooLong: string,
  options: { multiline?: boolean } = {},
) => cleanText(z.string({ error: required }).trim().min(1, required).max(max, tooLong), options);

/** Typed text that may be left out: trimmed, refused with `tooLong` past `max`; empty becomes undefined. */
export const optionalText = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  cleanText(z.string().trim().max(max, tooLong), options)
    .optional()
    .transform((value) => (value ? value : undefined));
