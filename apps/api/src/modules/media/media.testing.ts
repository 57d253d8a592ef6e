// Test helpers for media: a server whose media live in a temp directory, multipart bodies built by hand
// (so tests can send what browsers never would), and fixture orders.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { DB } from '../../db/tables';
import type { Server } from '../../server';
import { createLocalStorage } from '../../storage/local';
import { testConfig } from '../../test/server';
import { createIdentityTestServer, generousRateLimits } from '../auth/auth.fixtures';

export interface MediaTestServer extends Server {
  mediaDir: string;
  config: Config;
  /** Every stored file (keys), to check that refusals leave nothing behind. */
  storedKeys(): Promise<string[]>;
  mediaRows(): Promise<number>;
  cleanup(): Promise<void>;
}

export async function createMediaTestServer(
  database: Database,
  media: Partial<Config['media']> = {},
  overrides: Partial<Config> = {},
): Promise<MediaTestServer & { clock: { now: () => Date; set(d: Date): void; advance(ms: number): void } }> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'photoedit-media-'));
  const base = testConfig();
  const config: Config = {
    ...base,
    rateLimits: generousRateLimits,
    ...overrides,
    media: {
      ...base.media,
      storage: { driver: 'local', dir: mediaDir },
      spoolDir: `${mediaDir}-spool`,
      processingConcurrency: 2,
      ...media,
    },
  };
  const server = createIdentityTestServer(database, { config });
  const storage = createLocalStorage(mediaDir);
  return Object.assign(server, {
    mediaDir,
    config,
    storedKeys: () => storage.list(''),
    mediaRows: async () => {
      const row = await database.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    cleanup: async () => {
      await server.app.close();
      await rm(mediaDir, { recursive: true, force: true });
      await rm(`${mediaDir}-spool`, { recursive: true, force: true });
    },
  });
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photoedit${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the `file` field, as a browser sends it. */
export const fileBody = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  multipart([{ name: 'file', filename, contentType, data }]);

/** POST /api/media/upload of one photo as a signed-in user; the answer as it came (201 with `{ id }` when stored). */
export function uploadPhoto(server: Pick<Server, 'app'>, token: string, data: Buffer, name: string) {
  const body = fileBody(data, name, name.endsWith('.png') ? 'image/png' : 'image/jpeg');
  return server.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

/** An order holding the given media as its images (paid or not, assigned or not). */
export async function createOrderWithMedia(
  db: Kysely<DB>,
  options: { clientId: string | null; designerId?: string | null; paid: boolean; mediaIds: string[] },
) {
  const now = new Date();
  const order = await db
    .insertInto('orders')
    .values({
      client_id: options.clientId,
      designer_id: options.designerId ?? null,
      currency: 'USD',
      subtotal_minor: 1000,
      total_minor: 1000,
      contact_email: 'order@example.com',
      payment_status: options.paid ? 'paid' : 'awaiting_payment',
      paid_at: options.paid ? now : null,
      status: options.designerId ? 'in_progress' : 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_images')
    .values(options.mediaIds.map((id, position) => ({ order_id: order.id, position, original_media_id: id })))
    .execute();
  return order.id;
}
