// The service form's values (what the inputs hold) and their way into admin.services.create/update: the rules
// are the contract's AdminServiceInput only; this turns the typed price and position into numbers first. The
// fields carry the contract's names, so its messages land on them.
import {
  AdminServiceInput,
  type AdminServiceView,
  Currency,
  defaultCurrency,
  type AdminServiceInput as Input,
  ServiceCategory,
} from '@photoedit/contracts';
import { z } from 'zod';
import { wholeNumber } from '../../lib/form-numbers';
import { minorToInput, parseMajorAmount } from '../../lib/format';

const Text = z.object({ name: z.string(), description: z.string() });

export const ServiceFormSchema = z
  .object({
    category: ServiceCategory,
    /** The price in the currency's major unit, as typed ("29.50"). */
    priceMinor: z.string(),
    sortOrder: z.string(),
    active: z.boolean(),
    currency: Currency,
    text: z.object({ en: Text, pl: Text }),
  })
  .transform(
    (form): Input => ({
      ...form,
      priceMinor: parseMajorAmount(form.priceMinor) ?? Number.NaN,
      sortOrder: wholeNumber(form.sortOrder),
    }),
  )
  .pipe(AdminServiceInput);

export type ServiceFormValues = z.input<typeof ServiceFormSchema>;

export const serviceFormValues = (service: AdminServiceView | null): ServiceFormValues =>
  service
    ? {
        category: service.category,
        priceMinor: minorToInput(service.priceMinor),
        sortOrder: String(service.sortOrder),
        active: service.active,
        currency: service.currency,
        text: service.text,
      }
    : {
        category: 'sky_replacement',
        priceMinor: '',
        sortOrder: '100',
        active: true,
        currency: defaultCurrency,
        text: { en: { name: '', description: '' }, pl: { name: '', description: '' } },
      };
