// Error responses of the REST side ({ error: { code, message, messageKey, issues? } }) and of the tRPC
// mount for errors raised before tRPC runs (body too large, wrong content type), in tRPC's own shape.
import type { ApiErrorBody } from '@photoedit/contracts';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, appErrorTable, describeHttpError, type HttpErrorDescription } from '../errors';

type ErrorHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => unknown;

function describeAndLog(
  error: unknown,
  request: FastifyRequest,
  exposeInternals: boolean,
): HttpErrorDescription {
  const described = describeHttpError(error, exposeInternals);
  if (described.internal) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: described.appCode, status: described.status }, described.message);
  return described;
}

export function restErrorBody(described: HttpErrorDescription): ApiErrorBody {
  return {
    error: {
      code: described.appCode,
      message: described.message,
      messageKey: described.messageKey,
      ...(described.issues ? { issues: described.issues } : {}),
    },
  };
}

export function restErrorHandler(exposeInternals: boolean): ErrorHandler {
  const problems = problemErrorHandler(exposeInternals);
  return (error, request, reply) => {
    // An address under REST v1 that no v1 route matched (the web apps' fallback refuses it): v1's error shape.
    if (request.url.startsWith('/api/v1/')) return problems(error, request, reply);
    const described = describeAndLog(error, request, exposeInternals);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.code(described.status).header('cache-control', 'no-store').send(restErrorBody(described));
  };
}

export function trpcMountErrorHandler(exposeInternals: boolean): ErrorHandler {
  return (error, request, reply) => {
    const described = describeAndLog(error, request, exposeInternals);
    const trpcCode = appErrorTable[described.appCode].trpc;
    return reply.code(described.status).send({
      error: {
        message: described.message,
        code: TRPC_ERROR_CODES_BY_KEY[trpcCode],
        data: {
          code: trpcCode,
          httpStatus: described.status,
          appCode: described.appCode,
          messageKey: described.messageKey,
        },
      },
    });
  };
}

/** Every unmatched route: JSON 404 (GET/HEAD of app pages never get here, the web apps catch them); under REST v1 a problem document. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const described = describeHttpError(new AppError('NOT_FOUND'), false);
  request.log.info({ method: request.method, url: request.url }, 'route not found');
  if (request.url.startsWith('/api/v1/')) {
    return reply.code(404).type('application/problem+json').send(problemBody(described));
  }
  return reply.code(404).send(restErrorBody(described));
}

/**
 * REST v1's errors (issue 36) as RFC 9457 problem details (`application/problem+json`): `title` the English message,
 * `status`, `code` and `messageKey` (the same translated keys as the apps), `issues` for bad input.
 */
export function problemErrorHandler(exposeInternals: boolean): ErrorHandler {
  return (error, request, reply) => {
    const described = describeAndLog(error, request, exposeInternals);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply
      .code(described.status)
      .header('cache-control', 'no-store')
      .type('application/problem+json')
      .send(problemBody(described));
  };
}

function problemBody(described: HttpErrorDescription) {
  return {
    type: 'about:blank',
    title: described.message,
    status: described.status,
    code: described.appCode,
    messageKey: described.messageKey,
    ...(described.issues ? { issues: described.issues } : {}),
  };
}
