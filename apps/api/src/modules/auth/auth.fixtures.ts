// Test helpers for identity: users created through the service layer, sessions, and tRPC/REST calls.
import type { AuthResponse, Role } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import { type Config, developmentJwtSecret } from '../../config';
import type { Database } from '../../db/database';
import type { DB } from '../../db/tables';
import { defaultRateLimits, type RateLimits } from '../../rate-limit/rate-limit.windows';
import type { Server, ServerDeps } from '../../server';
import { buildServer } from '../../server';
import { silentLogger } from '../../test/database';
import { testConfig } from '../../test/server';
import { upsertAdmin } from '../users/users.service';
import { findOrCreateClient } from './auth.client-sign-in';
import { hashPassword } from './auth.crypto';
import { selectUserById } from './auth.queries';
import { createSession } from './auth.service';

/** Limits high enough for tests that are not about limits. */
export const generousRateLimits: RateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: 10_000 }]),
) as RateLimits;

export interface IdentityTestServer extends Server {
  /** The fake clock; move it with `clock.set(date)` / `clock.advance(ms)`. */
  clock: { now: () => Date; set(date: Date): void; advance(ms: number): void };
}

export function createIdentityTestServer(
  database: Database,
  options: { config?: Partial<Config>; deps?: Partial<ServerDeps> } = {},
): IdentityTestServer {
  // A clock that keeps ticking with real time, shifted by `set`/`advance`: a frozen one drifts away from the
  // database's now() and from tokens signed by the tests when a loaded machine makes a file run slowly.
  let offsetMs = 0;
  const clock = {
    now: () => new Date(Date.now() + offsetMs),
    set: (date: Date) => {
      offsetMs = date.getTime() - Date.now();
    },
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
  const server = buildServer({
    config: testConfig({ rateLimits: generousRateLimits, ...options.config }),
    database,
    logger: silentLogger,
    now: clock.now,
    ...options.deps,
  });
  return Object.assign(server, { clock });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;

export const testPassword = 'correct horse battery';
let staffHash: Promise<string> | undefined;

/** A staff or client user inserted directly (one shared password hash keeps tests fast). */
export async function createUser(
  db: Kysely<DB>,
  role: Role,
  options: {
    email?: string;
    approved?: boolean;
    status?: 'active' | 'inactive';
    language?: 'en' | 'pl';
  } = {},
) {
  const email = options.email ?? uniqueEmail(role);
  const now = new Date();
  if (role === 'client') {
    const { user } = await findOrCreateClient(
      db,
      email,
      { firstName: 'Cli', lastName: 'Ent' },
      options.language ?? 'en',
      now,
    );
    if (options.status === 'inactive')
      await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
    return { ...user, status: options.status ?? 'active' };
  }
  staffHash ??= hashPassword(testPassword);
  const approved = role === 'admin' ? true : (options.approved ?? true);
  const user = await db
    .insertInto('users')
    .values({
      role,
      email,
      password_hash: await staffHash,
      display_name: `${role} user`,
      first_name: 'Test',
      last_name: role,
      approved,
      approved_at: approved ? now : null,
      status: options.status ?? 'active',
      preferred_language: options.language ?? 'en',
    })
    .returning(['id', 'role', 'email'])
    .executeTakeFirstOrThrow();
  return user;
}

/** The id of the client account of an e-mail (made by a payment or an invitation). */
export const clientIdOf = async (db: Kysely<DB>, email: string) =>
  (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('role', '=', 'client')
      .executeTakeFirstOrThrow()
  ).id;

/** A session for a user, as a sign-in would give (status is checked on use, not here). */
export async function sessionFor(
  db: Kysely<DB>,
  userId: string,
  config: Pick<Config, 'jwtSecret'>,
  now = new Date(),
) {
  const user = await selectUserById(db, userId);
  if (!user) throw new Error(`sessionFor: no user ${userId}`);
  return createSession(db, { config }, user, now, undefined);
}

export { upsertAdmin };

export interface CallResult {
  status: number;
  body: {
    result?: { data: unknown };
    error?: {
      message: string;
      data: { appCode: string; messageKey: string; httpStatus: number; issues?: unknown[] };
    };
  };
  headers: Record<string, unknown>;
}

/** One tRPC call over HTTP (queries as GET, mutations as POST). */
export async function trpc(
  server: Server,
  path: string,
  input: unknown,
  options: { token?: string; type?: 'query' | 'mutation'; ip?: string } = {},
): Promise<CallResult> {
  const type = options.type ?? 'mutation';
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response =
    type === 'query'
      ? await server.app.inject({
          method: 'GET',
          url: `/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          headers,
          ...(options.ip ? { remoteAddress: options.ip } : {}),
        })
      : await server.app.inject({
          method: 'POST',
          url: `/api/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: input === undefined ? '' : JSON.stringify(input),
          ...(options.ip ? { remoteAddress: options.ip } : {}),
        });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export async function rest(
  server: Server,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

export const data = <T>(result: CallResult) => result.body.result?.data as T;
export type { AuthResponse };

/** The kinds of caller both permission matrices (tRPC and REST) try every route with. */
export const permissionCallers = [
  'anonymous',
  'client',
  'designer',
  'unapprovedDesigner',
  'admin',
  'deactivated',
] as const;
export type PermissionCaller = (typeof permissionCallers)[number];

/** A signed-in user of each kind (the deactivated one deactivated after signing in) and their access tokens. */
export async function permissionCallerTokens(
  db: Kysely<DB>,
): Promise<Partial<Record<PermissionCaller, string>>> {
  const users: Record<Exclude<PermissionCaller, 'anonymous'>, { id: string }> = {
    client: await createUser(db, 'client'),
    designer: await createUser(db, 'designer', { approved: true }),
    unapprovedDesigner: await createUser(db, 'designer', { approved: false }),
    admin: await createUser(db, 'admin'),
    deactivated: await createUser(db, 'designer', { approved: true }),
  };
  const tokens: Partial<Record<PermissionCaller, string>> = {};
  for (const [caller, user] of Object.entries(users)) {
    tokens[caller as PermissionCaller] = (
      await sessionFor(db, user.id, { jwtSecret: developmentJwtSecret })
    ).access_token;
  }
  await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', users.deactivated.id).execute();
  return tokens;
}
