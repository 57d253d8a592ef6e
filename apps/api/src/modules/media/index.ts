// The public face of the media module: what other modules and the adapters may use (biome noRestrictedImports).

export type { FrameFacts } from './brackets/bracket-sets';
export { framesKey, inCaptureOrder, setRefusal } from './brackets/bracket-sets';
export { readyDraftFacts } from './brackets/bracket-sets.service';
export { bracketSetFormed } from './media.events';
export { bracketPreviewJob, listingVariantJob, mediaCleanupSchedule, registerMediaJobs } from './media.jobs';
export { createMediaModule } from './media.module';
export type { MediaViewer, StoredVariant } from './media.queries';
export {
  isPublicMedia,
  referenced,
  releaseUnreferencedMedia,
  selectLiveDraft,
  selectOwnReadyMedia,
  selectVariant,
  usedByAnOrder,
} from './media.queries';
export type { MediaService, UploadedFile } from './media.service';
export { draftInvalid, draftTokenHash } from './media.service';
export { signImageUrls, verifyMediaSignature } from './media.signing';
export { spoolPath, spoolUpload, startSpoolSweeper, sweepSpool } from './media.spool';
export { adoptOwnUploads, releaseDraftUploads } from './media.uploads.queries';
