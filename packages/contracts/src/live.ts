// Live updates (ADR 010): what a subscription sends. Ids only; the apps refetch through their queries.
import { z } from 'zod';

export const orderEventKinds = [
  'created',
  'paid',
  'claimed',
  'assigned',
  'status',
  'changed',
  'images',
  'deleted',
  'overdue',
] as const;
export const OrderEventKind = z.enum(orderEventKinds);
export type OrderEventKind = z.infer<typeof OrderEventKind>;

/** One event: an order changed (or the stream is ready: `ready`, no order, the resume point). */
export type LiveEvent = { kind: 'ready'; orderId: null } | { kind: OrderEventKind; orderId: string };

/** `lastEventId` is filled by the client on reconnect (tRPC tracked events). */
export const LiveInput = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,19}$/)
      .nullish(),
  })
  .nullish();
export type LiveInput = z.infer<typeof LiveInput>;

export const liveRules = {
  /** A `ping` event on an idle stream this often, so proxies and the client see it alive. */
  pingMs: 15_000,
  /** The client reconnects when it heard nothing (not even a ping) for this long. */
  clientInactivityMs: 40_000,
  /** Streams one user may hold open on one node (tabs), and streams per node, unless configured. */
  maxStreamsPerUser: 8,
  maxStreamsPerNode: 5_000,
} as const;
