import { useTranslation } from '@photoedit/i18n';
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

/** The review's summary of step 3: the contact details and, when given, the notes for the whole order. */
export function ReviewContact({ contact, orderNotes }: { contact: WizardContact; orderNotes: string }) {
  const { t } = useTranslation('wizard');
  return (
    <>
      <p className="mt-2 text-sm text-ink [overflow-wrap:anywhere]" data-testid="review-contact">
        {contactLine(contact)}
      </p>
      {orderNotes.trim() ? (
        <p className="mt-2 text-sm text-ink-muted [overflow-wrap:anywhere]" data-testid="review-order-notes">
          <span className="font-medium text-ink">{t('review.orderNotesLabel')}</span> {orderNotes}
        </p>
      ) : null}
    </>
  );
}
