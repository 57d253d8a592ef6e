// The new-code form's values (what the inputs hold) and their way into admin.discounts.create: the rules are
// the contract's AdminDiscountCreateInput only; this turns typed text into its numbers first.
import { AdminDiscountCreateInput, Currency, DiscountKind, defaultCurrency } from '@photoedit/contracts';
import { z } from 'zod';
import { wholeNumber } from '../../lib/form-numbers';
import { parseMajorAmount } from '../../lib/format';

export const DiscountFormSchema = z
  .object({
    code: z.string(),
    kind: DiscountKind,
    value: z.string(),
    /** A fixed amount's currency (issue 35): the code applies only to orders in it. */
    currency: Currency,
    maxUses: z.string(),
    /** A day (yyyy-mm-dd), or empty: never expires. */
    expiresAt: z.string(),
  })
  .transform(
    (form): AdminDiscountCreateInput => ({
      code: form.code,
      kind: form.kind,
      value: form.kind === 'percent' ? wholeNumber(form.value) : (parseMajorAmount(form.value) ?? Number.NaN),
      ...(form.kind === 'fixed' ? { currency: form.currency } : {}),
      maxUses: form.maxUses.trim() === '' ? null : wholeNumber(form.maxUses),
      // The end of the chosen day, in the admin's own time zone.
      expiresAt: form.expiresAt ? new Date(`${form.expiresAt}T23:59:59`).toISOString() : null,
    }),
  )
  .pipe(AdminDiscountCreateInput);

export type DiscountFormValues = z.input<typeof DiscountFormSchema>;

export const emptyDiscountForm: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  currency: defaultCurrency,
  maxUses: '',
  expiresAt: '',
};
