// The wizard's currency (issue 35): the client's choice, else PLN for a Polish visitor, else the admin's default.
// The catalogue is shown in it: each service at its price in that currency, and only the services priced in it.
import {
  type Currency,
  defaultCurrency,
  type Language,
  priceIn,
  type ServiceView,
  startingCurrency,
} from '@photoedit/contracts';

export const wizardCurrency = (chosen: Currency | null, lang: Language, adminDefault: Currency | undefined) =>
  chosen ?? startingCurrency(lang, adminDefault ?? defaultCurrency);

/** The services that can be ordered in `currency`, each at its price in it. */
export function servicesIn(services: readonly ServiceView[], currency: Currency): ServiceView[] {
  return services.flatMap((service) => {
    const priceMinor = priceIn(service, currency);
    return priceMinor === null ? [] : [{ ...service, priceMinor, currency }];
  });
}
