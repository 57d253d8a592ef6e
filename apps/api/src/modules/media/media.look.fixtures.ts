// The listing consistency check's fixtures (issue 33): generated rooms of one house (media.rooms.testing.ts) as a
// designer would deliver them, and the same rooms made warmer, darker or rotated.
import sharp from 'sharp';
import { roomPhoto } from './media.rooms.testing';

/** Room `room` delivered as a 1600 × 1200 JPEG. */
export const deliveredRoom = (room: number) => roomPhoto(room, 1600, 1200);

/** The white balance pulled warm: red up 6 %, blue down 12 % (b* +11, a visible shift). */
export const warmer = (jpeg: Buffer) =>
  sharp(jpeg)
    .recomb([
      [1.06, 0, 0],
      [0, 1, 0],
      [0, 0, 0.88],
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

/** Exposure down: every channel × 0.8 (about 12 L* darker in the mid-tones). */
export const darker = (jpeg: Buffer) => sharp(jpeg).linear(0.8, 0).jpeg({ quality: 90 }).toBuffer();

/** Rotated by `degrees` (clockwise +) and cropped to the rotated picture, as a crooked delivery would be. */
export async function rotated(jpeg: Buffer, degrees: number) {
  const turned = await sharp(jpeg).rotate(degrees).toBuffer();
  return sharp(turned)
    .extract({ left: 100, top: 100, width: 1400, height: 1000 })
    .jpeg({ quality: 90 })
    .toBuffer();
}
