// What every REST route's schema shares: the error body under the statuses a route can answer with, and the
// tags that group routes in the OpenAPI document (/api/docs).
import { ApiErrorBody } from '@photoedit/contracts';
import { z } from 'zod';

const errorDescriptions = {
  400: 'The request is invalid (`error.issues` names the fields).',
  401: 'Not signed in, or the credentials are wrong.',
  403: 'Signed in, but not allowed.',
  404: 'Not found (also what a resource the caller may not see answers).',
  409: 'Conflicts with the current state.',
  413: 'The body is too large.',
  415: 'The content type is not accepted.',
  429: 'Too many requests: `Retry-After` gives the seconds to wait.',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;

/** `{ 400: ApiErrorBody, … }` for a route's `response` schema. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, ApiErrorBody.describe(errorDescriptions[status])]),
  ) as Record<ErrorStatus, typeof ApiErrorBody>;
}

/** REST v1's error body (RFC 9457 problem details), under the statuses a route can answer with. */
const ProblemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  messageKey: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});

export function problemResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, ProblemDetails.describe(errorDescriptions[status])]),
  ) as Record<ErrorStatus, typeof ProblemDetails>;
}

export const tags = {
  auth: 'Authentication',
  media: 'Media',
  downloads: 'Downloads',
  invoices: 'Invoices',
  v1: 'REST v1 (API keys)',
  payments: 'Payments',
  health: 'Health',
  development: 'Development only',
} as const;

/** What each tag of the OpenAPI document groups. */
export const tagDescriptions: Record<(typeof tags)[keyof typeof tags], string> = {
  [tags.auth]: 'Staff sign-in with e-mail and password, token refresh and sign-out.',
  [tags.media]: 'Order drafts, image uploads and signed image addresses of the web apps.',
  [tags.downloads]: "An order's delivered photos and originals, one by one or as ZIPs.",
  [tags.invoices]: 'Invoice PDFs and the monthly export for the accounts.',
  [tags.v1]:
    'PhotoEdit for other software: orders, uploads, payment and decisions with an API key (`Authorization: Bearer pe_…`). Errors are RFC 9457 problem details; POSTs take an Idempotency-Key; each key has a rate limit (RateLimit headers).',
  [tags.payments]: "Stripe's webhook.",
  [tags.health]: 'Liveness, readiness and metrics for operators.',
  [tags.development]: 'Development and test helpers; absent in production.',
};

/** Who may call a media route: a signed-in user (Bearer) or the holder of the order draft (X-Draft-Token). */
export const viewerSecurity: { [scheme: string]: string[] }[] = [{ bearer: [] }, { draftToken: [] }];
