// The identity calls of the shared screens: REST for staff login and registration (SPEC §7), tRPC procedures
// for the rest, all through the session-aware fetch. Answers are checked against the contracts' schemas.
import {
  type AccessCodeRequestInput,
  AccessCodeRequestResponse,
  type AccessCodeVerifyInput,
  type AppErrorCode,
  AuthResponse,
  apiBasePath,
  type FieldIssue,
  type LoginInput,
  languageHeader,
  MeResponse,
  type RegisterInput,
  trpcPath,
} from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import type { z } from 'zod';
import { apiFetch } from '../api/createApi';
import { type RoleSession, writeSession } from '../session/session-store';
import { translateMessageKey } from './messages';

/** The tRPC procedures these screens call (ARCHITECTURE §4: router `auth`). */
export const authProcedures = {
  requestAccessCode: 'auth.accessCode.request',
  verifyAccessCode: 'auth.accessCode.verify',
  autoLogin: 'auth.autoLogin',
  me: 'auth.me',
  logout: 'auth.logout',
} as const;

/** A failed API call: the domain code, the translation key of its message and any field issues. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode | 'NETWORK',
    readonly messageKey: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(messageKey);
    this.name = 'ApiRequestError';
  }
}

interface ErrorShape {
  message?: string;
  code?: unknown;
  messageKey?: string;
  issues?: FieldIssue[];
  data?: { appCode?: AppErrorCode; messageKey?: string; issues?: FieldIssue[] };
}

function toError(status: number, body: unknown): ApiRequestError {
  const error = (body as { error?: ErrorShape } | null)?.error;
  const code = (error?.data?.appCode ?? (typeof error?.code === 'string' ? error.code : undefined)) as
    | AppErrorCode
    | undefined;
  const messageKey = error?.data?.messageKey ?? error?.messageKey ?? `errors.${code ?? 'INTERNAL'}`;
  return new ApiRequestError(
    status,
    code ?? 'INTERNAL',
    messageKey,
    error?.data?.issues ?? error?.issues ?? [],
  );
}

async function send<S extends z.ZodType>(url: string, init: RequestInit, schema: S, trpc: boolean) {
  let response: Response;
  try {
    response = await apiFetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', [languageHeader]: i18n.language, ...init.headers },
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'errors.network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page: the status decides.
  }
  if (!response.ok) throw toError(response.status, body);
  const data = trpc ? (body as { result?: { data?: unknown } } | null)?.result?.data : body;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError(response.status, 'INTERNAL', 'errors.INTERNAL');
  return parsed.data as z.infer<S>;
}

/** POST to a REST route under /api. */
export const restPost = <S extends z.ZodType>(path: string, input: unknown, schema: S) =>
  send(`${apiBasePath}${path}`, { method: 'POST', body: JSON.stringify(input) }, schema, false);

/** Calls a tRPC mutation (POST) without a transformer or batching. */
export const trpcMutation = <S extends z.ZodType>(procedure: string, input: unknown, schema: S) =>
  send(`${trpcPath}/${procedure}`, { method: 'POST', body: JSON.stringify(input ?? null) }, schema, true);

/** Calls a tRPC query (GET). */
export const trpcQuery = <S extends z.ZodType>(procedure: string, input: unknown, schema: S) =>
  send(
    `${trpcPath}/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    { method: 'GET' },
    schema,
    true,
  );

/** Stores the session an auth answer carries, in the slot of the user's role. */
export function storeAuthResponse(answer: AuthResponse): RoleSession {
  return writeSession(answer.user.role, {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    user: answer.user,
  });
}

const signIn = async (promise: Promise<AuthResponse>) => storeAuthResponse(await promise);

/** Staff login (shared screen): sends the role inferred from the path. */
export const loginStaff = (input: LoginInput) => signIn(restPost('/auth/login', input, AuthResponse));

/** Designer registration; the new designer is signed in (awaiting approval). */
export const registerDesigner = (input: RegisterInput) =>
  signIn(restPost('/auth/register', input, AuthResponse));

export const requestAccessCode = (input: AccessCodeRequestInput) =>
  trpcMutation(authProcedures.requestAccessCode, input, AccessCodeRequestResponse);

export const verifyAccessCode = (input: AccessCodeVerifyInput) =>
  signIn(trpcMutation(authProcedures.verifyAccessCode, input, AuthResponse));

export const exchangeAutoLoginToken = (token: string) =>
  signIn(trpcMutation(authProcedures.autoLogin, { token }, AuthResponse));

/** The signed-in user of the current path's role, fresh from the server. */
export const fetchMe = () => trpcQuery(authProcedures.me, undefined, MeResponse);

/** The translation key (namespace common) for any error of an API call. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiRequestError) return error.messageKey;
  const data = (error as { data?: { messageKey?: unknown } } | null)?.data;
  if (typeof data?.messageKey === 'string') return data.messageKey;
  return 'errors.INTERNAL';
}

/** The field issues of a BAD_INPUT answer (tRPC or REST). */
export function errorIssues(error: unknown): FieldIssue[] {
  if (error instanceof ApiRequestError) return error.issues;
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  return Array.isArray(issues) ? (issues as FieldIssue[]) : [];
}

/** The translated text that explains a failed call best: its first field issue, else the error's own message. */
export function describeError(error: unknown): string {
  return translateMessageKey(errorIssues(error)[0]?.message ?? errorMessageKey(error));
}
