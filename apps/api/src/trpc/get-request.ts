// A tRPC GET call (a query, or a batch of queries) as the Fetch `Request` that tRPC's `resolveResponse` reads.
// tRPC's own conversion (`incomingMessageToRequest`) builds an undici Request: a copy of every header into a
// Headers object, and an AbortSignal that undici follows through a WeakRef and a finaliser, whose clean-up and
// garbage were about a tenth of a cached query's CPU. A GET has no body, and of the Request resolveResponse reads
// only the method, the URL, `headers.get`/`has` and the signal: this object is those, over Node's own request.
// POST (mutations) keeps tRPC's conversion, body handling included.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createURL } from '@trpc/server/adapters/node-http';

/** Fetch's `Headers.get`/`has` over Node's parsed headers (names already lower-case; repeats joined by ", "). */
class IncomingHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/**
 * The Request of a GET for resolveResponse. Its signal aborts when the connection closes before the answer was
 * sent, as tRPC's conversion does.
 */
export function trpcGetRequest(raw: IncomingMessage, res: ServerResponse): Request {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableEnded) controller.abort();
  });
  const request = {
    method: 'GET',
    // Read only when the call goes on to resolveResponse (get-queries.ts reads the query string itself).
    get url() {
      return createURL(raw).href;
    },
    headers: new IncomingHeaders(raw.headers),
    signal: controller.signal,
  };
  return request as unknown as Request;
}
