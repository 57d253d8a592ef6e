// Decides an upload's format from its first bytes (magic numbers), never from its name or Content-Type.
import type { MediaFormat } from '@photoedit/contracts';

/** Bytes needed to recognise every accepted format. */
export const sniffBytes = 16;

export function sniffFormat(head: Uint8Array): MediaFormat | undefined {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => head[offset + i] === value);
  const ascii = (offset: number, text: string) =>
    at(offset, ...Array.from(text, (character) => character.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return undefined;
}
