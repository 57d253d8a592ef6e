// The public face of the API keys module (issue 36): the keys other software calls REST v1 with, and the idempotency
// of its POSTs.
export { forgetOldIdempotencyKeys, idempotent, requestFingerprint } from './api-keys.idempotency';
export { idempotencyCleanupSchedule, registerApiKeyJobs } from './api-keys.jobs';
export { authenticateKey } from './api-keys.service';
