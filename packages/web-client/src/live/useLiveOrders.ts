// useLiveOrders: keeps a page live (ADR 010). Mounted once per signed-in area; refetches through the app's
// queries on every change and whenever the channel comes back, and tells the page whether it is live.
import type { LiveEvent, Role } from '@photoedit/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type LiveStatus, openLiveChannel } from './live-channel';

export type OrderChange = Exclude<LiveEvent, { kind: 'ready' }>;

type Listener = (event: OrderChange) => void;
const listeners = new Set<Listener>();

/** Every order change the page's channel receives (e.g. "the order you were looking at was taken"). */
export function useOrderChanges(listener: Listener): void {
  const current = useRef(listener);
  current.current = listener;
  useEffect(() => {
    const forward: Listener = (event) => current.current(event);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, []);
}

export interface UseLiveOrdersOptions {
  role: Role;
  /** The queries this page shows (tRPC `pathKey()`s): invalidated on every change, so they refetch. */
  queryKeys: QueryKey[];
  /** False while the role is not signed in (or a designer not approved yet). */
  enabled?: boolean;
}

/** Opens the role's live channel while mounted; returns its status for the indicator. */
export function useLiveOrders({ role, queryKeys, enabled = true }: UseLiveOrdersOptions): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  useEffect(() => {
    // No EventSource (old browsers, server rendering, DOM tests): the page works as before, without live updates.
    if (!enabled || typeof EventSource === 'undefined') return;
    setStatus('connecting');
    return openLiveChannel({
      role,
      onEvent: (event) => {
        for (const listener of listeners) listener(event);
      },
      onChange: () => {
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      },
      onStatus: setStatus,
    });
  }, [role, enabled, queryClient]);
  return status;
}
