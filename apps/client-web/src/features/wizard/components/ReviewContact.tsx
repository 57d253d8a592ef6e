import { useTranslation } from '@photoedit/i18n';
import type { WizardBilling } from '../wizard-billing';
import type { WizardContact } from '../wizard-state';

/** The contact details on one line, "Ann Lee · ann@example.com · …", leaving out what was not given. */
export const contactLine = (contact: WizardContact) =>
  [
    [contact.firstName, contact.lastName].filter(Boolean).join(' '),
    contact.email,
    contact.phone,
    contact.company,
    contact.propertyAddress,
  ]
    .filter(Boolean)
    .join(' · ');

/** The company the invoice goes to, on one line: "Łąka sp. z o.o. · ul. Długa 1, 00-001 Łódź · PL5260250995". */
export const billingLine = (billing: WizardBilling) =>
  [billing.name, `${billing.street}, ${billing.postalCode} ${billing.city}`, billing.country, billing.vatId]
    .filter(Boolean)
    .join(' · ');

/** The review's summary of step 3: the contact details, the invoice's company and the notes for the whole order. */
export function ReviewContact({
  contact,
  billing = null,
  orderNotes,
}: {
  contact: WizardContact;
  billing?: WizardBilling | null;
  orderNotes: string;
}) {
  const { t } = useTranslation('wizard');
  return (
    <>
      <p className="mt-2 text-sm text-ink [overflow-wrap:anywhere]" data-testid="review-contact">
        {contactLine(contact)}
      </p>
      {billing ? (
        <p className="mt-2 text-sm text-ink [overflow-wrap:anywhere]" data-testid="review-billing">
          <span className="font-medium">{t('details.invoiceTitle')}:</span> {billingLine(billing)}
        </p>
      ) : null}
      {orderNotes.trim() ? (
        <p className="mt-2 text-sm text-ink-muted [overflow-wrap:anywhere]" data-testid="review-order-notes">
          <span className="font-medium text-ink">{t('review.orderNotesLabel')}</span> {orderNotes}
        </p>
      ) : null}
    </>
  );
}
