import { currencies } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import {
  Button,
  FormAlert,
  fieldError,
  formMessage,
  invalidSubmitMessage,
  SelectField,
  SelectOptions,
  setFormMessage,
  showFormError,
  TextField,
  toast,
  useZodForm,
} from '@photoedit/ui';
import { useCreateDiscount } from '../api/discounts';
import { DiscountFormSchema, emptyDiscountForm } from '../discount-form';

/**
 * A new code (admin.discounts.create): a percentage, or a fixed amount in USD, EUR or PLN (used only by orders in
 * that currency), optional use limit and expiry day.
 */
export function DiscountForm() {
  const { t } = useTranslation('admin');
  const form = useZodForm(DiscountFormSchema, { defaultValues: emptyDiscountForm });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const mutation = useCreateDiscount({
    onSuccess: () => {
      toast.success(t('discounts.messages.created'));
      form.reset(emptyDiscountForm);
    },
    onError: (error) => showFormError(form, error, ['code', 'value', 'maxUses', 'expiresAt']),
  });

  return (
    <form
      onSubmit={form.handleSubmit(
        (input) => mutation.mutate(input),
        () => setFormMessage(form, invalidSubmitMessage(form.getValues(), ['code', 'value'])),
      )}
      noValidate
      aria-labelledby="discount-form-title"
      className="mt-6 rounded-card border border-border bg-white p-5 shadow-card"
    >
      <h2 id="discount-form-title" className="text-lg font-semibold">
        {t('discounts.form.title')}
      </h2>
      <div className="mt-4 grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label={t('discounts.form.code')}
          maxLength={40}
          required
          autoCapitalize="characters"
          error={fieldError(errors.code)}
          {...form.register('code')}
        />
        <SelectField label={t('discounts.form.kind')} {...form.register('kind')}>
          <option value="percent">{t('discounts.form.percent')}</option>
          <option value="fixed">{t('discounts.form.fixed')}</option>
        </SelectField>
        <TextField
          label={t('discounts.form.value')}
          hint={
            kind === 'percent' ? t('discounts.form.valueHintPercent') : t('discounts.form.valueHintFixed')
          }
          inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          required
          error={fieldError(errors.value)}
          {...form.register('value')}
        />
        {kind === 'fixed' ? (
          <SelectField label={t('discounts.form.currency')} {...form.register('currency')}>
            <SelectOptions values={currencies} labelOf={(currency) => currency} />
          </SelectField>
        ) : null}
        <TextField
          label={t('discounts.form.maxUses')}
          inputMode="numeric"
          error={fieldError(errors.maxUses)}
          {...form.register('maxUses')}
        />
        <TextField
          label={t('discounts.form.expiresAt')}
          type="date"
          error={fieldError(errors.expiresAt)}
          {...form.register('expiresAt')}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-4">
        <div className="min-w-0 flex-1">
          <FormAlert>{formMessage(form)}</FormAlert>
        </div>
        <Button type="submit" disabled={mutation.isPending}>
          {t('discounts.form.create')}
        </Button>
      </div>
    </form>
  );
}
