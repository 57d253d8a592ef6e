// A live stream read over a real socket, as a browser's EventSource would (tests and the bench): the SSE lines
// parsed into events, waited for by condition.
export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

export interface OpenStream {
  readonly events: SseEvent[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ended the answer. */
  readonly ended: Promise<void>;
  close(): void;
}

export interface StreamRequest {
  token?: string;
  lastEventId?: string;
  /** Sent as the Last-Event-ID header (an EventSource's own reconnection) instead of in the input. */
  lastEventIdHeader?: string;
}

/** Opens `GET {trpcUrl}/{path}` as httpSubscriptionLink does (input and connectionParams in the query string). */
export async function openStream(
  trpcUrl: string,
  path: string,
  request: StreamRequest = {},
): Promise<OpenStream> {
  const query = new URLSearchParams();
  if (request.lastEventId) query.set('input', JSON.stringify({ lastEventId: request.lastEventId }));
  if (request.token) query.set('connectionParams', JSON.stringify({ token: request.token }));
  const abort = new AbortController();
  const response = await fetch(`${trpcUrl}/${path}?${query}`, {
    signal: abort.signal,
    headers: {
      accept: 'text/event-stream',
      ...(request.lastEventIdHeader ? { 'last-event-id': request.lastEventIdHeader } : {}),
    },
  });
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event: SseEvent = { event: 'message', id: undefined, data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'id') event.id = value;
            else if (field === 'data') event.data += value;
          }
          if (block.trim() !== '') events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    events,
    ended,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            finish();
            resolve(found);
          } else if (done) {
            finish();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The `{ kind, orderId }` of a data event. */
export const liveData = (event: SseEvent) =>
  event.event === 'message' && event.data
    ? (JSON.parse(event.data) as { kind: string; orderId: string | null })
    : undefined;
