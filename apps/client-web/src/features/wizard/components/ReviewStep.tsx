import { formatMoney, useTranslation } from '@photoedit/i18n';
import { FormAlert, StatusLine } from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { fetchQuote } from '../wizard-api';
import type { WizardCatalogueProps, WizardQuoteProps } from '../wizard-props';
import type { WizardOrder } from '../wizard-state';
import { DiscountField } from './DiscountField';
import { PaymentSection } from './PaymentSection';
import { ReviewSection } from './ReviewSection';
import { Thumbnail } from './Thumbnail';
import { TurnaroundChoice } from './TurnaroundChoice';
import { WizardHeading } from './WizardHeading';

/**
 * Step 4 "Review & Pay": the server's quote per image and in total, the discount code, and the payment: the
 * Stripe Payment Element when the API has Stripe keys, otherwise the clearly labelled offline test payment.
 */
export function ReviewStep({
  state,
  dispatch,
  services,
  lang,
  onEdit,
  onPaid,
}: WizardCatalogueProps & {
  onEdit: (step: number) => void;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const names = new Map(services.map((service) => [service.id, service.name]));
  const images = state.photos.map((photo) => ({ serviceIds: state.selections[photo.mediaId] ?? [] }));
  const quote = useQuery({
    queryKey: ['wizard', 'quote', images, state.discountCode, state.turnaround, lang],
    queryFn: () =>
      fetchQuote(
        {
          images,
          lang,
          turnaround: state.turnaround,
          ...(state.discountCode ? { discountCode: state.discountCode } : {}),
        },
        state.draftToken,
      ),
    staleTime: 30_000,
  });
  const money = (amount: number) => formatMoney(amount, quote.data?.currency ?? 'USD', lang);
  const quoted: WizardQuoteProps = { state, dispatch, quote: quote.data, money };

  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('review.intro')}</p>
      <ReviewSection id="review-images-title" title={t('review.imagesTitle')} onEdit={() => onEdit(1)}>
        <ul className="mt-3 flex flex-col gap-3">
          {state.photos.map((photo, index) => {
            const quoted = quote.data?.images.find((image) => image.index === index);
            const note = state.notes[photo.mediaId]?.trim();
            return (
              <li
                key={photo.mediaId}
                data-testid="review-image"
                className="flex gap-4 rounded-card border border-border bg-white p-3 shadow-card"
              >
                <div className="size-20 shrink-0 overflow-hidden rounded-control bg-surface-sunken">
                  <Thumbnail
                    photo={photo}
                    draftToken={state.draftToken}
                    alt={t('services.imageLabel', { number: index + 1, name: photo.name })}
                    onFreshUrl={(mediaId, url) => dispatch({ type: 'thumbnail', mediaId, url })}
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink" title={photo.name}>
                    {t('services.imageLabel', { number: index + 1, name: photo.name })}
                  </p>
                  <ul className="mt-1 text-sm text-ink">
                    {(
                      quoted?.services ??
                      (state.selections[photo.mediaId] ?? []).map((id) => ({
                        serviceId: id,
                        name: names.get(id) ?? '',
                        priceMinor: null,
                      }))
                    ).map((service) => (
                      <li key={service.serviceId} className="flex justify-between gap-2">
                        <span>{service.name}</span>
                        {service.priceMinor !== null ? <span>{money(service.priceMinor)}</span> : null}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
                    <span className="font-medium">{t('review.noteLabel')}</span> {note || t('review.noNote')}
                  </p>
                  {quoted ? (
                    <p className="mt-1 text-sm font-semibold text-ink">
                      {t('review.imagePrice', { amount: money(quoted.subtotalMinor) })}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </ReviewSection>

      <ReviewSection id="review-contact-title" title={t('review.contactTitle')} onEdit={() => onEdit(2)}>
        <p className="mt-2 text-sm text-ink [overflow-wrap:anywhere]" data-testid="review-contact">
          {[
            [state.contact.firstName, state.contact.lastName].filter(Boolean).join(' '),
            state.contact.email,
            state.contact.phone,
            state.contact.company,
            state.contact.propertyAddress,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {state.orderNotes.trim() ? (
          <p
            className="mt-2 text-sm text-ink-muted [overflow-wrap:anywhere]"
            data-testid="review-order-notes"
          >
            <span className="font-medium text-ink">{t('review.orderNotesLabel')}</span> {state.orderNotes}
          </p>
        ) : null}
      </ReviewSection>

      <TurnaroundChoice {...quoted} />

      <DiscountField {...quoted} />

      <section
        aria-labelledby="review-total-title"
        className="rounded-card border border-border bg-surface p-4"
      >
        <WizardHeading depth={2} id="review-total-title" className="sr-only">
          {t('review.total')}
        </WizardHeading>
        {quote.isPending ? (
          <StatusLine>{t('review.quoting')}</StatusLine>
        ) : quote.isError ? (
          <FormAlert>{t('review.quoteFailed')}</FormAlert>
        ) : (
          <dl className="flex flex-col gap-1">
            {quote.data.discount || quote.data.turnaround.amountMinor !== 0 ? (
              <div className="flex justify-between">
                <dt>{t('review.subtotal')}</dt>
                <dd>{money(quote.data.subtotalMinor)}</dd>
              </div>
            ) : null}
            {quote.data.turnaround.amountMinor !== 0 ? (
              <div className="flex justify-between" data-testid="review-turnaround">
                <dt>
                  {t(`turnaround.${quote.data.turnaround.tier}`, { hours: quote.data.turnaround.hours })}
                </dt>
                <dd>
                  {quote.data.turnaround.amountMinor > 0 ? '+' : '−'}
                  {money(Math.abs(quote.data.turnaround.amountMinor))}
                </dd>
              </div>
            ) : null}
            {quote.data.discount ? (
              <div className="flex justify-between text-success-700">
                <dt>{t('review.discount', { code: quote.data.discount.code })}</dt>
                <dd>−{money(quote.data.discount.discountAmountMinor)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between text-xl font-semibold text-ink">
              <dt>{t('review.total')}</dt>
              <dd data-testid="review-total">{money(quote.data.totalMinor)}</dd>
            </div>
          </dl>
        )}
      </section>

      <PaymentSection {...quoted} lang={lang} onPaid={onPaid} />
    </div>
  );
}
