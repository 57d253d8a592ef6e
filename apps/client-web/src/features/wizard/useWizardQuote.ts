// The server's price quote of the order being made (per photo and in total, turnaround and discount included),
// and the money format in the quote's currency.
import { defaultCurrency, type Language } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n';
import { useQuery } from '@tanstack/react-query';
import { fetchQuote } from './wizard-api';
import type { WizardState } from './wizard-state';

export function useWizardQuote(state: WizardState, lang: Language) {
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
  const money = (amount: number) => formatMoney(amount, quote.data?.currency ?? defaultCurrency, lang);
  return { quote, money };
}
