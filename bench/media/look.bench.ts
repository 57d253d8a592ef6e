// The listing consistency check (issue 33; prints figures, asserts nothing): a designer's delivery of PHOTOS
// edited photos (default 40, 3000 × 2000 JPEGs of one generated house, one made warmer and one darker) uploaded
// through the real media pipeline (the render worker measures each photo's look as it renders its variants, the
// service stores it) into a real database, then the order's consistency report read as the client's page reads it.
// Printed beside the floor measured in the same run: sharp reading the 40 small variants (the thumbnails).
// The goal: the report ready within 2 s after the last upload.
// Usage: pnpm --filter @photoedit/bench run bench:look   (PHOTOS=)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { darker, warmer } from '../../apps/api/src/modules/media/media.look.fixtures';
import { roomPhoto } from '../../apps/api/src/modules/media/media.rooms.testing';

const count = Number(process.env.PHOTOS ?? 40);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

// The photos first: the generated rooms are drawn from SVG, which the upload pipeline blocks once it is loaded.
const scratch = await mkdtemp(join(tmpdir(), 'photoedit-bench-look-'));
const photos: string[] = [];
for (let index = 0; index < count; index++) {
  let photo = await roomPhoto((index % 12) + 1, 3000, 2000);
  if (index === 6) photo = await warmer(photo);
  if (index === 17) photo = await darker(photo);
  const path = join(scratch, `photo-${index + 1}.jpg`);
  await writeFile(path, photo);
  photos.push(path);
}

const { startBenchDatabase } = await import('../bench-database');
const { createMediaModule } = await import('../../apps/api/src/modules/media/media.module');
const { listingLook } = await import('../../apps/api/src/modules/orders/orders.look');
const { createHash } = await import('node:crypto');
const { readFile, copyFile, stat } = await import('node:fs/promises');

const bench = await startBenchDatabase('look');
const { db } = bench.database;
const media = createMediaModule({
  db,
  config: { ...bench.config.media, storage: { driver: 'local', dir: join(scratch, 'store') } },
  now: () => new Date(),
  log: bench.logger,
});
const designer = await db
  .insertInto('users')
  .values({
    email: 'bench-designer@example.com',
    role: 'designer',
    approved: true,
    approved_at: new Date(),
    password_hash: 'bench',
  })
  .returning('id')
  .executeTakeFirstOrThrow();

/** One upload as the route hands it to the service: a spooled copy of the file, its size and hash. */
async function upload(path: string, index: number) {
  const spooled = join(scratch, `spool-${index}-${Math.random().toString(36).slice(2)}.jpg`);
  await copyFile(path, spooled);
  const bytes = await readFile(spooled);
  return media.service.upload(
    {
      path: spooled,
      byteSize: (await stat(spooled)).size,
      sha256: createHash('sha256').update(bytes).digest(),
      fileName: `photo-${index + 1}.jpg`,
    },
    { userId: designer.id, draftId: null },
  );
}

// The delivery: every file uploaded as the studio sends them (three at a time); the order's images point at them.
const started = performance.now();
const uploaded: string[] = new Array(count);
let next = 0;
let lastUploadAt = 0;
await Promise.all(
  Array.from({ length: 3 }, async () => {
    while (next < count) {
      const index = next++;
      uploaded[index] = (await upload(photos[index] as string, index)).id;
      lastUploadAt = performance.now();
    }
  }),
);
const client = await db
  .insertInto('users')
  .values({ email: 'bench-client@example.com', role: 'client' })
  .returning('id')
  .executeTakeFirstOrThrow();
const order = await db
  .insertInto('orders')
  .values({
    client_id: client.id,
    currency: 'USD',
    subtotal_minor: 1000,
    total_minor: 1000,
    contact_email: 'bench@example.com',
    payment_status: 'paid',
    paid_at: new Date(),
    status: 'in_progress',
    designer_id: designer.id,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('order_images')
  .values(
    uploaded.map((id, position) => ({
      order_id: order.id,
      position,
      original_media_id: id,
      edited_media_id: id,
    })),
  )
  .execute();
// The report as the client's order page (and the designer's check) reads it, the first time after the uploads.
const report = await listingLook(db, order.id);
const readyAt = performance.now();
const reportTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  const from = performance.now();
  await listingLook(db, order.id);
  reportTimes.push(performance.now() - from);
}

// The floor: sharp reading the 40 small variants (the thumbnails the pipeline stored).
const thumbnails = await Promise.all(
  uploaded.map(async (id) => {
    const variant = await db
      .selectFrom('media_variants')
      .select('storage_key')
      .where('media_id', '=', id)
      .where('quality', '=', 'thumbnail')
      .executeTakeFirstOrThrow();
    return readFile(join(scratch, 'store', variant.storage_key));
  }),
);
const floorTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  const from = performance.now();
  for (const thumbnail of thumbnails) await sharp(thumbnail).raw().toBuffer();
  floorTimes.push(performance.now() - from);
}
const floor = median(floorTimes);

// What measuring adds to each upload: measureLook on the thumbnail's pixels, which the render makes anyway.
const { measureLook } = await import('../../apps/api/src/modules/media/media.look');
const decoded = await sharp(photos[0] as string)
  .resize(400, 400, { fit: 'inside' })
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
const pixels = {
  data: decoded.data,
  width: decoded.info.width,
  height: decoded.info.height,
  channels: 4 as const,
};
const measureTimes: number[] = [];
for (let round = 0; round < 7; round++) {
  const from = performance.now();
  measureLook(pixels);
  measureTimes.push(performance.now() - from);
}
const perPhoto = median(measureTimes);
const afterLast = readyAt - lastUploadAt;

console.log(
  `${count} delivered photos (3000 × 2000 JPEGs) uploaded through the pipeline: ${ms(lastUploadAt - started)}`,
);
console.log(`floor: sharp reading the ${count} small variants: ${ms(floor)} (median of 5)`);
console.log(
  `consistency report ready ${ms(afterLast)} after the last upload (${(afterLast / floor).toFixed(2)}× the floor; goal ≤ 2000 ms)`,
);
console.log(`the report read again: median ${median(reportTimes).toFixed(1)} ms`);
console.log(
  `measuring a photo's look adds ${perPhoto.toFixed(1)} ms to its upload (${ms(perPhoto * count)} for ${count}, ${((perPhoto * count) / floor).toFixed(2)}× the floor)`,
);
console.log(
  `flagged: ${report?.outliers.map((photo) => `photo ${photo.number} (${photo.flags.map((flag) => flag.kind).join(', ')})`).join('; ') || 'none'}`,
);

await bench.stop();
await rm(scratch, { recursive: true, force: true });
process.exit(0);
