// The SQL of API keys (issue 36): an account's keys, a key found by the hash of its secret while not revoked, and
// every key for the console.
import type { Executor } from '../../db/tables';

const keyColumns = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.can_write',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
] as const;

export const selectAccountKeys = (db: Executor, accountId: string) =>
  db
    .selectFrom('api_keys as k')
    .select(keyColumns)
    .where('k.account_id', '=', accountId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .execute();

export type KeyRow = Awaited<ReturnType<typeof selectAccountKeys>>[number];

export const countActiveKeys = async (db: Executor, accountId: string) =>
  Number(
    (
      await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const insertedColumns = [
  'id',
  'name',
  'prefix',
  'can_write',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export const insertKey = (
  db: Executor,
  key: {
    accountId: string;
    createdBy: string;
    name: string;
    prefix: string;
    secretHash: Buffer;
    canWrite: boolean;
    now: Date;
  },
) =>
  db
    .insertInto('api_keys')
    .values({
      account_id: key.accountId,
      created_by: key.createdBy,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      can_write: key.canWrite,
      created_at: key.now,
    })
    .returning(insertedColumns)
    .executeTakeFirstOrThrow();

/** Revokes a key of the account (or any key: `accountId` null, an admin); the key after, or undefined. */
export const revokeKey = async (
  db: Executor,
  keyId: string,
  accountId: string | null,
  by: string,
  now: Date,
) => {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now, revoked_by: by })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .$if(accountId !== null, (query) => query.where('account_id', '=', accountId as string))
    .execute();
  return db
    .selectFrom('api_keys as k')
    .select(keyColumns)
    .where('k.id', '=', keyId)
    .$if(accountId !== null, (query) => query.where('k.account_id', '=', accountId as string))
    .executeTakeFirst();
};

/** An active key by the hash of its secret. */
export const selectActiveKey = (db: Executor, secretHash: Buffer) =>
  db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'can_write', 'last_used_at'])
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const touchKey = (db: Executor, keyId: string, now: Date) =>
  db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', keyId).execute();

export const selectAllKeys = (db: Executor) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.account_id')
    .select([...keyColumns, 'u.email'])
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .limit(500)
    .execute();

/** Takes an Idempotency-Key for a request (false: the key was taken already, by this request or another). */
export async function claimIdempotencyKey(
  db: Executor,
  row: { keyId: string; idempotencyKey: string; fingerprint: Buffer; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('api_idempotency')
    .values({
      api_key_id: row.keyId,
      idempotency_key: row.idempotencyKey,
      fingerprint: row.fingerprint,
      created_at: row.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('created_at')
    .executeTakeFirst();
  return inserted !== undefined;
}

export const selectIdempotencyKey = (db: Executor, keyId: string, idempotencyKey: string) =>
  db
    .selectFrom('api_idempotency')
    .select(['fingerprint', 'status_code', 'response', 'created_at'])
    .where('api_key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();

export const completeIdempotencyKey = (
  db: Executor,
  keyId: string,
  idempotencyKey: string,
  answer: { statusCode: number; response: string },
) =>
  db
    .updateTable('api_idempotency')
    .set({ status_code: answer.statusCode, response: answer.response })
    .where('api_key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();

/** Frees a key whose request failed (or was abandoned), so it can be sent again. */
export const releaseIdempotencyKey = (
  db: Executor,
  keyId: string,
  idempotencyKey: string,
  createdAt?: Date,
) => {
  let query = db
    .deleteFrom('api_idempotency')
    .where('api_key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('status_code', 'is', null);
  if (createdAt) query = query.where('created_at', '=', createdAt);
  return query.execute();
};

export const deleteIdempotencyBefore = async (db: Executor, before: Date) =>
  Number(
    (await db.deleteFrom('api_idempotency').where('created_at', '<', before).executeTakeFirst())
      .numDeletedRows,
  );
