// Test helper: a local S3-compatible server (s3rver) on a free port, with one bucket, in a temp directory.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export async function startS3rver(bucket: string) {
  const dir = await mkdtemp(join(tmpdir(), 'photoedit-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
