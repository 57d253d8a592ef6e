// Idempotency keys of REST v1 POSTs (issue 36): `Idempotency-Key` makes a retried request safe. The first request of
// a key takes it and its answer is kept; the same request again gets that answer (never a second order); another
// request under the same key is refused. A request arriving while the first is still running waits for its answer.
// No connection is held while waiting: the key's row is taken in its own statement and polled.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiV1MessageKeys, apiV1Rules } from '@photoedit/contracts';
import { AppError } from '../../errors';
import type { PlainServiceDeps } from '../service-deps';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyBefore,
  releaseIdempotencyKey,
  selectIdempotencyKey,
} from './api-keys.queries';

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
  /** The kept answer of an earlier request with the same key. */
  replayed: boolean;
}

/** A request still running after this long is taken to have died with its node: its key is free again. */
const abandonedAfterMs = 5 * 60_000;
const pollMs = 50;
const waitAtMostMs = 60_000;

export const requestFingerprint = (parts: readonly string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest();

/**
 * Runs `handle` once per (API key, Idempotency-Key). Without a key it just runs. A thrown error frees the key (the
 * request changed nothing and may be sent again); an answer is kept for `apiV1Rules.idempotencyTtlHours`.
 */
export async function idempotent(
  deps: PlainServiceDeps,
  request: { keyId: string; idempotencyKey: string | undefined; fingerprint: Buffer },
  handle: () => Promise<{ statusCode: number; body: unknown }>,
): Promise<IdempotentAnswer> {
  const { keyId, idempotencyKey, fingerprint } = request;
  if (idempotencyKey === undefined) return { ...(await handle()), replayed: false };
  if (!apiV1Rules.idempotencyKeyPattern.test(idempotencyKey)) {
    throw new AppError('BAD_INPUT', apiV1MessageKeys.idempotencyKeyInvalid, {
      message: 'Idempotency-Key must be 8 to 255 letters, digits or _.:- (a UUID is a good one).',
    });
  }
  const waitUntil = Date.now() + waitAtMostMs;
  for (;;) {
    const now = deps.now();
    if (await claimIdempotencyKey(deps.db, { keyId, idempotencyKey, fingerprint, now })) {
      let answer: { statusCode: number; body: unknown };
      try {
        answer = await handle();
      } catch (error) {
        await releaseIdempotencyKey(deps.db, keyId, idempotencyKey);
        throw error;
      }
      const response = JSON.stringify(answer.body ?? null);
      await completeIdempotencyKey(deps.db, keyId, idempotencyKey, {
        statusCode: answer.statusCode,
        response,
      });
      return { ...answer, replayed: false };
    }
    const kept = await selectIdempotencyKey(deps.db, keyId, idempotencyKey);
    if (!kept) continue; // the first request failed and freed the key: take it
    if (!kept.fingerprint.equals(fingerprint)) {
      throw new AppError('CONFLICT', apiV1MessageKeys.idempotencyMismatch, {
        message: 'This Idempotency-Key was used with another request.',
      });
    }
    if (kept.status_code !== null) {
      return { statusCode: kept.status_code, body: kept.response, replayed: true };
    }
    if (deps.now().getTime() - kept.created_at.getTime() > abandonedAfterMs) {
      await releaseIdempotencyKey(deps.db, keyId, idempotencyKey, kept.created_at);
      continue;
    }
    if (Date.now() > waitUntil) {
      throw new AppError('CONFLICT', apiV1MessageKeys.idempotencyMismatch, {
        message: 'A request with this Idempotency-Key is still running; send it again later.',
        headers: { 'retry-after': '5' },
      });
    }
    await sleep(pollMs);
  }
}

/** Forgets answers older than the keys' lifetime (the API keys' clean-up schedule). */
export function forgetOldIdempotencyKeys(deps: PlainServiceDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - apiV1Rules.idempotencyTtlHours * 3_600_000);
  return deleteIdempotencyBefore(deps.db, before);
}
