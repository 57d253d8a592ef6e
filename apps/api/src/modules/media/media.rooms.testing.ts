// Generated interiors of one house, as a photographer shoots a listing (the photo-check tests): the same paint,
// floor and light in every room, the camera in a corner at the same height, a bright window or two on the walls,
// different furniture and a slightly different angle per room. They look alike to a coarse hash, as real rooms of
// one house do; none is a copy of another. Each room comes from a seeded generator, so the set never changes.
import sharp from 'sharp';
import { grainedJpeg } from './media.grain.testing';

/** A small deterministic generator (mulberry32), so a room number always gives the same room. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** HDR tone mapping flattens a room's contrast to about a fifth (what is left of it over an even mid-tone). */
const contrast = 0.2;
/** The lens's fall-off in the corners. */
const vignette = 0.6;
const furnitureColours = ['#5b4a3f', '#8a7866', '#3f4b57', '#a39382', '#6d7b6a', '#2f2f33', '#c9b9a2'];

function roomSvg(room: number): string {
  const random = seeded(room * 7919 + 13);
  const between = (low: number, high: number) => low + random() * (high - low);
  // The back wall, seen from a corner: where it sits moves the side walls, floor and ceiling with it.
  const bx = between(70, 150);
  const bw = between(150, 220);
  const by = between(55, 85);
  const bh = between(120, 150);
  const right = bx + bw;
  const bottom = by + bh;
  const windows = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
    const width = between(35, 70);
    const x = between(bx + 8, right - width - 8);
    const y = between(by + 12, by + 40);
    const height = between(45, 70);
    return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#fbfaf4"/>
      <rect x="${x + width / 2 - 1.5}" y="${y}" width="3" height="${height}" fill="#d9d4c8"/>`;
  }).join('');
  const sideWindow =
    random() < 0.5
      ? `<polygon points="${between(8, 30)},${by + 10} ${bx - 15},${by + 25} ${bx - 15},${by + 90} ${between(8, 30)},${by + 120}" fill="#f4f3ec"/>`
      : '';
  const furniture = Array.from({ length: 3 + Math.floor(random() * 3) }, () => {
    const width = between(40, 130);
    const height = between(25, 80);
    const x = between(0, 400 - width);
    const y = between(bottom - height + 10, 300 - height);
    const colour = furnitureColours[Math.floor(random() * furnitureColours.length)];
    return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${colour}"/>`;
  }).join('');
  const picture = `<rect x="${between(bx + 10, right - 50)}" y="${by + 50}" width="${between(25, 45)}" height="28" fill="#445566"/>`;
  const rug = `<ellipse cx="${between(150, 250)}" cy="${between(bottom + 25, 270)}" rx="${between(50, 90)}" ry="${between(12, 22)}" fill="#9c8f7e"/>`;
  // The wide-angle lens's fall-off, the same in every photo of the shoot: it darkens every corner alike.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
    <defs><radialGradient id="lens" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/>
    </radialGradient></defs>
    <rect width="400" height="300" fill="#ddd5c8"/>
    <g opacity="${contrast}">
    <rect width="400" height="300" fill="#e9e4da"/>
    <polygon points="0,0 400,0 ${right},${by} ${bx},${by}" fill="#f3f0ea"/>
    <polygon points="0,0 ${bx},${by} ${bx},${bottom} 0,300" fill="#ddd6ca"/>
    <polygon points="400,0 ${right},${by} ${right},${bottom} 400,300" fill="#d6cfc2"/>
    <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="#e6e0d5"/>
    <polygon points="0,300 400,300 ${right},${bottom} ${bx},${bottom}" fill="#b08d66"/>
    ${windows}${sideWindow}${picture}${rug}${furniture}
    </g>
    <rect width="400" height="300" fill="url(#lens)"/>
  </svg>`;
}

/** Room `room` of the house as a photographer's JPEG of `width` × `height` (4:3 by default), with grain. */
export async function roomPhoto(room: number, width = 2000, height = 1500): Promise<Buffer> {
  const base = await sharp(Buffer.from(roomSvg(room)))
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  return grainedJpeg(base, width, height, { sigma: 14, blend: 'soft-light', quality: 90 });
}
