// The Billing page's "Billing details" (issue 35): who the invoices are made out to, a private person or a company
// with its VAT ID (checked by the API for format and checksum). Saved whole; the next checkout offers it.
import {
  BillingDetails,
  type BillingDetailsInput,
  type BillingProfile,
  billingParties,
  type Language,
} from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Card, fieldProps, setServerErrors, toast, useZodForm } from '@photoedit/ui';
import { describeError } from '@photoedit/web-client';
import { useId } from 'react';
import { type BillingFieldName, BillingFields } from '../../../components/BillingFields';
import { useSaveBillingProfile } from '../api/billing';

const fieldNames: BillingFieldName[] = ['name', 'street', 'postalCode', 'city', 'country', 'vatId'];

export const billingDefaults = (profile: BillingProfile, lang: Language): BillingDetailsInput => ({
  party: profile?.party ?? 'company',
  name: profile?.name ?? '',
  street: profile?.street ?? '',
  postalCode: profile?.postalCode ?? '',
  city: profile?.city ?? '',
  country: profile?.country ?? (lang === 'pl' ? 'PL' : ''),
  vatId: profile?.vatId ?? '',
});

export function BillingProfileForm({ profile, lang }: { profile: BillingProfile; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveBillingProfile();
  const form = useZodForm(BillingDetails, { defaultValues: billingDefaults(profile, lang) });
  const party = form.watch('party');
  const headingId = useId();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('billingProfile.saved'));
    } catch (error) {
      if (!setServerErrors(form, error, fieldNames)) toast.error(describeError(error));
    }
  });
  return (
    <Card className="p-6">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('billingProfile.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">{t('billingProfile.intro')}</p>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-ink">{t('billingProfile.party')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {billingParties.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-border-strong bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
              >
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-brand-600"
                  {...form.register('party')}
                />
                {t(`billingProfile.parties.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <BillingFields party={party} lang={lang} fieldOf={(name) => fieldProps(form, name)} />
        <div>
          <Button type="submit" pending={save.isPending}>
            {t('billingProfile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
