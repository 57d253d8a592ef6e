import type { DiscountKind } from '@photoedit/contracts';
import { adminMessageKeys } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, TextField, toast, translateMessageKey } from '@photoedit/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrors, toastError } from '../../../lib/errors';
import { parseMajorAmount } from '../../../lib/format';
import { controlClasses } from '../../../lib/styles';
import { useTRPC } from '../../../lib/trpc';

const emptyForm = { code: '', kind: 'percent' as DiscountKind, value: '', maxUses: '', expiresOn: '' };

/** A new code (admin.discounts.create): a percentage or a fixed USD amount, optional use limit and expiry day. */
export function DiscountForm() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kindId = useId();

  const mutation = useMutation(
    trpc.admin.discounts.create.mutationOptions({
      onSuccess: () => {
        toast.success(t('discounts.messages.created'));
        setForm(emptyForm);
        setErrors({});
        void queryClient.invalidateQueries({ queryKey: trpc.admin.discounts.pathKey() });
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        toastError(error);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value =
      form.kind === 'percent'
        ? /^\s*\d{1,3}\s*$/.test(form.value)
          ? Number(form.value)
          : null
        : parseMajorAmount(form.value);
    const maxUses =
      form.maxUses.trim() === ''
        ? null
        : /^\s*\d{1,9}\s*$/.test(form.maxUses)
          ? Number(form.maxUses)
          : Number.NaN;
    const local: Record<string, string> = {};
    if (value === null || value <= 0)
      local.value = translateMessageKey(adminMessageKeys.discountValueInvalid);
    if (Number.isNaN(maxUses)) local.maxUses = translateMessageKey(adminMessageKeys.discountMaxUsesInvalid);
    setErrors(local);
    if (Object.keys(local).length > 0 || value === null) return;
    mutation.mutate({
      code: form.code,
      kind: form.kind,
      value,
      ...(form.kind === 'fixed' ? { currency: 'USD' as const } : {}),
      maxUses,
      // The end of the chosen day, in the admin's own time zone.
      expiresAt: form.expiresOn ? new Date(`${form.expiresOn}T23:59:59`).toISOString() : null,
    });
  };

  return (
    <form
      onSubmit={submit}
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
          value={form.code}
          maxLength={40}
          required
          autoCapitalize="characters"
          error={errors.code}
          onChange={(event) => setForm({ ...form, code: event.target.value })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={kindId} className="text-sm font-medium text-ink">
            {t('discounts.form.kind')}
          </label>
          <select
            id={kindId}
            value={form.kind}
            onChange={(event) => setForm({ ...form, kind: event.target.value as DiscountKind })}
            className={controlClasses}
          >
            <option value="percent">{t('discounts.form.percent')}</option>
            <option value="fixed">{t('discounts.form.fixed')}</option>
          </select>
        </div>
        <TextField
          label={t('discounts.form.value')}
          hint={
            form.kind === 'percent'
              ? t('discounts.form.valueHintPercent')
              : t('discounts.form.valueHintFixed')
          }
          inputMode={form.kind === 'percent' ? 'numeric' : 'decimal'}
          value={form.value}
          required
          error={errors.value}
          onChange={(event) => setForm({ ...form, value: event.target.value })}
        />
        <TextField
          label={t('discounts.form.maxUses')}
          inputMode="numeric"
          value={form.maxUses}
          error={errors.maxUses}
          onChange={(event) => setForm({ ...form, maxUses: event.target.value })}
        />
        <TextField
          label={t('discounts.form.expiresAt')}
          type="date"
          value={form.expiresOn}
          error={errors.expiresAt}
          onChange={(event) => setForm({ ...form, expiresOn: event.target.value })}
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {t('discounts.form.create')}
        </Button>
      </div>
    </form>
  );
}
