// Test helpers of the admin console: an admin session and paid (or unpaid) orders made through the public API.
import type { Kysely } from 'kysely';
import { developmentJwtSecret } from '../../../config';
import type { DB } from '../../../db/tables';
import type { Server } from '../../../server';
import { type CallResult, createUser, data, sessionFor, trpc } from '../../auth/auth.fixtures';
import { call, createDraft, orderInput } from '../orders.fixtures';

export async function adminSession(db: Kysely<DB>) {
  const admin = await createUser(db, 'admin');
  const { access_token } = await sessionFor(db, admin.id, { jwtSecret: developmentJwtSecret });
  return { id: admin.id, token: access_token };
}

export interface TestOrder {
  orderId: string;
  orderNumber: number;
  email: string;
  mediaIds: string[];
}

/** An order of `images` uploads with `serviceIds` each, paid with the offline test payment unless `paid: false`. */
export async function placeOrder(
  server: Server,
  db: Kysely<DB>,
  serviceIds: string[],
  options: { images?: number; paid?: boolean; email?: string } = {},
): Promise<TestOrder> {
  const { draftToken, mediaIds } = await createDraft(server, db, options.images ?? 2);
  const input = orderInput(mediaIds, serviceIds);
  if (options.email) input.contact.email = options.email;
  const created = await call(server, 'orders.create', input, { draftToken });
  if (created.status !== 200) throw new Error(`orders.create: ${JSON.stringify(created.body)}`);
  const order = created.data as { orderId: string; orderNumber: number; accessToken: string };
  if (options.paid !== false) {
    const access = { orderId: order.orderId, accessToken: order.accessToken };
    const start = await call(server, 'payments.start', access);
    if (start.status !== 200) throw new Error(`payments.start: ${JSON.stringify(start.body)}`);
    const confirm = await call(server, 'payments.offline.confirm', access);
    if (confirm.status !== 200) throw new Error(`payments.offline.confirm: ${JSON.stringify(confirm.body)}`);
  }
  return { orderId: order.orderId, orderNumber: order.orderNumber, email: input.contact.email, mediaIds };
}

/** An admin procedure call: queries as GET, mutations as POST. */
export function adminCall(
  server: Server,
  token: string,
  path: string,
  input: unknown,
  type: 'query' | 'mutation' = 'mutation',
): Promise<CallResult> {
  return trpc(server, path, input, { token, type });
}

export const messageKey = (result: CallResult) => result.body.error?.data.messageKey;
export const issueMessages = (result: CallResult) =>
  ((result.body.error?.data.issues ?? []) as { message: string }[]).map((issue) => issue.message);
export { data };
