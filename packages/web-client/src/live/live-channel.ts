// The browser's end of the live channel (ADR 010): one subscription per page to the role's `live.*` stream, kept
// open across failures. The server sends ids only; what to refetch is the app's (`onChange`). An expired access
// token ends the stream with 401: the session is refreshed (the link's connectionParams read the new token) and
// the stream resumes after the last event it had, on whichever node the load balancer picks.
import type { LiveEvent, Role, StaffRole } from '@photoedit/contracts';
import { TRPCClientError } from '@trpc/client';
import { apiClient } from '../api/client';
import { refreshSession } from '../session/auth-fetch';

/** `down`: the channel was open and is lost (shown); `connecting` before the first connection (not shown). */
export type LiveStatus = 'connecting' | 'live' | 'down';

export interface LiveChannelOptions {
  role: Role | StaffRole;
  /** An order changed (never the `ready` event). */
  onEvent: (event: Exclude<LiveEvent, { kind: 'ready' }>) => void;
  /** Time to refetch: after events (coalesced) and when the channel is back after being down. */
  onChange: () => void;
  onStatus: (status: LiveStatus) => void;
}

const retryDelaysMs = [1000, 2000, 5000, 10_000, 30_000];
/** Events arriving together refetch once. */
const coalesceMs = 150;

/** Opens the channel; returns its close. */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  let closed = false;
  let lastEventId: string | undefined;
  let failures = 0;
  let down = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | undefined;

  const changed = () => {
    if (changeTimer !== undefined) return;
    changeTimer = setTimeout(() => {
      changeTimer = undefined;
      if (!closed) options.onChange();
    }, coalesceMs);
  };
  const lost = () => {
    if (!down) options.onStatus('down');
    down = true;
  };
  const connected = () => {
    failures = 0;
    options.onStatus('live');
    if (down) changed();
    down = false;
  };

  const subscribe = () => {
    const procedure = apiClient.live[options.role];
    subscription = procedure.subscribe(lastEventId ? { lastEventId } : undefined, {
      onData: (envelope) => {
        lastEventId = envelope.id;
        const event = envelope.data;
        if (event.kind === 'ready') return;
        options.onEvent(event);
        changed();
      },
      onConnectionStateChange: (state) => {
        if (state.state === 'pending') connected();
        else if (state.state === 'connecting' && state.error) lost();
      },
      onError: (error) => {
        subscription = undefined;
        lost();
        void retry(error);
      },
      onComplete: () => {
        subscription = undefined;
        if (!closed) void retry(undefined);
      },
    });
  };

  const retry = async (error: unknown) => {
    if (closed) return;
    const code =
      error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
    // A stream ended by an expired token: a new token and at once (a failed refresh signs the role out).
    if (code === 'UNAUTHORIZED' && failures === 0 && (await refreshSession(options.role))) {
      failures++;
      if (!closed) subscribe();
      return;
    }
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 30_000;
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) subscribe();
    }, delay);
  };

  subscribe();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    clearTimeout(changeTimer);
    subscription?.unsubscribe();
  };
}
