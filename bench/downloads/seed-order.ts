// A paid, delivered order of `photos` photos whose originals and delivered files are `bytes` each, written straight
// to storage and the database (uploading a gigabyte through the image pipeline would measure the pipeline, not the
// ZIP). Every file has its own bytes, so the ZIP really reads `2 × photos × bytes` from storage.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../apps/api/src/db/tables';
import type { MediaStorage } from '../../apps/api/src/storage';

async function storedJpeg(db: Executor, storage: MediaStorage, ownerId: string, name: string, bytes: number) {
  const media = await db
    .insertInto('media')
    .values({
      owner_user_id: ownerId,
      format: 'jpeg',
      byte_size: bytes,
      width: 6000,
      height: 4000,
      original_filename: name,
      status: 'ready',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = `media/${media.id}/original.jpg`;
  await storage.put(key, randomBytes(bytes), 'image/jpeg');
  await db
    .insertInto('media_variants')
    .values({
      media_id: media.id,
      quality: 'original',
      storage_key: key,
      format: 'jpeg',
      byte_size: bytes,
      width: 6000,
      height: 4000,
    })
    .execute();
  return media.id;
}

export async function seedDeliveredOrder(
  db: Executor,
  storage: MediaStorage,
  options: { photos: number; bytes: number },
) {
  const user = (role: 'client' | 'designer') =>
    db
      .insertInto('users')
      .values({
        email: `bench-${role}-${Date.now()}@example.com`,
        role,
        approved: true,
        approved_at: new Date(),
        password_hash: 'no sign-in',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const client = await user('client');
  const designer = await user('designer');
  const now = new Date();
  const order = await db
    .insertInto('orders')
    .values({
      client_id: client.id,
      designer_id: designer.id,
      currency: 'USD',
      subtotal_minor: 1000,
      total_minor: 1000,
      contact_email: 'bench@example.com',
      payment_status: 'paid',
      paid_at: now,
      status: 'in_progress',
      notes: 'Bench order.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let position = 0; position < options.photos; position++) {
    const original = await storedJpeg(db, storage, client.id, `photo-${position + 1}.jpg`, options.bytes);
    const edited = await storedJpeg(db, storage, designer.id, `edited-${position + 1}.jpg`, options.bytes);
    await db
      .insertInto('order_images')
      .values({
        order_id: order.id,
        position,
        original_media_id: original,
        edited_media_id: edited,
        submitted_at: now,
      })
      .execute();
  }
  return order.id;
}
