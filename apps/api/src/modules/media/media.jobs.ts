// The media module's background work (jobs/job-definitions.ts; server.ts gives each its handler).
import { z } from 'zod';
import { defineJob, defineSchedule } from '../../jobs/job-definitions';
import type { Jobs } from '../../jobs/jobs';
import type { MediaService } from './media.service';

export const listingVariantJob = defineJob({
  name: 'media.listing',
  does: 'makes the listing-ready variant of a delivered photo ahead of its first download',
  payload: z.object({ mediaId: z.uuid() }),
});

export const bracketPreviewJob = defineJob({
  name: 'media.bracketPreview',
  does: "blends a bracket set's frames into its automatic preview and measures whether the camera moved",
  payload: z.object({ framesKey: z.string().regex(/^[0-9a-f]{64}$/) }),
  retryLimit: 2,
  retryDelaySeconds: 10,
  // Most of a listing's jobs are for sets the grouping moved on from while frames arrived, and do nothing: ten a
  // fetch, so they do not hold the real ones back by the queue's 2 s poll each.
  batchSize: 10,
});

export const mediaCleanupSchedule = defineSchedule({
  name: 'media.cleanup',
  does: 'deletes abandoned order drafts and their uploads',
  cron: '*/30 * * * *',
});

export function registerMediaJobs(
  jobs: Jobs,
  media: Pick<MediaService, 'listingVariant' | 'deleteAbandonedDrafts' | 'bracketPreview'>,
) {
  jobs.work(listingVariantJob, async ({ mediaId }) => {
    await media.listingVariant(mediaId);
  });
  jobs.work(bracketPreviewJob, async ({ framesKey }) => {
    await media.bracketPreview(framesKey);
  });
  jobs.schedule(mediaCleanupSchedule, async () => {
    await media.deleteAbandonedDrafts();
  });
}
