// A bracket set's automatic preview, made in the render worker (media.render-worker.ts): the frames blended by
// exposure fusion (bracket-fusion.ts) into a JPEG at `outPath`, and whether the camera moved between them
// (bracket-movement.ts, against the middle exposure).
import { writeFile } from 'node:fs/promises';
import { fuseExposures } from './bracket-fusion';
import { cameraMoved, type DecodedFrame, movementSample } from './bracket-movement';

export async function fuseBracketFiles(framePaths: readonly string[], outPath: string, middle: number) {
  // The movement check works on the frames the blend decodes anyway, brought down as they come.
  const samples: Promise<DecodedFrame>[] = [];
  const fused = await fuseExposures(framePaths, {
    onDecoded: (index, frame) => {
      samples[index] = movementSample(frame);
    },
  });
  await writeFile(outPath, fused.data);
  return {
    byteSize: fused.data.length,
    width: fused.width,
    height: fused.height,
    cameraMoved: await cameraMoved(await Promise.all(samples), middle),
  };
}
