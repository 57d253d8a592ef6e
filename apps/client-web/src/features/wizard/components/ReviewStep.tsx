import {
  type Language,
  type OrderCreateInput,
  orderMessageKeys,
  type PaymentStart,
  type PriceQuote,
  type ServiceView,
} from '@photoedit/contracts';
import { formatMoney, i18n, useTranslation } from '@photoedit/i18n';
import {
  Button,
  errorIssues,
  errorMessageKey,
  FormAlert,
  Spinner,
  TextField,
  toast,
  translateMessageKey,
} from '@photoedit/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  checkDiscount,
  confirmOfflinePayment,
  createOrder,
  fetchPaymentsConfig,
  fetchQuote,
  startPayment,
} from '../wizard-api';
import type { WizardAction, WizardOrder, WizardState } from '../wizard-state';
import { Thumbnail } from './Thumbnail';

const StripePayment = lazy(() => import('./StripePayment'));

/** The payment result page of an order (its capability travels in the query). */
export function paymentResultPath(order: WizardOrder) {
  const search = new URLSearchParams({ orderId: order.orderId, accessToken: order.accessToken });
  return `/payment-success?${search.toString()}`;
}

/** 'Invalid discount code.' and the other ordering messages live in `common` (the API's keys). */
function orderMessage(key: string, fallback: string) {
  return i18n.exists(`common:${key}`) ? translateMessageKey(key) : fallback;
}

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
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  services: readonly ServiceView[];
  lang: Language;
  onEdit: (step: number) => void;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const names = new Map(services.map((service) => [service.id, service.name]));
  const images = state.photos.map((photo) => ({ serviceIds: state.selections[photo.mediaId] ?? [] }));
  const quote = useQuery({
    queryKey: ['wizard', 'quote', images, state.discountCode, lang],
    queryFn: () =>
      fetchQuote(
        { images, lang, ...(state.discountCode ? { discountCode: state.discountCode } : {}) },
        state.draftToken,
      ),
    staleTime: 30_000,
  });
  const money = (amount: number) => formatMoney(amount, quote.data?.currency ?? 'USD', lang);

  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">{t('review.intro')}</p>
      <section aria-labelledby="review-images-title">
        <div className="flex items-center justify-between gap-2">
          <h4 id="review-images-title" className="text-lg font-semibold text-ink">
            {t('review.imagesTitle')}
          </h4>
          <Button variant="ghost" size="sm" onClick={() => onEdit(1)}>
            {t('review.edit')}
            <span className="sr-only"> {t('review.imagesTitle')}</span>
          </Button>
        </div>
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
      </section>

      <section aria-labelledby="review-contact-title">
        <div className="flex items-center justify-between gap-2">
          <h4 id="review-contact-title" className="text-lg font-semibold text-ink">
            {t('review.contactTitle')}
          </h4>
          <Button variant="ghost" size="sm" onClick={() => onEdit(2)}>
            {t('review.edit')}
            <span className="sr-only"> {t('review.contactTitle')}</span>
          </Button>
        </div>
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
      </section>

      <DiscountField state={state} dispatch={dispatch} quote={quote.data} money={money} />

      <section
        aria-labelledby="review-total-title"
        className="rounded-card border border-border bg-surface p-4"
      >
        <h4 id="review-total-title" className="sr-only">
          {t('review.total')}
        </h4>
        {quote.isPending ? (
          <p role="status" className="flex items-center gap-2 text-ink-muted">
            <Spinner size="sm" /> {t('review.quoting')}
          </p>
        ) : quote.isError ? (
          <FormAlert>{t('review.quoteFailed')}</FormAlert>
        ) : (
          <dl className="flex flex-col gap-1">
            {quote.data.discount ? (
              <>
                <div className="flex justify-between">
                  <dt>{t('review.subtotal')}</dt>
                  <dd>{money(quote.data.subtotalMinor)}</dd>
                </div>
                <div className="flex justify-between text-success-700">
                  <dt>{t('review.discount', { code: quote.data.discount.code })}</dt>
                  <dd>−{money(quote.data.discount.discountAmountMinor)}</dd>
                </div>
              </>
            ) : null}
            <div className="flex justify-between text-xl font-semibold text-ink">
              <dt>{t('review.total')}</dt>
              <dd data-testid="review-total">{money(quote.data.totalMinor)}</dd>
            </div>
          </dl>
        )}
      </section>

      <PaymentSection
        state={state}
        dispatch={dispatch}
        lang={lang}
        quote={quote.data}
        money={money}
        onPaid={onPaid}
      />
    </div>
  );
}

