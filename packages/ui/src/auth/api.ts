// The identity calls of the shared screens: REST for staff login and registration (SPEC §7), tRPC procedures
// (router `auth`, ARCHITECTURE §4) for the rest, all through the one typed client.
import {
  type AccessCodeRequestInput,
  type AccessCodeVerifyInput,
  AuthResponse,
  apiBasePath,
  type LoginInput,
  type RegisterInput,
} from '@photoedit/contracts';
import { apiClient, type RoleSession, restRequest, writeSession } from '@photoedit/web-client';

/** Stores the session an auth answer carries, in the slot of the user's role. */
export function storeAuthResponse(answer: AuthResponse): RoleSession {
  return writeSession(answer.user.role, {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    user: answer.user,
  });
}

const signIn = async (promise: Promise<AuthResponse>) => storeAuthResponse(await promise);

const restPost = (path: string, input: unknown) =>
  restRequest(`${apiBasePath}${path}`, { method: 'POST', body: input }, AuthResponse);

/** Staff login (shared screen): sends the role inferred from the path. */
export const loginStaff = (input: LoginInput) => signIn(restPost('/auth/login', input));

/** Designer registration; the new designer is signed in (awaiting approval). */
export const registerDesigner = (input: RegisterInput) => signIn(restPost('/auth/register', input));

export const requestAccessCode = (input: AccessCodeRequestInput) =>
  apiClient.auth.accessCode.request.mutate(input);

export const verifyAccessCode = (input: AccessCodeVerifyInput) =>
  signIn(apiClient.auth.accessCode.verify.mutate(input));

// One exchange per token per page load, even if the page mounts twice (StrictMode, remounts): the token is
// single-use, so a second request would fail and undo a good sign-in.
const exchanges = new Map<string, Promise<RoleSession>>();

/** Exchanges a one-time auto-login token (e-mailed link, order handover) for a session, once per token. */
export function exchangeAutoLoginToken(token: string): Promise<RoleSession> {
  let running = exchanges.get(token);
  if (!running) {
    running = signIn(apiClient.auth.autoLogin.mutate({ token }));
    exchanges.set(token, running);
  }
  return running;
}

/** The signed-in user of the current path's role, fresh from the server. */
export const fetchMe = () => apiClient.auth.me.query();
