// What REST v1's tests share: a client with an API key, and calls with it (JSON, or an upload).
import type { ApiKeyCreated } from '@photoedit/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { createUser, data, trpc } from '../../modules/auth/auth.fixtures';
import { fileBody } from '../../modules/media/media.testing';
import type { ordersTestFrame } from '../../modules/orders/orders.fixtures';

type Frame = ReturnType<typeof ordersTestFrame>;
type Injector = Frame['server'];

export async function clientWithKey(frame: Frame, write = true, userId?: string) {
  const id = userId ?? (await createUser(frame.db, 'client')).id;
  const session = await frame.as(id);
  const created = data<ApiKeyCreated>(
    await trpc(frame.server, 'apiKeys.create', { name: 'Studio', write }, session),
  );
  return { id, session, secret: created.secret, keyId: created.key.id };
}

export function v1Call(
  server: Pick<Injector, 'app'>,
  method: 'GET' | 'POST',
  path: string,
  options: { secret?: string; body?: unknown; idempotencyKey?: string } = {},
) {
  return server.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      ...(options.secret ? { authorization: `Bearer ${options.secret}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

export function v1Upload(server: Pick<Injector, 'app'>, secret: string, image: Buffer, name = 'room.jpg') {
  const body = fileBody(image, name);
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${secret}` },
  });
}

export const orderCount = async (db: Kysely<DB>) =>
  Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
