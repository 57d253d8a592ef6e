import { OrderContactInput, orderRules } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { EmailField, fieldProps, TextAreaField, TextField, useZodForm } from '@photoedit/ui';
import { type ReactNode, useEffect } from 'react';
import { clientTextAreaClass } from '../../../lib/field-style';
import { emptyContact, type WizardContact } from '../wizard-state';

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
  contact,
  orderNotes,
  prefilled,
  onChange,
  onOrderNotesChange,
  onValid,
  references,
}: {
  contact: WizardContact;
  orderNotes: string;
  prefilled: boolean;
  onChange: (contact: WizardContact) => void;
  onOrderNotesChange: (notes: string) => void;
  onValid: (contact: WizardContact) => void;
  /** The whole order's reference images (their picker). */
  references?: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  const form = useZodForm(OrderContactInput, {
    defaultValues: contact,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, watch, setFocus } = form;

  useEffect(() => {
    const subscription = watch((values) =>
      onChange({ ...emptyContact, ...(values as Partial<WizardContact>) }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const onSubmit = handleSubmit(
    // The schema's output leaves empty optional fields out (undefined); the wizard keeps them as ''.
    (values) =>
      onValid({
        ...emptyContact,
        ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      }),
    (fieldErrors) => {
      const first = (['email', 'firstName', 'lastName', 'phone', 'company', 'propertyAddress'] as const).find(
        (name) => fieldErrors[name],
      );
      if (first) setFocus(first);
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
