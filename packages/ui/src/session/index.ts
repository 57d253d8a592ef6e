export {
  type AuthFetchOptions,
  createAuthFetch,
  ensureFreshToken,
  refreshPath,
  refreshSession,
  sessionAuthHeaders,
  tokenExpiresSoon,
} from './auth-fetch';
export {
  clearAllSessions,
  clearSession,
  legacySessionKeys,
  migrateLegacySession,
  type RoleSession,
  readSession,
  type SessionInput,
  type StoredUser,
  signedInRoles,
  subscribeSessions,
  updateStoredUser,
  updateTokens,
  writeSession,
} from './session-store';
export { useLeaveWhenSignedOut, useSession, useSignedInRoles } from './useSession';
