import { z } from 'zod';
import { Currency, Language, PricesByCurrency, ServiceCategory } from './enums';

export const ServicesListInput = z.object({ lang: Language }).strict();
export type ServicesListInput = z.infer<typeof ServicesListInput>;

/** What names a service in both views of the catalogue (the public one below and the admin console's). */
export const serviceIdentityFields = {
  id: z.uuid(),
  slug: z.string(),
  category: ServiceCategory,
};

/** A service of the catalogue, localised into the requested language. */
export const ServiceView = z.object({
  ...serviceIdentityFields,
  name: z.string(),
  description: z.string(),
  /** Price in minor units (cents) of `currency`, the service's own currency. */
  priceMinor: z.number().int().nonnegative(),
  currency: Currency,
  /** Its price in each currency it can be ordered in (its own included). */
  prices: PricesByCurrency,
  beforeImageUrl: z.string().nullable(),
  afterImageUrl: z.string().nullable(),
  portfolioImageUrls: z.array(z.string()),
});
export type ServiceView = z.infer<typeof ServiceView>;

export const ServicesListOutput = z.array(ServiceView);
export type ServicesListOutput = z.infer<typeof ServicesListOutput>;

/** A service's price in `currency`, or null when it cannot be ordered in it. */
export const priceIn = (
  service: { priceMinor: number; currency: Currency; prices?: PricesByCurrency | undefined },
  currency: Currency,
): number | null => service.prices?.[currency] ?? (service.currency === currency ? service.priceMinor : null);
