import { BillingDetails, type Language, OrderContactInput, orderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { CheckboxField, EmailField, fieldProps, TextAreaField, TextField, useZodForm } from '@photoedit/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { BillingFields } from '../../../components/BillingFields';
import { clientTextAreaClass } from '../../../lib/field-style';
import { emptyWizardBilling, type WizardBilling } from '../wizard-billing';
import { emptyContact, type WizardContact } from '../wizard-state';

/** The contact and, when the invoice goes to a company, its details (unmounted fields leave the values). */
const DetailsInput = OrderContactInput.extend({ billing: BillingDetails.optional() });

function billingOfValues(values: {
  billing?: Partial<WizardBilling> & { party?: string };
}): WizardBilling | null {
  if (!values.billing) return null;
  const { party: _company, ...details } = values.billing;
  return { ...emptyWizardBilling(), ...details };
}

export const detailsFormId = 'wizard-details-form';

/** The optional contact fields shown side by side on wider screens, in their order. */
const pairedFields = [
  { name: 'firstName', autoComplete: 'given-name', maxLength: orderRules.nameMaxLength },
  { name: 'lastName', autoComplete: 'family-name', maxLength: orderRules.nameMaxLength },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: orderRules.phoneMaxLength },
  { name: 'company', autoComplete: 'organization', maxLength: orderRules.companyMaxLength },
] as const;
const propertyAddressField = {
  name: 'propertyAddress',
  autoComplete: 'street-address',
  maxLength: orderRules.propertyAddressMaxLength,
} as const;
type OptionalField = (typeof pairedFields)[number] | typeof propertyAddressField;

/**
 * Step 3 "Your Details": react-hook-form with the contracts' `OrderContactInput` (the API validates with the same
 * schema). Every change is kept in the wizard state, so a reload keeps what was typed.
 */
export function DetailsStep({
  lang,
  contact,
  billing,
  orderNotes,
  prefilled,
  onChange,
  onBillingChange,
  onOrderNotesChange,
  onValid,
  references,
}: {
  lang: Language;
  contact: WizardContact;
  billing: WizardBilling | null;
  orderNotes: string;
  prefilled: boolean;
  onChange: (contact: WizardContact) => void;
  onBillingChange: (billing: WizardBilling | null) => void;
  onOrderNotesChange: (notes: string) => void;
  onValid: (contact: WizardContact, billing: WizardBilling | null) => void;
  /** The whole order's reference images (their picker). */
  references?: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  const [toCompany, setToCompany] = useState(billing !== null);
  const form = useZodForm(DetailsInput, {
    defaultValues: {
      ...contact,
      billing: { party: 'company', ...(billing ?? emptyWizardBilling(lang === 'pl' ? 'PL' : '')) },
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldUnregister: true,
  });
  const { handleSubmit, watch, setFocus } = form;

  useEffect(() => {
    const subscription = watch((values) => {
      const { billing: company, ...rest } = values;
      onChange({ ...emptyContact, ...(rest as Partial<WizardContact>) });
      onBillingChange(billingOfValues({ billing: company as Partial<WizardBilling> | undefined }));
    });
    return () => subscription.unsubscribe();
  }, [watch, onChange, onBillingChange]);

  const onSubmit = handleSubmit(
    // The schema's output leaves empty optional fields out (undefined); the wizard keeps them as ''.
    ({ billing: company, ...values }) =>
      onValid(
        {
          ...emptyContact,
          ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
        },
        billingOfValues({ billing: company ? { ...company, vatId: company.vatId ?? '' } : undefined }),
      ),
    (fieldErrors) => {
      const first = (['email', 'firstName', 'lastName', 'phone', 'company', 'propertyAddress'] as const).find(
        (name) => fieldErrors[name],
      );
      if (first) setFocus(first);
      else if (fieldErrors.billing) {
        const field = (['name', 'street', 'postalCode', 'city', 'country', 'vatId'] as const).find(
          (name) => fieldErrors.billing?.[name],
        );
        if (field) setFocus(`billing.${field}`);
      }
    },
  );

  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-ink-muted">{t('details.optional')}</span>
    </>
  );
  const optionalField = ({ name, ...input }: OptionalField) => (
    <TextField key={name} label={optional(t(`details.${name}`))} {...input} {...fieldProps(form, name)} />
  );

  return (
    <form id={detailsFormId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('details.intro')}</p>
      {prefilled ? (
        <p className="rounded-control bg-info-50 px-3 py-2 text-sm text-info-700">{t('details.prefilled')}</p>
      ) : null}
      <EmailField label={t('details.email')} required aria-required="true" {...fieldProps(form, 'email')} />
      <div className="grid gap-4 sm:grid-cols-2">{pairedFields.map(optionalField)}</div>
      {optionalField(propertyAddressField)}
      <InvoiceDetails
        toCompany={toCompany}
        onToCompanyChange={(checked) => {
          setToCompany(checked);
          if (!checked) onBillingChange(null);
        }}
        fields={() => (
          <>
            <input type="hidden" value="company" {...form.register('billing.party')} />
            <BillingFields
              party="company"
              lang={lang}
              fieldOf={(name) => fieldProps(form, `billing.${name}`)}
            />
          </>
        )}
      />
      <TextAreaField
        label={optional(t('details.orderNotes'))}
        hint={t('details.orderNotesHint')}
        rows={3}
        maxLength={orderRules.orderNotesMaxLength}
        value={orderNotes}
        onChange={(event) => onOrderNotesChange(event.target.value)}
        className={clientTextAreaClass}
      />
      {references}
    </form>
  );
}

/** "Invoice": to the contact as a private person, or, ticked, to a company whose details `fields` asks for. */
function InvoiceDetails({
  toCompany,
  onToCompanyChange,
  fields,
}: {
  toCompany: boolean;
  onToCompanyChange: (checked: boolean) => void;
  /** Rendered only while ticked: registering the fields is what makes them required. */
  fields: () => ReactNode;
}) {
  const { t } = useTranslation('wizard');
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-base font-semibold text-ink">{t('details.invoiceTitle')}</legend>
      <CheckboxField
        label={t('details.invoiceToCompany')}
        checked={toCompany}
        onChange={(event) => onToCompanyChange(event.target.checked)}
      />
      {toCompany ? fields() : <p className="text-sm text-ink-muted">{t('details.invoiceToPerson')}</p>}
    </fieldset>
  );
}
