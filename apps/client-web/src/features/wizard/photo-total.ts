import { defaultCurrency, type ServiceView } from '@photoedit/contracts';
import type { WizardState } from './wizard-state';

/** The display-only price of one photo's chosen services (the server computes the real amount). */
export const photoTotalMinor = (services: readonly ServiceView[], chosenIds: readonly string[]) =>
  services
    .filter((service) => chosenIds.includes(service.id))
    .reduce((sum, service) => sum + service.priceMinor, 0);

/** The currency the catalogue's prices are in (one for the whole catalogue); the default before it has loaded. */
export const catalogueCurrency = (services: readonly ServiceView[]) =>
  services[0]?.currency ?? defaultCurrency;

/** The display-only total of step 2 (the server computes the real amount). */
export function liveTotalMinor(
  state: Pick<WizardState, 'photos' | 'selections'>,
  prices: ReadonlyMap<string, number>,
): number {
  return state.photos.reduce(
    (sum, photo) =>
      sum + (state.selections[photo.mediaId] ?? []).reduce((inner, id) => inner + (prices.get(id) ?? 0), 0),
    0,
  );
}
