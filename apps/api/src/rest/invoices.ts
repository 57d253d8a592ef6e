// Invoices as files (docs/invoices.md): one invoice's PDF for its client or an admin, and the accountant's export
// of a month (CSV, or a ZIP of the CSV and every PDF) for admins. Access is a signed address from the Billing page
// or the console, or the Bearer token of one who may see it; anyone else, and an unknown id, gets 404 (an export
// without an admin's grant: 404 as well, so it does not say it exists). Thin: the rules live in modules/invoices.
import {
  AdminInvoicesInput,
  billingMessageKeys,
  invoiceExportPath,
  invoicePdfPath,
} from '@photoedit/contracts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../config';
import type { DB } from '../db/tables';
import { AppError } from '../errors';
import { authenticateRequest } from '../modules/auth';
import { invoicePdf, monthExport } from '../modules/invoices';
import { verifyDownloadPath } from '../modules/orders';
import { notFound } from './media-context';
import { errorResponses, tags } from './schemas';

export interface InvoiceRouteDeps {
  db: Kysely<DB>;
  config: Config;
  now: () => Date;
}

const Signature = z.object({
  exp: z.string().optional().describe('Expiry of a signed address (Unix seconds).'),
  sig: z.string().optional().describe('Signature of a signed address.'),
});
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { signedAddress: [] }];

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}

export function registerInvoiceRoutes(app: FastifyInstance, deps: InvoiceRouteDeps): void {
  const { db, config, now } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signed = (path: string, query: z.infer<typeof Signature>) =>
    verifyDownloadPath(config.media.urlSecret, path, query.exp, query.sig, now());

  routes.get(
    '/api/invoices/:invoiceId/pdf',
    {
      schema: {
        summary: "One invoice or correcting invoice as a PDF, in the client's language",
        tags: [tags.invoices],
        security,
        params: z.object({ invoiceId: z.string().describe('The invoice id (a UUID).') }),
        querystring: Signature,
        response: { 200: z.any().describe('application/pdf, as an attachment.'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const isSigned = signed(invoicePdfPath(invoiceId), request.query);
      const viewer = isSigned ? null : await authenticateRequest(request, { db, config, now });
      const pdf = await invoicePdf(deps, { signed: isSigned, viewer }, invoiceId);
      return sendFile(reply, { fileName: pdf.fileName, contentType: 'application/pdf' }).send(pdf.bytes);
    },
  );

  for (const format of ['csv', 'zip'] as const) {
    routes.get(
      `/api/admin/invoices/export.${format}`,
      {
        schema: {
          summary:
            format === 'csv'
              ? "A month's invoices as CSV, for the accountant (admins)"
              : "A month's invoices as a ZIP of the CSV and every PDF (admins)",
          tags: [tags.invoices],
          security,
          // The month is checked after the caller (a bad token is a 401 before a bad month's 400).
          querystring: Signature.extend({
            month: z.string().optional().describe('The calendar month, YYYY-MM.'),
          }),
          response: {
            200: z.any().describe(format === 'csv' ? 'text/csv' : 'application/zip, streamed.'),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request, reply) => {
        const month = request.query.month ?? '';
        const admin =
          signed(invoiceExportPath(month, format), request.query) ||
          (await authenticateRequest(request, { db, config, now }))?.role === 'admin';
        const parsed = AdminInvoicesInput.safeParse({ month });
        if (!parsed.success) {
          throw new AppError('BAD_INPUT', billingMessageKeys.monthInvalid, {
            issues: [{ path: ['month'], message: billingMessageKeys.monthInvalid }],
          });
        }
        if (!admin) throw notFound();
        const exported = await monthExport(deps, month, format);
        if (exported.format === 'csv') {
          return sendFile(reply, {
            fileName: exported.fileName,
            contentType: 'text/csv; charset=utf-8',
          }).send(exported.csv);
        }
        return sendFile(reply, { fileName: exported.fileName, contentType: 'application/zip' }).send(
          exported.zip.stream,
        );
      },
    );
  }
}
