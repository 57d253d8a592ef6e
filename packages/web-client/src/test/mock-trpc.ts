// The API at its network boundary, for DOM tests of the apps: `fetch` answers the tRPC client's (batched)
// requests from a handler per procedure, and records the calls with their headers. The app code under test is
// unchanged. The few REST calls of the apps (draft uploads' addresses) are answered by `rest`, when given.
import { vi } from 'vitest';

export type TrpcAnswer =
  | { data: unknown }
  | {
      error: {
        code: string;
        messageKey: string;
        status: number;
        appCode?: string;
        issues?: { path: (string | number)[]; message: string }[];
      };
    };
export type TrpcHandler = (
  path: string,
  input: unknown,
  headers: Headers,
) => TrpcAnswer | Promise<TrpcAnswer>;
/** A REST call's JSON answer (status 200), by its path and method. */
export type RestHandler = (path: string, method: string) => unknown;

export interface TrpcCall {
  path: string;
  input: unknown;
  headers: Headers;
}

const trpcPrefix = '/api/trpc/';

const wireAnswer = (answer: TrpcAnswer) =>
  'data' in answer
    ? { result: { data: answer.data } }
    : {
        error: {
          message: 'x',
          code: -32600,
          data: {
            code: answer.error.code,
            messageKey: answer.error.messageKey,
            httpStatus: answer.error.status,
            ...(answer.error.appCode ? { appCode: answer.error.appCode } : {}),
            ...(answer.error.issues ? { issues: answer.error.issues } : {}),
          },
        },
      };

export function mockTrpc(handler: TrpcHandler, rest?: RestHandler) {
  const calls: TrpcCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (request, init) => {
    const url = new URL(request instanceof Request ? request.url : String(request), 'http://localhost');
    const method = init?.method ?? (request instanceof Request ? request.method : 'GET');
    if (!url.pathname.startsWith(trpcPrefix)) {
      if (!rest) throw new Error(`unexpected request in a test: ${method} ${url.pathname}`);
      return Response.json(await rest(url.pathname, method));
    }
    const headers = new Headers(init?.headers);
    const paths = url.pathname.slice(trpcPrefix.length).split(',');
    const sent = method === 'POST' ? String(init?.body ?? 'null') : url.searchParams.get('input');
    const parsed = sent === null ? undefined : JSON.parse(sent);
    // A batch (`?batch=1`) sends its inputs by index; a single call (one with its own headers) sends its input.
    const batched = url.searchParams.get('batch') === '1';
    const answers = await Promise.all(
      paths.map(async (path, index) => {
        const input = batched ? parsed?.[index] : parsed;
        calls.push({ path, input, headers });
        return wireAnswer(await handler(path, input, headers));
      }),
    );
    // As tRPC answers: the error's status when every call failed, else 200.
    const failure = answers.every((answer) => 'error' in answer)
      ? (answers[0] as { error: { data: { httpStatus: number } } }).error.data.httpStatus
      : 200;
    return new Response(JSON.stringify(batched ? answers : answers[0]), { status: failure });
  });
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** A decodable access token without `exp` (never "expiring soon"), for a stored test session. */
export const testAccessToken = `${btoa('{"alg":"HS256"}')}.${btoa('{"sub":"test"}')}.signature`.replaceAll(
  '=',
  '',
);
