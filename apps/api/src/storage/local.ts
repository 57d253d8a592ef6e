// Local-disk driver: files under one root directory. Writes go to a temp file in the same file system and
// are renamed into place, so a half-written file is never visible under its key.
import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { assertValidKey, type ByteRange, type MediaStorage, type StoredObject } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A rename when both paths are on one file system (an upload's spool and the media root usually are), else a copy. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}

export function createLocalStorage(root: string): MediaStorage {
  // Dot-directory: never a valid key (keys start with [a-z0-9]), so temp files can't be read as objects.
  const tmpDir = join(root, '.tmp');
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };

  return {
    driver: 'local',

    async put(key, source) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const temp = join(tmpDir, `${randomUUID()}.part`);
      try {
        if (Buffer.isBuffer(source)) await writeFile(temp, source, { flush: true });
        else if (source.move) await moveFile(source.path, temp);
        else await copyFile(source.path, temp);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject | undefined> {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return undefined;
        const body = createReadStream(path, range ? { start: range.start, end: range.end } : {});
        // Opening can still fail (deleted in between): surface it as "missing" rather than a stream error.
        await new Promise<void>((resolve, reject) => {
          body.once('open', () => resolve());
          body.once('error', reject);
        });
        return { body, size: info.size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        // Remove the now-empty directory of the media item (media/<id>/), leaving the root alone.
        const parent = dirname(path);
        if (parent !== root) await rmdir(parent).catch(() => {});
      }
    },

    async list(prefix) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => !key.startsWith('.') && key.startsWith(prefix))
        .sort();
    },

    async check() {
      // Made here if missing (as the first upload would); a disk that is gone or read-only fails the check.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    async close() {},
  };
}
