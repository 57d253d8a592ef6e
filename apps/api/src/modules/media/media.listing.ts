// The listing-ready size of a delivered photo: what listing portals and MLS systems take. JPEG, sRGB, long edge
// 2048 px (never enlarged), progressive, upright; of the original's metadata only the copyright notice is kept
// (no GPS, camera or owner data). Made once per edited photo and cached as the media's `listing` variant.
import exifReader from 'exif-reader';
import sharp from 'sharp';
import type { RenderedVariant } from './media.render';

export const listingRules = { longEdge: 2048, jpegQuality: 82 } as const;

/** The EXIF copyright notice of an image, if it has a readable one. */
function copyrightOf(exif: Buffer | undefined): string | undefined {
  if (!exif) return undefined;
  try {
    const copyright = exifReader(exif).Image?.Copyright;
    return typeof copyright === 'string' && copyright.trim() ? copyright.trim() : undefined;
  } catch {
    return undefined; // unreadable EXIF carries nothing worth keeping
  }
}

export async function renderListing(
  source: Buffer,
  limits: { maxPixels: number; timeoutSeconds: number },
): Promise<RenderedVariant> {
  const input = () => sharp(source, { limitInputPixels: limits.maxPixels, failOn: 'error' });
  const copyright = copyrightOf((await input().metadata()).exif);
  let pipeline = input()
    .timeout({ seconds: limits.timeoutSeconds })
    .autoOrient()
    .resize(listingRules.longEdge, listingRules.longEdge, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .withIccProfile('srgb');
  if (copyright) pipeline = pipeline.withExif({ IFD0: { Copyright: copyright } });
  const { data, info } = await pipeline
    .jpeg({ quality: listingRules.jpegQuality, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer({ resolveWithObject: true });
  return { format: 'jpeg', width: info.width, height: info.height, data };
}
