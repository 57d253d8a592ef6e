// A stored file as a ZIP entry or a download reads it: opened on demand, optionally a byte range.
import type { ByteRange, MediaStorage } from '../../../storage';

export function storedBytes(storage: MediaStorage, key: string) {
  return async (range?: ByteRange) => {
    const stored = await storage.get(key, range);
    if (!stored) throw new Error(`Stored file missing: ${key}`);
    return stored.body;
  };
}
