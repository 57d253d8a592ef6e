// What the wizard's stored state (localStorage) holds, read back: anything malformed is dropped.
import { PhotoCheck, type PhotoPin } from '@photoedit/contracts';
import type { WizardFrame } from './wizard-brackets';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A bracket set's frames; malformed ones make the photo a single photo until the server groups it again. */
export function parseFrames(value: unknown): { frames?: WizardFrame[] } {
  if (!Array.isArray(value)) return {};
  const frames = value.flatMap((frame): WizardFrame[] =>
    isRecord(frame) &&
    typeof frame.mediaId === 'string' &&
    typeof frame.name === 'string' &&
    typeof frame.thumbnailUrl === 'string' &&
    typeof frame.width === 'number' &&
    typeof frame.height === 'number'
      ? [
          {
            mediaId: frame.mediaId,
            name: frame.name,
            thumbnailUrl: frame.thumbnailUrl,
            width: frame.width,
            height: frame.height,
            check: PhotoCheck.safeParse(frame.check).data ?? null,
          },
        ]
      : [],
  );
  return frames.length > 1 && frames.length === value.length ? { frames } : {};
}

export const isStoredReference = (
  reference: unknown,
): reference is { mediaId: string; name: string; thumbnailUrl: string } =>
  isRecord(reference) &&
  typeof reference.mediaId === 'string' &&
  typeof reference.name === 'string' &&
  typeof reference.thumbnailUrl === 'string';

export const isStoredPin = (pin: unknown): pin is PhotoPin =>
  isRecord(pin) &&
  typeof pin.x === 'number' &&
  typeof pin.y === 'number' &&
  typeof pin.note === 'string' &&
  pin.x >= 0 &&
  pin.x <= 1 &&
  pin.y >= 0 &&
  pin.y <= 1;
