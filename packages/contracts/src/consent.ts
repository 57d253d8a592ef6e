import { z } from 'zod';

export const consentCategories = ['necessary', 'analytics', 'marketing', 'preferences'] as const;

export const ConsentPreferences = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
});
export type ConsentPreferences = z.infer<typeof ConsentPreferences>;

/** The stored cookie-consent record (SPEC §3); any other version is treated as absent. */
export const ConsentRecord = z.object({
  version: z.literal(1),
  timestamp: z.string(),
  preferences: ConsentPreferences,
  accepted: z.boolean(),
});
export type ConsentRecord = z.infer<typeof ConsentRecord>;
