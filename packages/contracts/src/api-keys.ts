// API keys (issue 36): other software (a studio's platform, an automation) calls PhotoEdit's REST v1 with
// `Authorization: Bearer pe_…`. A key is shown once when it is made; the API keeps only its hash and a visible prefix.
import { z } from 'zod';
import { requiredText } from './text';

export const apiKeyScopes = ['read', 'write'] as const;
export const ApiKeyScope = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const apiKeyRules = { nameMaxLength: 100, maxActiveKeys: 20, secretPrefix: 'pe_' } as const;

export const apiKeyMessageKeys = {
  nameRequired: 'errors.apiKeys.nameRequired',
  nameTooLong: 'errors.apiKeys.nameTooLong',
  scopesInvalid: 'errors.apiKeys.scopesInvalid',
  keyNotFound: 'errors.apiKeys.keyNotFound',
  tooManyKeys: 'errors.apiKeys.tooManyKeys',
  /** A team's keys are made by those who order for it (its owner and orderers). */
  forbidden: 'errors.apiKeys.forbidden',
  /** REST v1: no key, an unknown one, or a revoked one. */
  invalidKey: 'errors.apiKeys.invalidKey',
  /** REST v1: the key may read only. */
  readOnly: 'errors.apiKeys.readOnly',
} as const;

const k = apiKeyMessageKeys;

export const ApiKeyCreateInput = z.object({
  name: requiredText(k.nameRequired, apiKeyRules.nameMaxLength, k.nameTooLong),
  /** Read is always given; write adds creating and deciding orders. */
  write: z.boolean({ error: k.scopesInvalid }),
});
export type ApiKeyCreateInput = z.input<typeof ApiKeyCreateInput>;

export const ApiKeyIdInput = z.object({ keyId: z.uuid({ error: k.keyNotFound }) });

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** What identifies the key on a list: `pe_` and its first characters. */
  prefix: z.string(),
  scopes: z.array(ApiKeyScope),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

/** `apiKeys.create`: the key and its secret, which is never shown again. */
export const ApiKeyCreated = z.object({ key: ApiKeyView, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** `admin.apiKeys.list`: every key with whose account it is. */
export const AdminApiKey = ApiKeyView.extend({ accountEmail: z.string() });
export type AdminApiKey = z.infer<typeof AdminApiKey>;
