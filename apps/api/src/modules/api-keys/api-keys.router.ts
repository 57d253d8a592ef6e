// apiKeys.* (client): the keys of the caller's account for other software; admin.apiKeys.*: every key.
import {
  AdminApiKey,
  ApiKeyCreated,
  ApiKeyCreateInput,
  ApiKeyIdInput,
  ApiKeyView,
} from '@photoedit/contracts';
import { z } from 'zod';
import { createRouter } from '../../trpc/init';
import { adminProcedure, clientProcedure } from '../../trpc/procedures';
import { allKeys, createKey, keysOf, revokeAnyKey, revokeOwnKey } from './api-keys.service';

export const apiKeysRouter = createRouter({
  /** The account's keys, newest first (their secrets are never shown again). */
  list: clientProcedure
    .input(z.void())
    .output(z.array(ApiKeyView))
    .query(({ ctx }) => keysOf(ctx, ctx.user.id)),
  /** A new key: its secret is in this answer only. */
  create: clientProcedure
    .input(ApiKeyCreateInput)
    .output(ApiKeyCreated)
    .mutation(({ ctx, input }) => createKey(ctx, ctx.user.id, input)),
  /** Revokes a key at once. */
  revoke: clientProcedure
    .input(ApiKeyIdInput)
    .output(ApiKeyView)
    .mutation(({ ctx, input }) => revokeOwnKey(ctx, ctx.user.id, input.keyId)),
});

export const apiKeysAdminRouter = createRouter({
  list: adminProcedure
    .input(z.void())
    .output(z.array(AdminApiKey))
    .query(({ ctx }) => allKeys(ctx)),
  revoke: adminProcedure
    .input(ApiKeyIdInput)
    .output(ApiKeyView)
    .mutation(({ ctx, input }) => revokeAnyKey(ctx, ctx.user.id, input.keyId)),
});
