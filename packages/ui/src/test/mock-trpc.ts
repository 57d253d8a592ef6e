// The API at its network boundary, for DOM tests of the apps: `fetch` answers the tRPC client's (batched)
// requests from a handler per procedure, and records the calls. The app code under test is unchanged.
import { vi } from 'vitest';

export type TrpcAnswer = { data: unknown } | { error: { code: string; messageKey: string; status: number } };
export type TrpcHandler = (path: string, input: unknown) => TrpcAnswer;

export function mockTrpc(handler: TrpcHandler) {
  const calls: { path: string; input: unknown }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (request, init) => {
    const url = new URL(request instanceof Request ? request.url : String(request), 'http://localhost');
    const paths = url.pathname.replace('/api/trpc/', '').split(',');
    const batchInput =
      init?.method === 'POST'
        ? JSON.parse(String(init.body ?? '{}'))
        : JSON.parse(url.searchParams.get('input') ?? '{}');
    const answers = paths.map((path, index) => {
      const input = batchInput[index];
      calls.push({ path, input });
      const answer = handler(path, input);
      return 'data' in answer
        ? { result: { data: answer.data } }
        : {
            error: {
              message: 'x',
              code: -32600,
              data: {
                code: answer.error.code,
                messageKey: answer.error.messageKey,
                httpStatus: answer.error.status,
              },
            },
          };
    });
    // As tRPC answers a batch: the error's status when every call failed, else 200.
    const failure = answers.every((answer) => 'error' in answer)
      ? (answers[0] as { error: { data: { httpStatus: number } } }).error.data.httpStatus
      : 200;
    return new Response(JSON.stringify(answers), { status: failure });
  });
  return { calls, fetchMock, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** A decodable access token without `exp` (never "expiring soon"), for a stored test session. */
export const testAccessToken = `${btoa('{"alg":"HS256"}')}.${btoa('{"sub":"test"}')}.signature`.replaceAll(
  '=',
  '',
);