function DiscountField({
  state,
  dispatch,
  quote,
  money,
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  quote: PriceQuote | undefined;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('wizard');
  const [code, setCode] = useState(state.discountCode ?? '');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const invalid = () => orderMessage(orderMessageKeys.invalidDiscountCode, t('review.invalidDiscount'));
  // A stored code that stopped being valid (used up, expired) is reported and dropped.
  const storedInvalid = state.discountCode !== null && quote?.discountValid === false;

  const apply = async () => {
    const value = code.trim();
    setError(undefined);
    if (!value) {
      setError(invalid());
      return;
    }
    setChecking(true);
    try {
      const images = state.photos.map((photo) => ({ serviceIds: state.selections[photo.mediaId] ?? [] }));
      const answer = await checkDiscount({ code: value, images }, state.draftToken);
      if (answer.valid) {
        dispatch({ type: 'discount', code: answer.code });
        toast.success(t('review.discountApplied', { code: answer.code }));
      } else {
        setError(answer.messageKey ? orderMessage(answer.messageKey, invalid()) : invalid());
      }
    } catch (caught) {
      const key = errorMessageKey(caught);
      setError(
        key === 'errors.BAD_INPUT' || key === orderMessageKeys.invalidDiscountCode
          ? invalid()
          : translateMessageKey(key),
      );
    } finally {
      setChecking(false);
    }
  };

  const applied = state.discountCode && quote?.discount ? quote.discount : null;
  return (
    <section aria-labelledby="review-discount-title" className="flex flex-col gap-3">
      <h4 id="review-discount-title" className="text-lg font-semibold text-ink">
        {t('review.discountLabel')}
      </h4>
      {applied ? (
        <div
          className="rounded-control border border-success-600 bg-success-50 p-3 text-sm text-success-700"
          data-testid="discount-applied"
        >
          <p className="font-medium">{t('review.discountApplied', { code: applied.code })}</p>
          <p>{t('review.originalPrice', { amount: money(applied.originalPriceMinor) })}</p>
          <p>{t('review.discountAmount', { amount: money(applied.discountAmountMinor) })}</p>
          {applied.remainingUses !== null ? (
            <p>{t('review.remainingUses', { count: applied.remainingUses })}</p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => {
              dispatch({ type: 'discount', code: null });
              setCode('');
            }}
          >
            {t('review.removeDiscount')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <TextField
            label={t('review.discountLabel')}
            className="min-w-0 flex-1"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error ?? (storedInvalid ? invalid() : undefined)}
          />
          <Button type="submit" variant="secondary" disabled={checking} aria-busy={checking || undefined}>
            {checking ? <Spinner size="sm" className="text-current" /> : null}
            {t('review.applyDiscount')}
          </Button>
        </form>
      )}
      {error || storedInvalid ? (
        <p role="alert" className="sr-only">
          {error ?? invalid()}
        </p>
      ) : null}
    </section>
  );
}

function PaymentSection({
  state,
  dispatch,
  lang,
  quote,
  money,
  onPaid,
}: {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  lang: Language;
  quote: PriceQuote | undefined;
  money: (amount: number) => string;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const titleId = useId();
  const config = useQuery({
    queryKey: ['wizard', 'paymentsConfig'],
    queryFn: fetchPaymentsConfig,
    staleTime: Infinity,
  });
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string>();
  const [card, setCard] = useState<{ start: PaymentStart; order: WizardOrder }>();

  /** Creates (or replaces) the order of this draft and starts its payment; the server computes the amount. */
  const placeOrder = async () => {
    if (!state.draftToken) throw new Error('no draft');
    const input: OrderCreateInput = {
      images: state.photos.map((photo) => ({
        mediaId: photo.mediaId,
        serviceIds: state.selections[photo.mediaId] ?? [],
        ...(state.notes[photo.mediaId]?.trim() ? { note: state.notes[photo.mediaId] } : {}),
      })),
      contact: state.contact,
      ...(state.orderNotes.trim() ? { notes: state.orderNotes } : {}),
      language: lang,
      ...(state.discountCode ? { discountCode: state.discountCode } : {}),
    };
    const created = await createOrder(input, state.draftToken);
    const order = {
      orderId: created.orderId,
      orderNumber: created.orderNumber,
      accessToken: created.accessToken,
    };
    dispatch({ type: 'order', order });
    const start = await startPayment({ orderId: order.orderId, accessToken: order.accessToken });
    return { order, start };
  };

  const pay = async () => {
    // Double clicks: one order, one payment (the server's idempotency covers other tabs).
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      const { order, start } = await placeOrder();
      if (start.provider === 'stripe' && start.clientSecret) {
        setCard({ start, order });
        return;
      }
      await confirmOfflinePayment({ orderId: order.orderId, accessToken: order.accessToken });
      onPaid(order);
    } catch (caught) {
      // A refused field (e.g. a photo no longer in the draft) says more than the generic BAD_INPUT message.
      const key = errorIssues(caught)[0]?.message ?? errorMessageKey(caught);
      const message = i18n.exists(`common:${key}`) ? translateMessageKey(key) : t('payment.failed');
      // The code's last use went to another checkout: drop it, so the next Pay is at the full price.
      if (key === orderMessageKeys.discountUsedUp) dispatch({ type: 'discount', code: null });
      setError(message);
      toast.error(t('common:messages.submitFailed', { item: t('payment.item') }));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const amount = quote ? money(quote.totalMinor) : '';
  const payLabel = t('payment.pay', { amount });
  const stripeConfigured = config.data?.provider === 'stripe';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h4 id={titleId} className="text-lg font-semibold text-ink">
        {stripeConfigured ? t('payment.cardTitle') : t('payment.title')}
      </h4>
      {config.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Spinner size="sm" /> {t('common:loading')}
        </p>
      ) : card?.start.clientSecret && card.start.publishableKey ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-ink-muted">
              <Spinner size="sm" /> {t('payment.loadingCard')}
            </p>
          }
        >
          <StripePayment
            publishableKey={card.start.publishableKey}
            clientSecret={card.start.clientSecret}
            returnUrl={`${window.location.origin}${paymentResultPath(card.order)}`}
            payLabel={t('payment.pay', { amount: money(card.start.amountMinor) })}
            locale={lang}
          />
        </Suspense>
      ) : (
        <>
          {!stripeConfigured ? (
            <div
              className="rounded-card border-2 border-dashed border-warning-600 bg-warning-50 p-4"
              data-testid="test-payment"
            >
              <p className="font-semibold text-warning-700">{t('payment.testTitle')}</p>
              <p className="mt-1 text-sm text-ink">{t('payment.testBody')}</p>
            </div>
          ) : null}
          <FormAlert>{error}</FormAlert>
          <Button
            size="lg"
            onClick={() => void pay()}
            disabled={pending || !quote || state.photos.length === 0}
            aria-busy={pending || undefined}
          >
            {pending ? <Spinner size="sm" className="text-current" /> : null}
            {pending ? t('payment.paying') : payLabel}
          </Button>
        </>
      )}
    </section>
  );
}
