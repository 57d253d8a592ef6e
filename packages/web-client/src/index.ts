// The apps' browser plumbing, apart from the components that use it (@photoedit/ui): the typed API client and
// its errors, the signed-in sessions, the live channel and the uploads.
export {
  type ApiClient,
  apiClient,
  apiFetch,
  type CallContext,
  currentPathRole,
  keepaliveClient,
} from './api/client';
export { createApi } from './api/createApi';
export {
  ApiRequestError,
  describeError,
  errorIssues,
  errorMessage,
  errorMessageKey,
  toApiError,
} from './api/errors';
export { translateMessageKey } from './api/messages';
export { createPrerenderApi } from './api/prerender-api';
export { restRequest } from './api/rest';
export { type LiveStatus, openLiveChannel } from './live/live-channel';
export {
  type OrderChange,
  type UseLiveOrdersOptions,
  useLiveOrders,
  useOrderChanges,
} from './live/useLiveOrders';
export {
  type AuthFetchOptions,
  createAuthFetch,
  ensureFreshToken,
  refreshPath,
  refreshSession,
  sessionAuthHeaders,
  tokenExpiresSoon,
} from './session/auth-fetch';
export {
  clearAllSessions,
  clearSession,
  legacySessionKeys,
  migrateLegacySession,
  type RoleSession,
  readSession,
  resetSessionStoreForTests,
  type SessionInput,
  type StoredUser,
  signedInRoles,
  subscribeSessions,
  updateStoredUser,
  updateTokens,
  writeSession,
} from './session/session-store';
export { useLeaveWhenSignedOut, useSession, useSignedInRoles } from './session/useSession';
export { type BatchEvent, uploadBatch } from './upload/upload-batch';
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
} from './upload/upload-core';
export { type UseUploaderOptions, useUploader } from './upload/useUploader';
