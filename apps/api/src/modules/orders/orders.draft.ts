// The wizard's checkout of a call: the live draft of its X-Draft-Token header.
import { draftTokenHeader } from '@photoedit/contracts';
import { draftTokenHash, selectLiveDraft } from '../media';

/** The live draft of the request's X-Draft-Token header (the wizard's checkout), or null. */
export async function requestDraftId(ctx: {
  db: Parameters<typeof selectLiveDraft>[0];
  req: { headers: Record<string, string | string[] | undefined> };
  now: () => Date;
}): Promise<string | null> {
  const token = ctx.req.headers[draftTokenHeader];
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return (await selectLiveDraft(ctx.db, draftTokenHash(token), ctx.now()))?.id ?? null;
}
