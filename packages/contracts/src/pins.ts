// Numbered pins on a photo, each with a short note: the client's instructions at order time (checked off by the
// designer while working) and the marks of a revision request. x and y are fractions of the photo's width and
// height from the top left; a pin's number is its place in the list.
import { z } from 'zod';
import { requiredText } from './text';

export const markRules = { maxMarks: 10, noteMaxLength: 200 } as const;

/** Translation keys (namespace `common`) of refused marks (part of the ordering and client-order keys). */
export const markMessageKeys = {
  markOutside: 'errors.marks.markOutside',
  markNoteRequired: 'errors.marks.markNoteRequired',
  markNoteTooLong: 'errors.marks.markNoteTooLong',
  tooManyMarks: 'errors.marks.tooManyMarks',
} as const;
const markKeys = markMessageKeys;
const fraction = z
  .number({ error: markKeys.markOutside })
  .min(0, markKeys.markOutside)
  .max(1, markKeys.markOutside);

/**
 * A numbered pin the client puts on a photo when asking for its revision: where (x and y as fractions of the
 * photo's width and height, from the top left) and what to change there. Its number is its place in the list.
 */
export const RevisionMark = z.object({
  x: fraction,
  y: fraction,
  note: requiredText(markKeys.markNoteRequired, markRules.noteMaxLength, markKeys.markNoteTooLong),
});
export type RevisionMark = z.infer<typeof RevisionMark>;

/** Up to `markRules.maxMarks` pins (an empty list when none). */
export const PhotoMarks = z
  .array(RevisionMark, { error: markKeys.markOutside })
  .max(markRules.maxMarks, markKeys.tooManyMarks)
  .default([]);

/** An instruction pin of an order photo, as the order views show it: ticked off by the designer when done. */
export const InstructionPin = RevisionMark.extend({ done: z.boolean() });
export type InstructionPin = z.infer<typeof InstructionPin>;
