import { appErrorCodes } from '@photoedit/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, appCodeFromTrpc, appErrorTable, describeHttpError } from './errors';

describe('the AppError table', () => {
  it('maps every AppErrorCode to a tRPC code with the same HTTP status tRPC itself uses', () => {
    expect(Object.keys(appErrorTable).sort()).toEqual([...appErrorCodes].sort());
    for (const code of appErrorCodes) {
      const { trpc, status } = appErrorTable[code];
      expect(getHTTPStatusCodeFromError(new TRPCError({ code: trpc })), code).toBe(status);
      expect(appCodeFromTrpc(trpc), code).toBe(code);
    }
  });

  it('has the agreed statuses', () => {
    expect(Object.fromEntries(appErrorCodes.map((code) => [code, appErrorTable[code].status]))).toEqual({
      BAD_INPUT: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      RATE_LIMITED: 429,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      UNAVAILABLE: 503,
      INTERNAL: 500,
    });
  });
});

describe('describeHttpError', () => {
  it('describes an AppError by the table, with its message key', () => {
    expect(describeHttpError(new AppError('CONFLICT', 'errors.orderAlreadyClaimed'), false)).toMatchObject({
      appCode: 'CONFLICT',
      status: 409,
      messageKey: 'errors.orderAlreadyClaimed',
      internal: false,
    });
  });

  it('turns a zod error into BAD_INPUT with field issues', () => {
    const result = z.object({ email: z.email() }).safeParse({ email: 'nope' });
    expect(describeHttpError(result.error, false)).toMatchObject({
      appCode: 'BAD_INPUT',
      status: 400,
      issues: [{ path: ['email'], message: expect.any(String) }],
    });
  });

  it("keeps Fastify's own client errors", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(describeHttpError(tooLarge, false)).toMatchObject({
      appCode: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: 'Request body is too large',
    });
  });

  it('hides unknown errors behind a generic message unless internals are exposed', () => {
    const error = new Error('relation "users" does not exist: SELECT password_hash FROM users');
    expect(describeHttpError(error, false)).toEqual({
      appCode: 'INTERNAL',
      status: 500,
      message: appErrorTable.INTERNAL.message,
      messageKey: 'errors.INTERNAL',
      internal: true,
    });
    expect(describeHttpError(error, true).message).toBe(error.message);
  });
});
