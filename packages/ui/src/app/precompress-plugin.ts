// The build's precompression: Brotli and gzip files beside the apps' text files, for the API to send as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `file.br` and `file.gz` beside each text file of the build, compressed once at the highest levels, for
 * the API to send by content negotiation (@fastify/static `preCompressed`). Source maps and the manifest are
 * left alone: they are never sent to browsers.
 */
export const precompressPlugin = () => {
  let outDir = 'dist';
  return {
    name: 'photoedit-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter(
          (entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'),
        )
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
          await writeFile(`${file}.gz`, await gzipped(data, { level: 9 }));
        }),
      );
    },
  };
};
