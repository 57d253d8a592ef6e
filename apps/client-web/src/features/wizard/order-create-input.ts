import type { Language, OrderCreateInput } from '@photoedit/contracts';
import { billingInput } from './wizard-billing';
import { orderReferencesKey, type WizardState } from './wizard-state';

/** The order the wizard's state describes, as the API takes it; empty notes and no discount code are left out. */
export function orderCreateInput(state: WizardState, lang: Language): OrderCreateInput {
  return {
    images: state.photos.map((photo) => ({
      mediaId: photo.mediaId,
      serviceIds: state.selections[photo.mediaId] ?? [],
      ...(state.notes[photo.mediaId]?.trim() ? { note: state.notes[photo.mediaId] } : {}),
      pins: state.pins[photo.mediaId] ?? [],
      references: (state.references[photo.mediaId] ?? []).map((reference) => reference.mediaId),
      ...(photo.frames && photo.frames.length > 1
        ? { frameIds: photo.frames.map((frame) => frame.mediaId) }
        : {}),
    })),
    references: (state.references[orderReferencesKey] ?? []).map((reference) => reference.mediaId),
    contact: state.contact,
    ...(state.billing ? { billing: billingInput(state.billing) } : {}),
    ...(state.orderNotes.trim() ? { notes: state.orderNotes } : {}),
    language: lang,
    ...(state.discountCode ? { discountCode: state.discountCode } : {}),
    turnaround: state.turnaround,
    ...(state.currency ? { currency: state.currency } : {}),
  };
}
