// Development-only mail pages: GET /dev/mailbox (HTML, newest first) and GET /api/dev/mailbox (JSON, for
// e2e tests), plus POST /api/dev/clients to create a client account to try the access-code flow with, and
// POST /api/dev/designers to create an approved designer (e2e tests would otherwise hit the register limit),
// POST /api/dev/admins to create an admin (each e2e test signs in as its own, within the login limit per account)
// and POST /api/dev/orders/overdue to make a paid order late (e2e tests of the delivery promise).
// Not registered in production (the routes answer the usual 404 there).
import { cleanText, Email, Language } from '@photoedit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/tables';
import { findOrCreateClient, hashPassword } from '../modules/auth';
import { selectMailbox } from '../modules/mail';
import { backdatePaidOrder } from '../modules/orders';
import { insertStaffUser } from '../modules/users';

const MailboxQuery = z.object({
  // A NUL reached PostgreSQL (which cannot hold it in text) and was a 500.
  to: cleanText(z.string().max(254)).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linkify = (escapedText: string) =>
  escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const DevClientBody = z.object({ email: Email, language: Language.default('en') });
const DevDesignerBody = z.object({
  email: Email,
  password: z.string().min(8).max(200),
  displayName: z.string().trim().min(1).max(100).default('Dev Designer'),
  approved: z.boolean().default(true),
});
const DevAdminBody = z.object({
  email: Email,
  password: z.string().min(10).max(200),
  displayName: z.string().trim().min(1).max(100).default('Dev Admin'),
});
const DevOverdueBody = z.object({
  orderId: z.uuid(),
  minutesLate: z.number().int().min(0).max(100_000),
});
/** The tag of these routes in the OpenAPI document. */
const tags = ['Development only'];

export function registerDevMailRoutes(app: FastifyInstance, deps: { db: Kysely<DB>; now: () => Date }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mailboxSchema = {
    summary: 'Mail the product sent, newest first (JSON)',
    tags,
    querystring: MailboxQuery,
  };
  routes.get('/api/dev/mailbox', { schema: mailboxSchema }, async (request, reply) => {
    const query = request.query;
    const rows = await selectMailbox(deps.db, query);
    reply.header('cache-control', 'no-store');
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        html: row.html,
        template: row.template,
        language: row.language,
        status: row.status,
        transport: row.transport,
        createdAt: row.created_at.toISOString(),
      })),
    };
  });

  const clientSchema = { summary: 'Creates (or finds) a client account', tags, body: DevClientBody };
  routes.post('/api/dev/clients', { schema: clientSchema }, async (request, reply) => {
    const body = request.body;
    const { user, created } = await findOrCreateClient(deps.db, body.email, {}, body.language, deps.now());
    reply.code(created ? 201 : 200);
    return { user, created };
  });

  const designerSchema = { summary: 'Creates a designer, approved by default', tags, body: DevDesignerBody };
  const insertStaff = async (
    role: 'designer' | 'admin',
    body: z.infer<typeof DevAdminBody>,
    approved: boolean,
  ) =>
    insertStaffUser(deps.db, {
      role,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      displayName: body.displayName,
      approved,
      now: deps.now(),
    });
  routes.post('/api/dev/designers', { schema: designerSchema }, async (request, reply) => {
    const user = await insertStaff('designer', request.body, request.body.approved);
    reply.code(201);
    return { user };
  });

  const adminSchema = { summary: 'Creates an admin', tags, body: DevAdminBody };
  routes.post('/api/dev/admins', { schema: adminSchema }, async (request, reply) => {
    const user = await insertStaff('admin', request.body, true);
    reply.code(201);
    return { user };
  });

  const overdueSchema = {
    summary: 'Makes a paid order overdue by minutesLate (its payment and due time move back together)',
    tags,
    body: DevOverdueBody,
  };
  routes.post('/api/dev/orders/overdue', { schema: overdueSchema }, async (request, reply) => {
    const dueAt = new Date(deps.now().getTime() - request.body.minutesLate * 60_000);
    const order = await backdatePaidOrder(deps.db, request.body.orderId, dueAt);
    if (!order) return reply.code(404).send({ error: 'No paid order with this id.' });
    return { orderId: order.id, dueAt: dueAt.toISOString() };
  });

  const pageSchema = { summary: 'The development mailbox (HTML page)', tags, querystring: MailboxQuery };
  routes.get('/dev/mailbox', { schema: pageSchema }, async (request, reply) => {
    const query = request.query;
    const rows = await selectMailbox(deps.db, query);
    const items = rows.map(
      (row) => `
      <article>
        <header>
          <h2>${escapeHtml(row.subject)}</h2>
          <p class="meta">to <strong>${escapeHtml(row.to_address)}</strong> · ${escapeHtml(row.language)} ·
            ${escapeHtml(row.template ?? 'mail')} · ${escapeHtml(row.status)}${row.transport ? ` via ${escapeHtml(row.transport)}` : ''} ·
            <time datetime="${row.created_at.toISOString()}">${escapeHtml(row.created_at.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p>
        </header>
        <pre>${linkify(escapeHtml(row.text))}</pre>
        <details><summary>HTML version</summary>
          <iframe title="HTML version of ${escapeHtml(row.subject)}" sandbox srcdoc="${escapeHtml(row.html)}"></iframe>
        </details>
      </article>`,
    );
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · PhotoEdit</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f4; color: #1c1917; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; } h2 { font-size: 1.05rem; margin: 0 0 4px; }
  .note { color: #57534e; margin: 0 0 24px; }
  article { background: #fff; border-radius: 8px; padding: 16px 20px; margin-bottom: 16px; box-shadow: 0 1px 2px #0001; }
  .meta { color: #57534e; font-size: .85rem; margin: 0 0 12px; }
  pre { white-space: pre-wrap; font: .95rem/1.5 ui-monospace, monospace; background: #fafaf9; padding: 12px; border-radius: 6px; margin: 0 0 8px; }
  iframe { width: 100%; height: 420px; border: 1px solid #e7e5e4; border-radius: 6px; background: #fff; }
  a { color: #1d4ed8; }
</style></head>
<body><main>
  <h1>Development mailbox</h1>
  <p class="note">Mail the product sent, newest first. Development only: no mail leaves this machine without SMTP_URL.
    <a href="/dev/mailbox">Refresh</a></p>
  ${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</main></body></html>`);
  });
}
