// Every string a procedure takes, sent with a NUL (U+0000) one at a time over HTTP: never a 5xx. Text that people
// type is refused at the contract (`cleanText`) with 400 `validation.textControlCharacters`; secrets (passwords,
// tokens) and formatted strings (ids, e-mails, codes) are refused or not matched, never passed to PostgreSQL,
// which cannot store NUL in text. Then the inputs the issue found answering 500, one by one.
import { randomUUID } from 'node:crypto';
import { textMessageKeys } from '@photoedit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentJwtSecret } from '../config';
import {
  createIdentityTestServer,
  createUser,
  type IdentityTestServer,
  sessionFor,
  trpc,
} from '../modules/auth/auth.fixtures';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { appRouter } from './router';

const nul = 'x\u0000y';

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
  entries?: Record<string, string>;
  values?: unknown[];
}
type Path = (string | number)[];

/** Plausible values by field name, where a generic string would be refused for its format. */
const plausible: Record<string, unknown> = {
  email: 'walker@example.com',
  password: 'a long password 1',
  code: 'WELCOME10',
  phone: '+48 600 100 200',
};

/** A value for a zod schema, and the paths of every string in it. */
function sample(def: ZodDef, path: Path, strings: Path[]): unknown {
  const key = path.at(-1);
  if (typeof key === 'string' && key in plausible && def.type !== 'object') {
    strings.push(path);
    return plausible[key];
  }
  switch (def.type) {
    case 'string':
      strings.push(path);
      if (def.format === 'uuid' || def.format === 'guid') return randomUUID();
      if (def.format === 'email') return 'walker@example.com';
      return 'text';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([name, field]) => [
          name,
          sample(field._zod.def, [...path, name], strings),
        ]),
      );
    case 'array':
      return def.element ? [sample(def.element._zod.def, [...path, 0], strings)] : [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? sample(def.innerType._zod.def, path, strings) : undefined;
    case 'pipe':
      return def.in ? sample(def.in._zod.def, path, strings) : undefined;
    case 'union':
      return def.options?.[0] ? sample(def.options[0]._zod.def, path, strings) : undefined;
    default:
      return undefined;
  }
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

type Caller = 'anonymous' | 'client' | 'designer' | 'admin';
const callerFor = (path: string): Caller =>
  path.startsWith('admin.')
    ? 'admin'
    : path.startsWith('designer.')
      ? 'designer'
      : path.startsWith('clientOrders.') ||
          path.startsWith('style.') ||
          path.startsWith('billing.') ||
          path.startsWith('claims.') ||
          (path.startsWith('shares.') && path !== 'shares.view') ||
          path.startsWith('team.') ||
          path.startsWith('apiKeys.') ||
          path.startsWith('webhooks.') ||
          path === 'auth.me'
        ? 'client'
        : 'anonymous';

/** Strings that are secrets or lookups, not typed text: a wrong one is not a validation error. */
const secretFields = new Set(['password', 'token', 'refresh_token', 'refresh_tokens', 'accessToken', 'code']);

const cases = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: { _zod: { def: ZodDef } }[] } }
  >,
).flatMap(([path, procedure]) => {
  const parser = procedure._def.inputs[0];
  // Subscriptions answer over SSE; their one input (lastEventId) is tried in live.test.ts.
  if (!parser || procedure._def.type === 'subscription') return [];
  const strings: Path[] = [];
  const base = sample(parser._zod.def, [], strings);
  return strings.map((stringPath) => ({
    name: `${path} ${stringPath.join('.') || '(input)'}`,
    path,
    type: procedure._def.type as 'query' | 'mutation',
    input: withValue(base, stringPath, nul),
    secret: stringPath.some((segment) => secretFields.has(String(segment))),
  }));
});

let testDb: TestDatabase;
let server: IdentityTestServer;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  server = createIdentityTestServer(testDb.database);
  const db = testDb.database.db;
  for (const role of ['client', 'designer', 'admin'] as const) {
    const user = await createUser(db, role, { approved: true });
    tokens[role] = (await sessionFor(db, user.id, { jwtSecret: developmentJwtSecret })).access_token;
  }
});
afterAll(async () => {
  await server.stop();
  await testDb.drop();
});

describe('NUL in every string input', () => {
  it('covers the string inputs of the router', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases)('$name', async ({ path, type, input, secret }) => {
    const token = tokens[callerFor(path)];
    const response = await trpc(server, path, input, { type, ...(token ? { token } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    if (!secret) expect(response.status, JSON.stringify(response.body)).toBe(400);
  });
});

describe('the inputs that answered 500', () => {
  const refusedAsText = (body: unknown) =>
    expect(JSON.stringify(body)).toContain(textMessageKeys.controlCharacters);

  it('register names', async () => {
    for (const field of ['firstName', 'lastName', 'displayName']) {
      const response = await trpc(server, 'auth.register', {
        firstName: 'Dee',
        lastName: 'Signer',
        displayName: 'dee',
        email: 'nul.register@example.com',
        password: 'a long password 1',
        language: 'en',
        [field]: 'Dee\u0000',
      });
      expect(response.status).toBe(400);
      refusedAsText(response.body);
    }
    const users = await testDb.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nul.register@example.com')
      .execute();
    expect(users).toEqual([]);
  });

  it('contact message, admin searches, designer comment and revision note', async () => {
    const calls: [string, unknown, Caller, 'query' | 'mutation'][] = [
      [
        'contact.send',
        { email: 'a@example.com', message: 'hi\u0000', language: 'en' },
        'anonymous',
        'mutation',
      ],
      ['admin.users.list', { search: 'a\u0000' }, 'admin', 'query'],
      ['admin.orders.list', { search: 'a\u0000' }, 'admin', 'query'],
      [
        'designer.orders.submit',
        {
          orderId: randomUUID(),
          images: [{ orderImageId: randomUUID(), editedMediaId: randomUUID() }],
          comment: 'done\u0000',
        },
        'designer',
        'mutation',
      ],
      [
        'clientOrders.requestRevision',
        { orderImageId: randomUUID(), note: 'redo\u0000' },
        'client',
        'mutation',
      ],
    ];
    for (const [path, input, caller, type] of calls) {
      const token = tokens[caller];
      const response = await trpc(server, path, input, { type, ...(token ? { token } : {}) });
      expect(response.status, path).toBe(400);
      refusedAsText(response.body);
    }
  });
});
