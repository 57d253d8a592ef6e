// The service form's values (what the inputs hold) and their way into admin.services.create/update: the rules
// are the contract's AdminServiceInput only; this turns the typed price and position into numbers first. The
// fields carry the contract's names, so its messages land on them.
import {
  AdminServiceInput,
  type AdminServiceView,
  Currency,
  currencies,
  defaultCurrency,
  type AdminServiceInput as Input,
  type PricesByCurrency,
  ServiceCategory,
} from '@photoedit/contracts';
import { z } from 'zod';
import { wholeNumber } from '../../lib/form-numbers';
import { minorToInput, parseMajorAmount } from '../../lib/format';

const Text = z.object({ name: z.string(), description: z.string() });

/** The prices in the other currencies as typed (issue 35); an empty one is no price in that currency. */
const TypedPrices = z.object({ USD: z.string(), EUR: z.string(), PLN: z.string() });

function otherPrices(typed: z.infer<typeof TypedPrices>, own: Currency): PricesByCurrency {
  const prices: PricesByCurrency = {};
  for (const currency of currencies) {
    const text = typed[currency].trim();
    if (currency !== own && text !== '') prices[currency] = parseMajorAmount(text) ?? Number.NaN;
  }
  return prices;
}

export const ServiceFormSchema = z
  .object({
    category: ServiceCategory,
    /** The price in the currency's major unit, as typed ("29.50"). */
    priceMinor: z.string(),
    sortOrder: z.string(),
    active: z.boolean(),
    currency: Currency,
    prices: TypedPrices,
    text: z.object({ en: Text, pl: Text }),
  })
  .transform(
    (form): Input => ({
      ...form,
      priceMinor: parseMajorAmount(form.priceMinor) ?? Number.NaN,
      prices: otherPrices(form.prices, form.currency),
      sortOrder: wholeNumber(form.sortOrder),
    }),
  )
  .pipe(AdminServiceInput);

export type ServiceFormValues = z.input<typeof ServiceFormSchema>;

const typedPrices = (prices: PricesByCurrency) => ({
  USD: prices.USD === undefined ? '' : minorToInput(prices.USD),
  EUR: prices.EUR === undefined ? '' : minorToInput(prices.EUR),
  PLN: prices.PLN === undefined ? '' : minorToInput(prices.PLN),
});

export const serviceFormValues = (service: AdminServiceView | null): ServiceFormValues =>
  service
    ? {
        category: service.category,
        priceMinor: minorToInput(service.priceMinor),
        sortOrder: String(service.sortOrder),
        active: service.active,
        currency: service.currency,
        prices: typedPrices(service.prices),
        text: service.text,
      }
    : {
        category: 'sky_replacement',
        priceMinor: '',
        sortOrder: '100',
        active: true,
        currency: defaultCurrency,
        prices: typedPrices({}),
        text: { en: { name: '', description: '' }, pl: { name: '', description: '' } },
      };
