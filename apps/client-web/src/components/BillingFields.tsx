import { type BillingParty, billingRules, countryCodes, type Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { type fieldProps, SelectField, TextField } from '@photoedit/ui';
import { useMemo } from 'react';

type Registration = ReturnType<typeof fieldProps>;
export type BillingFieldName = 'name' | 'street' | 'postalCode' | 'city' | 'country' | 'vatId';

/** Every country by its name in the reader's language, alphabetically. */
function useCountryOptions(lang: Language) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const collator = new Intl.Collator(lang);
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [lang]);
}

/**
 * Who an invoice is made out to: a name (the company's, or the person's), the address, the country and, for a
 * company, its VAT ID. The same fields at checkout and on the Billing page; the caller's form registers them.
 */
export function BillingFields({
  party,
  lang,
  fieldOf,
}: {
  party: BillingParty;
  lang: Language;
  fieldOf: (name: BillingFieldName) => Registration;
}) {
  const { t } = useTranslation('dashboard');
  const countries = useCountryOptions(lang);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t(party === 'company' ? 'billingProfile.companyName' : 'billingProfile.personName')}
        autoComplete={party === 'company' ? 'organization' : 'name'}
        required
        maxLength={billingRules.nameMaxLength}
        {...fieldOf('name')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('billingProfile.street')}
        autoComplete="street-address"
        required
        maxLength={billingRules.streetMaxLength}
        {...fieldOf('street')}
      />
      <TextField
        label={t('billingProfile.postalCode')}
        autoComplete="postal-code"
        required
        maxLength={billingRules.postalCodeMaxLength}
        {...fieldOf('postalCode')}
      />
      <TextField
        label={t('billingProfile.city')}
        autoComplete="address-level2"
        required
        maxLength={billingRules.cityMaxLength}
        {...fieldOf('city')}
      />
      <SelectField
        className="min-w-0"
        label={t('billingProfile.country')}
        autoComplete="country"
        required
        {...fieldOf('country')}
      >
        <option value="">{t('billingProfile.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {party === 'company' ? (
        <TextField
          label={t('billingProfile.vatId')}
          hint={t('billingProfile.vatIdHint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={billingRules.vatIdMaxLength}
          {...fieldOf('vatId')}
        />
      ) : null}
    </div>
  );
}
