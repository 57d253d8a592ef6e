import { useTranslation } from '@photoedit/i18n';
import { useWizardQuote } from '../api/quote';
import type { WizardCatalogueProps, WizardQuoteProps } from '../wizard-props';
import type { WizardOrder } from '../wizard-state';
import { DiscountField } from './DiscountField';
import { PaymentSection } from './PaymentSection';
import { QuoteTotals } from './QuoteTotals';
import { ReviewContact } from './ReviewContact';
import { ReviewImage } from './ReviewImage';
import { ReviewPhotosTable } from './ReviewPhotosTable';
import { ReviewSection } from './ReviewSection';
import { TurnaroundChoice } from './TurnaroundChoice';

/** From this many photos the review lists them as one table of photos × services (collapsed) instead of cards. */
const compactReviewFrom = 6;

/**
 * Step 4 "Review & Pay": the server's quote per image and in total, the discount code, and the payment: the
 * Stripe Payment Element when the API has Stripe keys, otherwise the clearly labelled offline test payment.
 */
export function ReviewStep({
  state,
  dispatch,
  services,
  lang,
  currency,
  onEdit,
  onPaid,
}: WizardCatalogueProps & {
  onEdit: (step: number) => void;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const serviceNames = new Map(services.map((service) => [service.id, service.name]));
  const { quote, money } = useWizardQuote(state, lang, currency);
  const quoted: WizardQuoteProps = { state, dispatch, quote: quote.data, money };

  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('review.intro')}</p>
      <ReviewSection id="review-images-title" title={t('review.imagesTitle')} onEdit={() => onEdit(1)}>
        {state.photos.length >= compactReviewFrom ? (
          <ReviewPhotosTable {...quoted} services={services} />
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {state.photos.map((photo, index) => (
              <ReviewImage
                key={photo.mediaId}
                {...quoted}
                photo={photo}
                index={index}
                serviceNames={serviceNames}
              />
            ))}
          </ul>
        )}
      </ReviewSection>

      <ReviewSection id="review-contact-title" title={t('review.contactTitle')} onEdit={() => onEdit(2)}>
        <ReviewContact contact={state.contact} billing={state.billing} orderNotes={state.orderNotes} />
      </ReviewSection>

      <TurnaroundChoice
        state={state}
        dispatch={dispatch}
        subtotalMinor={quote.data?.subtotalMinor}
        money={money}
      />

      <DiscountField {...quoted} />

      <QuoteTotals quote={quote} money={money} />

      <PaymentSection {...quoted} lang={lang} onPaid={onPaid} />
    </div>
  );
}
