// "When X happens, also do Y" has one mechanism (ADR 014). A module declares its events beside its domain
// (`*.events.ts`): a name, the change that raises it, a zod payload and its reactions. The code making the change
// calls `emit` inside its transaction, and every reaction records its consequence in that same transaction: a live
// event row, a mail row, a queued job. A rollback leaves none of them; a commit delivers all of them.
//
//   export const orderClaimed = defineEvent({
//     name: 'order.claimed',
//     when: 'a designer claims an available order',
//     payload: z.object({ orderId: z.uuid() }),
//   }).reactions([liveOrderEvent('claimed', ({ orderId }) => ({ orderIds: [orderId], wasAvailable: true }))]);
//   await emit({ trx, now }, orderClaimed, { orderId });
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { InvoicingConfig } from '../config';
import type { DB } from '../db/tables';

/** Queues a job in the caller's transaction (jobs/jobs.ts): the job exists only if the transaction commits. */
export interface JobEnqueuer {
  enqueue(trx: Transaction<DB>, name: string, data: object): Promise<void>;
}

/** What a reaction records its consequence with: the change's transaction and time, and the job queue. */
export interface EventScope {
  trx: Transaction<DB>;
  now: Date;
  /** Needed only by events that queue a job; emitting one of them without it is a programming error. */
  jobs?: JobEnqueuer;
  /** Needed only by events that issue an invoice (order.paid, order.refunded): the seller and the VAT rate. */
  invoicing?: InvoicingConfig;
}

/** live: an order_events row; mail: a mail row; job: a queued job; record: a row of the module that owns it. */
export type ReactionKind = 'live' | 'mail' | 'job' | 'record';

export interface Reaction<Payload> {
  kind: ReactionKind;
  /** What it does, in a few words: a cell of the "what happens after X" table (docs/architecture.md). */
  does: string;
  /** The kind of `order_events` row a live reaction writes. */
  liveKind?: string;
  record(scope: EventScope, payload: Payload): Promise<void>;
}

export interface DomainEvent<Payload> {
  name: string;
  /** The change that raises it: the "after X" of the table. */
  when: string;
  payload: z.ZodType<Payload>;
  reactions: readonly Reaction<Payload>[];
}

/** `defineEvent({ name, when, payload }).reactions([...])`: the reactions typed by the payload's schema. */
export function defineEvent<Schema extends z.ZodType>(event: {
  name: string;
  when: string;
  payload: Schema;
}) {
  return {
    reactions: (reactions: readonly Reaction<z.output<Schema>>[]): DomainEvent<z.output<Schema>> => ({
      ...event,
      payload: event.payload as z.ZodType<z.output<Schema>>,
      reactions,
    }),
  };
}

/** Records every reaction of `event` in the scope's transaction, in the order they are declared. */
export async function emit<Payload>(
  scope: EventScope,
  event: DomainEvent<Payload>,
  payload: Payload,
): Promise<void> {
  const parsed = event.payload.parse(payload);
  for (const reaction of event.reactions) await reaction.record(scope, parsed);
}
