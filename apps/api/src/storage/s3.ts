// S3-compatible driver (AWS S3, MinIO, R2, ...). A PutObject is atomic by nature: readers see the old
// object or the new one, never a partial one.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { unavailableRetryAfterSeconds } from '../db/unavailable';
import { AppError } from '../errors';
import { assertValidKey, type MediaStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket, e.g. "photoedit/" (default none). */
  prefix?: string;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The store is away (refused, reset or timed-out connections; 5xx answers such as 503 SlowDown), as opposed to
 * a request it refused (403, 404): the request is answered 503 with Retry-After, never 500.
 */
function storeUnavailable(error: unknown): boolean {
  const e = error as { $metadata?: { httpStatusCode?: number }; name?: string; code?: string };
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  return true; // No HTTP answer at all: the connection failed or timed out.
}

function unavailableStore(error: unknown): AppError {
  return new AppError('UNAVAILABLE', undefined, {
    message: 'The file store cannot be reached right now. Please try again in a moment.',
    cause: error,
    headers: { 'retry-after': String(unavailableRetryAfterSeconds) },
  });
}

/**
 * The SDK (~6 MB of heap, hundreds of modules) is imported when an S3 storage is created rather than by a
 * static import, so a node that stores media on local disk never loads it.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, options) }));
  // A failed import surfaces on the first use (each call awaits it), not as an unhandled rejection.
  loaded.catch(() => {});
  const prefix = options.prefix ?? '';
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  return {
    driver: 's3',

    async put(key, source, contentType) {
      const { sdk, client } = await loaded;
      const Body = Buffer.isBuffer(source) ? source : createReadStream(source.path);
      const ContentLength = Buffer.isBuffer(source) ? source.length : (await stat(source.path)).size;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body,
          ContentLength,
          ContentType: contentType,
        }),
      );
    },

    async get(key, range) {
      const { sdk, client } = await loaded;
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const total = answer.ContentRange
          ? Number(answer.ContentRange.split('/')[1])
          : (answer.ContentLength ?? 0);
        return { body: answer.Body as Readable, size: total };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      const { sdk, client } = await loaded;
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(keys) {
      if (keys.length === 0) return;
      const { sdk, client } = await loaded;
      for (let index = 0; index < keys.length; index += 1000) {
        const batch = keys.slice(index, index + 1000);
        if (batch.length === 0) continue;
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
        const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(
            `S3 delete failed for ${failed.length} key(s): ${failed[0]?.Code} ${failed[0]?.Key}`,
          );
        }
      }
    },

    async list(listPrefix) {
      const { sdk, client } = await loaded;
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const answer = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${prefix}${listPrefix}`, ContinuationToken }),
        );
        for (const item of answer.Contents ?? []) {
          if (item.Key) keys.push(item.Key.slice(prefix.length));
        }
        ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async check() {
      const { sdk, client } = await loaded;
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },

    async close() {
      (await loaded.catch(() => undefined))?.client.destroy();
    },
  };
}

function newClient(sdk: S3Sdk, options: S3StorageOptions): S3Client {
  const client = new sdk.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default streams bodies as aws-chunked with a trailing
    // CRC, which several S3-compatible servers store verbatim (s3rver does).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that is away fails fast (one retry, a 3 s connect limit) instead of holding the request for the
    // SDK's default three attempts with back-off; a store that hangs mid-answer is given up after 60 s.
    maxAttempts: 2,
    // The SDK's own warnings (an upload's stream that cannot be retried) go to the console without one; the
    // request's failure is what we log, once, as a 503.
    logger: { trace: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  // Outermost step: sees each command's final error, after the SDK's retries.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (!isNotFound(error) && storeUnavailable(error)) throw unavailableStore(error);
        throw error;
      }
    },
    { step: 'initialize', name: 'photoeditStoreUnavailable' },
  );
  return client;
}
