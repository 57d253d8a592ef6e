// A bracket set's automatic preview, made in the render worker (media.render-worker.ts): the frames blended by
// exposure fusion (bracket-fusion.ts) into a JPEG at `outPath`, and whether the camera moved between them
// (bracket-movement.ts, against the middle exposure).
import { readFile, writeFile } from 'node:fs/promises';
import { fuseExposures } from './bracket-fusion';
import { cameraMoved } from './bracket-movement';

export async function fuseBracketFiles(framePaths: readonly string[], outPath: string, middle: number) {
  const frames = await Promise.all(framePaths.map((path) => readFile(path)));
  const fused = await fuseExposures(frames);
  await writeFile(outPath, fused.data);
  return {
    byteSize: fused.data.length,
    width: fused.width,
    height: fused.height,
    cameraMoved: await cameraMoved(frames, middle),
  };
}
