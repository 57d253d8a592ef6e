// The one typed API client of the three apps and the shared screens. Calls carry the interface language and the
// Bearer token of the current path's role (session-aware fetch). A call that needs its own headers (the draft
// token of the wizard) passes them as `context: { headers }` and goes unbatched; the rest are batched within the
// API's limits.
import type { AppRouter } from '@photoedit/api-types';
import {
  languageHeader,
  roleFromPath,
  trpcMaxBatchSize,
  trpcMaxUrlLength,
  trpcPath,
} from '@photoedit/contracts';
import { i18n } from '@photoedit/i18n';
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createAuthFetch, ensureFreshToken } from '../session/auth-fetch';
import { readSession } from '../session/session-store';

/** The role whose session an API call uses: the one of the page the browser is on (SPEC §2, §7). */
export const currentPathRole = () =>
  roleFromPath(typeof window === 'undefined' ? '/' : window.location.pathname);

/** Plain fetch calls of the apps go through the same session rules as the tRPC client (SPEC §8). */
export const apiFetch = createAuthFetch(currentPathRole);

/** Headers a single call adds: `client.x.mutate(input, { context: { headers } })`. */
export type CallContext = {
  headers?: Record<string, string>;
};

const callHeaders = (context: Record<string, unknown>) => (context as CallContext).headers;

const languageHeaders = () => ({ [languageHeader]: i18n.language });

/**
 * A live stream's credentials (ADR 010): an EventSource cannot send headers, so the access token goes as tRPC
 * connectionParams, fresh each time the stream (re)connects through the link.
 */
const liveConnectionParams = async () => {
  const role = currentPathRole();
  await ensureFreshToken(role);
  return { token: readSession(role)?.accessToken ?? '' };
};

const requestLinks = splitLink<AppRouter>({
  condition: (op) => callHeaders(op.context) !== undefined,
  true: httpLink({
    url: trpcPath,
    fetch: apiFetch,
    headers: ({ op }) => ({ ...languageHeaders(), ...callHeaders(op.context) }),
  }),
  false: httpBatchLink({
    url: trpcPath,
    maxItems: trpcMaxBatchSize,
    maxURLLength: trpcMaxUrlLength,
    fetch: apiFetch,
    headers: languageHeaders,
  }),
});

export const apiClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: trpcPath, connectionParams: liveConnectionParams }),
      false: requestLinks,
    }),
  ],
});

export type ApiClient = typeof apiClient;

/** For calls that must outlive the page (sign-out while navigating away): no session, `keepalive`. */
export const keepaliveClient = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: trpcPath,
      headers: languageHeaders,
      fetch: (url, init) => fetch(url, { ...init, keepalive: true }),
    }),
  ],
});
