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

export const mediaCleanupSchedule = defineSchedule({
  name: 'media.cleanup',
  does: 'deletes abandoned order drafts and their uploads',
  cron: '*/30 * * * *',
});

export function registerMediaJobs(
  jobs: Jobs,
  media: Pick<MediaService, 'listingVariant' | 'deleteAbandonedDrafts'>,
) {
  jobs.work(listingVariantJob, async ({ mediaId }) => {
    await media.listingVariant(mediaId);
  });
  jobs.schedule(mediaCleanupSchedule, async () => {
    await media.deleteAbandonedDrafts();
  });
}
