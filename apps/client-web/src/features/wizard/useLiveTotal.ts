// Step 2's running total, before the server's quote: the chosen services at their catalogue prices and the
// chosen turnaround's surcharge or reduction on them (as the quote computes it), each bracket set's blending
// surcharge, in the page's money format.
import { type Currency, type Language, type ServiceView, turnaroundAmount } from '@photoedit/contracts';
import { formatMoney } from '@photoedit/i18n';
import { useTurnarounds } from '../../lib/useTurnarounds';
import { useBlendSurcharge } from './api/quote';
import { liveTotalMinor } from './photo-total';
import type { WizardState } from './wizard-state';

export function useLiveTotal(
  state: Pick<WizardState, 'photos' | 'selections' | 'turnaround'>,
  services: readonly ServiceView[],
  lang: Language,
  currency: Currency,
) {
  const prices = new Map(services.map((service) => [service.id, service.priceMinor]));
  const blendSurchargeMinor = useBlendSurcharge(currency);
  const servicesMinor = liveTotalMinor(state, prices, blendSurchargeMinor);
  const tier = useTurnarounds().data?.find((option) => option.tier === state.turnaround);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, lang);
  return {
    servicesMinor,
    total: money(servicesMinor + (tier ? turnaroundAmount(servicesMinor, tier.percent) : 0)),
    money,
    blendSurchargeMinor,
  };
}
