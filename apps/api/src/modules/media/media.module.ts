// Wires the media module from its configuration: storage driver, bounded image processor, service.
import type { Kysely } from 'kysely';
import type { MediaConfig } from '../../config';
import type { DB } from '../../db/tables';
import type { Logger } from '../../logger';
import { createStorage, type MediaStorage } from '../../storage';
import { createImageProcessor, defaultProcessingLimits, type ImageProcessor } from './media.processing';
import { createMediaService, type MediaService } from './media.service';

export interface MediaModule {
  storage: MediaStorage;
  processor: ImageProcessor;
  service: MediaService;
}

export function createMediaModule(deps: {
  db: Kysely<DB>;
  config: MediaConfig;
  now: () => Date;
  log: Logger;
  /** Told each image's processing time (the metrics). */
  observeProcessing?: (seconds: number) => void;
}): MediaModule {
  const { config } = deps;
  const storage = createStorage(config.storage);
  const processor = createImageProcessor(
    {
      ...defaultProcessingLimits,
      concurrency: config.processingConcurrency,
      maxPixels: config.maxPixels,
      maxFrames: config.maxFrames,
      timeoutSeconds: config.processingTimeoutSeconds,
    },
    deps.observeProcessing,
  );
  const service = createMediaService({
    db: deps.db,
    config,
    storage,
    processor,
    now: deps.now,
    log: deps.log,
  });
  return { storage, processor, service };
}
