// tRPC GET calls of queries (one, or a batch), answered without tRPC's Fetch plumbing. `resolveResponse` builds a
// Headers object, two AbortSignal combinations per call and a Fetch `Response` whose body the route then reads back
// as a stream: on a query without database work that was a third of the server's CPU. Here the protocol stays
// tRPC's own — its request parsing (`getRequestInfo`), procedure call, error shape, status code and response
// transform, in the order `resolveResponse` applies them — and only the answer is written directly.
// Whatever this does not take (other methods, streamed batches, an unknown procedure, a mutation or subscription
// over GET, unparsable input, a context that fails) goes to `resolveResponse` before anything has run, so every
// refusal is tRPC's; fastify-route.test.ts compares both ways of answering with tRPC's own adapter.
import type { AnyTRPCRouter } from '@trpc/server';
import type { HTTPBaseHandlerOptions, TRPCRequestInfo } from '@trpc/server/http';
import {
  getErrorShape,
  getHTTPStatusCode,
  getRequestInfo,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The route's options, with a context made from tRPC's reading of the request. */
export type DirectAnswerOptions<TRouter extends AnyTRPCRouter> = HTTPBaseHandlerOptions<
  TRouter,
  FastifyRequest
> & {
  createContext: (info: TRPCRequestInfo) => Promise<unknown>;
  /** An idle stream's ping interval, when not the router's. */
  pingMs?: number;
};
type Options<TRouter extends AnyTRPCRouter> = DirectAnswerOptions<TRouter>;

/** tRPC's own reading of a GET (its calls, their inputs unparsed); throws where tRPC would refuse it. */
export async function readTrpcGet<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest,
  fetchRequest: Request,
  options: Options<TRouter>,
): Promise<{ info: TRPCRequestInfo; searchParams: URLSearchParams }> {
  const rawUrl = request.raw.url ?? '';
  const query = rawUrl.indexOf('?');
  const searchParams = new URLSearchParams(query === -1 ? '' : rawUrl.slice(query + 1));
  const info = await getRequestInfo({
    req: fetchRequest,
    path: decodeURIComponent((request.params as { path: string }).path),
    router: options.router,
    searchParams,
    headers: fetchRequest.headers,
    // Read by nothing on these paths (the context ignores it); parsing it costs as much as a small query.
    url: undefined as unknown as URL,
    maxBatchSize: options.maxBatchSize,
  });
  return { info, searchParams };
}

/** As tRPC's isDataStream: a value only httpBatchStreamLink can carry. */
const isDataStream = (value: unknown) =>
  isObject(value) &&
  (isAsyncIterable(value) || Object.values(value).some((v) => isPromise(v) || isAsyncIterable(v)));

const streamingRefused = () =>
  new TRPCError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
  });

/** The request's calls when every one is a query this path answers; undefined hands the request to tRPC. */
async function queryCalls<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest,
  fetchRequest: Request,
  options: Options<TRouter>,
): Promise<TRPCRequestInfo | undefined> {
  if (request.method !== 'GET' || request.headers['trpc-accept'] !== undefined) return undefined;
  try {
    const { info } = await readTrpcGet(request, fetchRequest, options);
    if (info.type !== 'query' || info.calls.some((call) => call.procedure?._def.type !== 'query'))
      return undefined;
    // Parsed now, so that an unparsable input is tRPC's refusal rather than a failed call.
    for (const call of info.calls) await call.getRawInput();
    return info;
  } catch {
    return undefined;
  }
}

/**
 * Answers `request` when it is a GET of queries, and says whether it did (the reply is not returned: it is a
 * thenable, which `await` would wait on until the answer is written). `fetchRequest` is the light Request of
 * get-request.ts (its signal ends when the client goes away).
 */
export async function answerGetQueries<TRouter extends AnyTRPCRouter>(
  request: FastifyRequest,
  reply: FastifyReply,
  fetchRequest: Request,
  options: Options<TRouter>,
): Promise<boolean> {
  const info = await queryCalls(request, fetchRequest, options);
  if (!info) return false;
  let ctx: unknown;
  try {
    ctx = await options.createContext(info);
  } catch {
    return false;
  }
  const config = options.router._def._config;
  const settled = await Promise.all(
    info.calls.map(async (call): Promise<[TRPCError | undefined, unknown]> => {
      try {
        const data = await call.procedure?.({
          path: call.path,
          getRawInput: call.getRawInput,
          ctx,
          type: 'query',
          signal: fetchRequest.signal,
          batchIndex: call.batchIndex,
        });
        return [undefined, data];
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path: call.path, input: call.result(), ctx, type: 'query', req: request });
        return [error, undefined];
      }
    }),
  );
  // As resolveResponse: a streamed value in a single call is the request's failure (no path, no input, reported),
  // in a batch the call's (with them, not reported).
  const answers = settled.map(([failure, data], index) => {
    const call = info.calls[index] as (typeof info.calls)[number];
    let error = failure;
    let path: string | undefined = call.path;
    if (!error && isDataStream(data)) {
      error = streamingRefused();
      if (!info.isBatchCall) {
        path = undefined;
        options.onError?.({ error, path, input: undefined, ctx, type: 'query', req: request });
      }
    }
    if (!error) return { result: { data } };
    const input = path === undefined ? undefined : call.result();
    return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
  });
  const body = info.isBatchCall ? answers : (answers[0] as (typeof answers)[number]);
  reply
    .code(getHTTPStatusCode(answers))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json');
  // Bytes, not a string: Fastify would add "; charset=utf-8" to the Content-Type of a string.
  reply.send(Buffer.from(JSON.stringify(transformTRPCResponse(config, body))));
  return true;
}
