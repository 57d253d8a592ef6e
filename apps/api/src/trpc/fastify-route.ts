// tRPC's HTTP route on Fastify, answering a complete JSON answer in one socket write. tRPC's own Fastify adapter
// (fastifyTRPCPlugin) hands Fastify the Fetch `Response` of `resolveResponse`, whose body Fastify then streams:
// chunked encoding and two writes per answer (the writes were a quarter of the server's CPU on payments.config).
// This route is that adapter's code with one change at the end: tRPC's protocol (`resolveResponse`: batching,
// inputs, errors, status codes, headers) is tRPC's; a complete answer (httpLink, httpBatchLink) is read whole and
// sent with its Content-Length, and anything streamed (httpBatchStreamLink's JSONL, subscriptions' SSE) is
// still streamed by Fastify as before. A GET of queries is answered by get-queries.ts without the Fetch objects;
// a subscription by sse-subscriptions.ts (tRPC's SSE protocol, each event encoded once for all streams); any
// other GET reaches resolveResponse as a lighter Request (get-request.ts).
import type { AnyTRPCRouter } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { incomingMessageToRequest, type NodeHTTPRequest } from '@trpc/server/adapters/node-http';
import { type HTTPBaseHandlerOptions, resolveResponse, type TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerGetQueries } from './get-queries';
import { trpcGetRequest } from './get-request';
import { answerSubscription } from './sse-subscriptions';

export type TrpcRouteOptions<TRouter extends AnyTRPCRouter> = HTTPBaseHandlerOptions<
  TRouter,
  FastifyRequest
> & {
  createContext: (options: CreateFastifyContextOptions) => Promise<unknown>;
  /** An idle stream's ping interval, when not the router's (config.live.pingMs: tests shorten it). */
  pingMs?: number;
  /** Who writes subscriptions: sse-subscriptions.ts (the default) or tRPC's own producer. */
  streamWriter?: 'direct' | 'trpc';
};

function fetchRequestOf(request: FastifyRequest, reply: FastifyReply): Request {
  if (request.method === 'GET') return trpcGetRequest(request.raw, reply.raw);
  const incoming: NodeHTTPRequest = request.raw;
  if ('body' in request) incoming.body = request.body;
  return incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null });
}

/** Whether tRPC's answer is a stream to pass on as it comes (JSONL batches, SSE subscriptions). */
const isStreamed = (response: Response) =>
  response.headers.has('transfer-encoding') || response.headers.get('content-type') === 'text/event-stream';

async function answer(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  if (response.body === null || isStreamed(response)) return reply.send(response);
  // Bytes, not a string: Fastify would add "; charset=utf-8" to the Content-Type of a string.
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/** Adds `prefix/:path` (every method) answering tRPC calls, and the body parsers tRPC expects, to `scope`. */
export function registerTrpcRoute<TRouter extends AnyTRPCRouter>(
  scope: FastifyInstance,
  prefix: string,
  options: TrpcRouteOptions<TRouter>,
): void {
  // As fastifyTRPCPlugin: tRPC parses the JSON itself, and multipart bodies are left as streams.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => {
    done(null, body);
  });

  scope.all(`${prefix}/:path`, async (request, reply) => {
    const req = fetchRequestOf(request, reply);
    const createContext = (info: TRPCRequestInfo) =>
      options.createContext({ req: request, res: reply, info });
    if (await answerGetQueries(request, reply, req, { ...options, createContext })) return reply;
    if (
      options.streamWriter !== 'trpc' &&
      (await answerSubscription(request, reply, req, { ...options, createContext }))
    )
      return reply;
    const response = await resolveResponse({
      ...options,
      req,
      path: (request.params as { path: string }).path,
      error: null,
      createContext: ({ info }) => createContext(info),
      onError: (failure) => options.onError?.({ ...failure, req: request }),
    });
    return answer(reply, response);
  });
}
