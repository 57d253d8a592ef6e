import { z } from 'zod';
import { defaultLanguage, isLanguage, type Language as LanguageCode, languages } from './language';

export const roles = ['client', 'designer', 'admin'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const userStatuses = ['active', 'inactive'] as const;
export const UserStatus = z.enum(userStatuses);
export type UserStatus = z.infer<typeof UserStatus>;

export const orderStatuses = [
  'pending',
  'in_progress',
  'ready_for_review',
  'revision_requested',
  'completed',
] as const;
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const serviceCategories = [
  'sky_replacement',
  'object_removal',
  'color_correction',
  'lighting_enhancement',
  'virtual_staging',
  'landscaping',
] as const;
export const ServiceCategory = z.enum(serviceCategories);
export type ServiceCategory = z.infer<typeof ServiceCategory>;

export const notificationTypes = ['success', 'error', 'warning', 'info'] as const;
export const NotificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof NotificationType>;

export const mediaQualities = ['thumbnail', 'preview', 'original'] as const;
export const MediaQuality = z.enum(mediaQualities);
export type MediaQuality = z.infer<typeof MediaQuality>;
export const defaultMediaQuality: MediaQuality = 'thumbnail';

export const Language = z.enum(languages);
export type Language = LanguageCode;
export { defaultLanguage, isLanguage, languages };

export const currencies = ['USD', 'EUR', 'PLN'] as const;
export const Currency = z.enum(currencies);
export type Currency = z.infer<typeof Currency>;
/** The catalogue's currency: what an amount is shown in when there is none to take it from (nothing spent yet). */
export const defaultCurrency: Currency = 'USD';

/** Prices of one thing in the currencies it has one in (issue 35: services are priced in USD, EUR and PLN). */
export const PricesByCurrency = z.partialRecord(Currency, z.number().int().nonnegative());
export type PricesByCurrency = z.infer<typeof PricesByCurrency>;

/** The wizard's first currency: PLN for a Polish visitor, otherwise the admin's default. */
export const startingCurrency = (language: string, adminDefault: Currency): Currency =>
  language === 'pl' ? 'PLN' : adminDefault;
