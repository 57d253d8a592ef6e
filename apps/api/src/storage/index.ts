// Picks the storage driver from the configuration.
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { MediaStorage } from './storage';

export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export function createStorage(config: StorageConfig): MediaStorage {
  return config.driver === 'local' ? createLocalStorage(config.dir) : createS3Storage(config);
}

export type { ByteRange, MediaStorage, StoredObject } from './storage';
