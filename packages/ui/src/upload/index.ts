export { Uploader, type UploaderProps } from './Uploader';
export { type BatchEvent, uploadBatch } from './upload-batch';
export {
  createXhrUpload,
  draftHeaders,
  entriesFor,
  entriesForStored,
  isRetryable,
  precheckFile,
  type StoredUpload,
  UploadAbortedError,
  type UploadAction,
  type UploadEntry,
  UploadError,
  type UploadFn,
  type UploadStatus,
  uploadReducer,
  type XhrUploadOptions,
} from './upload-core';
export { type UseUploaderOptions, useUploader } from './useUploader';
