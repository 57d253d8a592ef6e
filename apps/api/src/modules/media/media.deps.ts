// What the media service and its clean-up are made with (media.module.ts builds them).
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../config';
import type { DB } from '../../db/tables';
import type { Logger } from '../../logger';
import type { MediaStorage } from '../../storage';
import type { ImageProcessor } from './media.processing';

export interface MediaDeps {
  db: Kysely<DB>;
  config: Pick<MediaConfig, 'urlSecret' | 'urlTtlSeconds' | 'draftTtlHours'>;
  storage: MediaStorage;
  processor: ImageProcessor;
  now: () => Date;
  log: Logger;
}
