// The server's price quote of the order being made (per photo and in total, turnaround and discount included),
// and the money format in the quote's currency. With the draft, a discount use this checkout already holds counts
// as its own, not as taken.
import type { Currency, Language } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { withDraft } from '../wizard-api';
import type { WizardState } from '../wizard-state';

export function useWizardQuote(state: WizardState, lang: Language, currency: Currency) {
  const trpc = useTRPC();
  const images = state.photos.map((photo) => ({
    serviceIds: state.selections[photo.mediaId] ?? [],
    frameCount: photo.frames?.length ?? 1,
  }));
  const input = {
    images,
    lang,
    turnaround: state.turnaround,
    ...(state.currency ? { currency: state.currency } : {}),
    ...(state.discountCode ? { discountCode: state.discountCode } : {}),
  };
  const quote = useQuery(
    trpc.orders.quote.queryOptions(input, { staleTime: 30_000, trpc: withDraft(state.draftToken) }),
  );
  const money = (amount: number) => formatMoney(amount, quote.data?.currency ?? currency, lang);
  return { quote, money };
}

/** Which payment provider the API runs (Stripe's keys or the offline test provider); it does not change. */
export function usePaymentsConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.payments.config.queryOptions(undefined, { staleTime: Infinity }));
}

/** The admin's surcharges per bracket set and the wizard's default currency; they change rarely. */
export function usePricing() {
  const trpc = useTRPC();
  return useQuery(trpc.orders.pricing.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}

/** The admin's surcharge per bracket set in `currency` (0 until known). */
export function useBlendSurcharge(currency: Currency): number {
  return usePricing().data?.blendSurcharges[currency] ?? 0;
}
