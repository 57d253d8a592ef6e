// The public face of the auth module: what other modules and the adapters may use (biome noRestrictedImports).
export type { AuthAccount, Authentication, AuthUser } from './auth.authenticate';
export {
  authenticateBearer,
  authenticateRequest,
  invalidToken,
  signInRequired,
} from './auth.authenticate';
export { findOrCreateClient, issueAutoLoginLink } from './auth.client-sign-in';
export { hashPassword } from './auth.crypto';
export { accessCodeRequested } from './auth.events';
export { identityCleanupSchedule, registerIdentityJobs } from './auth.jobs';
export { issueOrderHandover, orderHandoverTtlMs, pendingOrderHandover } from './auth.order-handover';
export { revokeUserTokens, selectUserById, userColumns } from './auth.queries';
export type { AuthDeps, RequestMeta } from './auth.service';
export {
  login,
  logout,
  refresh,
  registerDesigner,
  toSessionUser,
} from './auth.service';
