// Numbered pins on a photo, each with a short note: the client's instructions at order time (checked off by the
// designer while working) and the pins of a revision request. x and y are fractions of the photo's width and
// height from the top left; a pin's number is its place in the list.
import { z } from 'zod';
import { requiredText } from './text';

export const pinRules = { maxPins: 10, noteMaxLength: 200 } as const;

/** Translation keys (namespace `common`) of refused pins (part of the ordering and client-order keys). */
export const pinMessageKeys = {
  pinOutside: 'errors.pins.pinOutside',
  pinNoteRequired: 'errors.pins.pinNoteRequired',
  pinNoteTooLong: 'errors.pins.pinNoteTooLong',
  tooManyPins: 'errors.pins.tooManyPins',
} as const;
const pinKeys = pinMessageKeys;
const fraction = z
  .number({ error: pinKeys.pinOutside })
  .min(0, pinKeys.pinOutside)
  .max(1, pinKeys.pinOutside);

/**
 * A numbered pin the client puts on a photo when asking for its revision: where (x and y as fractions of the
 * photo's width and height, from the top left) and what to change there. Its number is its place in the list.
 */
export const PhotoPin = z.object({
  x: fraction,
  y: fraction,
  note: requiredText(pinKeys.pinNoteRequired, pinRules.noteMaxLength, pinKeys.pinNoteTooLong),
});
export type PhotoPin = z.infer<typeof PhotoPin>;

/** Up to `pinRules.maxPins` pins (an empty list when none). */
export const PhotoPins = z
  .array(PhotoPin, { error: pinKeys.pinOutside })
  .max(pinRules.maxPins, pinKeys.tooManyPins)
  .default([]);

/** An instruction pin of an order photo, as the order views show it: ticked off by the designer when done. */
export const InstructionPin = PhotoPin.extend({ done: z.boolean() });
export type InstructionPin = z.infer<typeof InstructionPin>;
