import { defaultCurrency, type ServiceView } from '@photoedit/contracts';
import type { WizardPhoto, WizardState } from './wizard-state';

/** A bracket set's blending surcharge (the admin's setting), 0 for a single photo. */
export const photoSurchargeMinor = (photo: Pick<WizardPhoto, 'frames'>, blendSurchargeMinor: number) =>
  photo.frames && photo.frames.length > 1 ? blendSurchargeMinor : 0;

/** The display-only price of one photo: its chosen services, and a set's surcharge (the server computes the real amount). */
export const photoTotalMinor = (
  services: readonly ServiceView[],
  chosenIds: readonly string[],
  surchargeMinor = 0,
) =>
  services
    .filter((service) => chosenIds.includes(service.id))
    .reduce((sum, service) => sum + service.priceMinor, surchargeMinor);

/** The currency the catalogue's prices are in (one for the whole catalogue); the default before it has loaded. */
export const catalogueCurrency = (services: readonly ServiceView[]) =>
  services[0]?.currency ?? defaultCurrency;

/** The display-only total of step 2 (the server computes the real amount). */
export function liveTotalMinor(
  state: Pick<WizardState, 'photos' | 'selections'>,
  prices: ReadonlyMap<string, number>,
  blendSurchargeMinor = 0,
): number {
  return state.photos.reduce(
    (sum, photo) =>
      sum +
      (state.selections[photo.mediaId] ?? []).reduce(
        (inner, id) => inner + (prices.get(id) ?? 0),
        photoSurchargeMinor(photo, blendSurchargeMinor),
      ),
    0,
  );
}
