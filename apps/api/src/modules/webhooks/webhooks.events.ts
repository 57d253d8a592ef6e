// Webhooks in the events mechanism (events/events.ts, ADR 014): `webhookEvent` is the reaction that records an event
// for an account's endpoints (a row per delivery, woken by NOTIFY on commit), declared by the events it follows; and
// what happens after an endpoint is switched off.
import { Language, type WebhookEventType } from '@photoedit/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/tables';
import { defineEvent, type Reaction } from '../../events/events';
import { sendMail } from '../mail';
import { webhookSwitchedOffMail } from './webhooks.mail';
import { insertEventWithDeliveries, selectOrderAccount } from './webhooks.queries';

export interface WebhookEventData {
  accountId: string;
  data: Record<string, unknown>;
}

/** The reaction sending `type` to the subscribed endpoints of each account `toEvents` names (none: nothing). */
export function webhookEvent<Payload>(
  type: WebhookEventType,
  toEvents: (trx: Transaction<DB>, payload: Payload) => Promise<WebhookEventData[]>,
): Reaction<Payload> {
  return {
    kind: 'record',
    does: `webhook \`${type}\` to the account's subscribed endpoints (signed, retried for a day)`,
    record: async ({ trx, now }, payload) => {
      for (const event of await toEvents(trx, payload)) {
        await insertEventWithDeliveries(trx, {
          accountId: event.accountId,
          type,
          data: JSON.stringify(event.data),
          now,
        });
      }
    },
  };
}

/** An order's event for its account: its number, status and total as they are now. */
export async function orderEventData(
  trx: Transaction<DB>,
  orderId: string,
  extra: Record<string, unknown> = {},
): Promise<WebhookEventData[]> {
  const order = await selectOrderAccount(trx, orderId);
  if (!order?.account_id) return [];
  return [
    {
      accountId: order.account_id,
      data: {
        order: {
          number: order.order_number,
          status: order.status,
          totalMinor: order.total_minor,
          currency: order.currency,
        },
        ...extra,
      },
    },
  ];
}

export const webhookEndpointSwitchedOff = defineEvent({
  name: 'webhook.endpoint_switched_off',
  when: 'an endpoint has failed every delivery for three days (the delivery that finds it)',
  payload: z.object({
    email: z.string(),
    language: Language,
    name: z.string(),
    url: z.string(),
    origin: z.url(),
  }),
}).reactions([
  sendMail('that it was switched off and how to switch it on again, to the account', async (_trx, p) => [
    {
      ...(await webhookSwitchedOffMail(p.language, {
        name: p.name,
        url: p.url,
        settingsUrl: `${p.origin}/${p.language}/dashboard/api-keys`,
      })),
      to: p.email,
      language: p.language,
    },
  ]),
]);
