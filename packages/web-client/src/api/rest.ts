// The REST routes the apps call (SPEC §7: auth, media drafts and signed addresses) through the session-aware
// fetch, with the interface language; answers are checked against the contracts' schemas.
import { languageHeader } from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import type { z } from 'zod';
import { apiFetch } from './client';
import { ApiRequestError, networkError, restError } from './errors';

export async function restRequest<S extends z.ZodType>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await apiFetch(url, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        [languageHeader]: i18n.language,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw networkError();
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page: the status decides.
  }
  if (!response.ok) throw restError(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(response.status, 'INTERNAL', 'errors.INTERNAL');
  return parsed.data as z.infer<S>;
}
