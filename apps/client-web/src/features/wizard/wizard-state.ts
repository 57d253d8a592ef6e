// The order wizard's state and its persistence: one localStorage entry, independent of the interface language,
// so a reload, a language switch or a round trip to the payment page keeps the photos and every choice.
import {
  type BracketPhoto,
  type BracketPreview,
  Currency,
  PhotoCheck,
  type PhotoPin,
  parseJson,
  TurnaroundTier,
} from '@photoedit/contracts';
import { insertInSequence, movedPhoto } from './photo-sequence';
import { parseWizardBilling, type WizardBilling } from './wizard-billing';
import { type BracketGrouping, regroupPhotos, removedFrame, type WizardFrame } from './wizard-brackets';
import { isStoredPin, isStoredReference, parseFrames } from './wizard-stored';

export type { BracketGrouping, WizardFrame } from './wizard-brackets';

export const wizardStorageKey = 'photoedit-order-wizard';
export const wizardStateVersion = 1;

export const wizardSteps = ['upload', 'services', 'details', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** An uploaded photo: the media id and a thumbnail address (signed, expiring; re-fetched when stale). */
export interface WizardPhoto {
  mediaId: string;
  name: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  /** The pre-payment photo check of the upload (null when there is none). */
  check: PhotoCheck | null;
  /** The client kept the photo despite its warnings. */
  warningsDismissed: boolean;
  /** A bracket set's frames in capture order (this photo's own file, the middle exposure, among them). */
  frames?: WizardFrame[];
  /** A set's automatic blended preview (not kept across reloads: asked again). */
  preview?: BracketPreview | null;
}

/** A reference image ("a sky like this"): an upload of the same draft. */
export interface WizardReference {
  mediaId: string;
  name: string;
  thumbnailUrl: string;
}

export interface WizardContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  propertyAddress: string;
}

/** The order created for this draft (kept so /payment-success and a retry can find it). */
export interface WizardOrder {
  orderId: string;
  orderNumber: number;
  accessToken: string;
}

export interface WizardState {
  version: typeof wizardStateVersion;
  step: number;
  draftToken: string | null;
  draftExpiresAt: string | null;
  photos: WizardPhoto[];
  /** How uploads become photos: bracket sets grouped from EXIF, corrected by the client, or each file alone. */
  grouping: BracketGrouping;
  /** mediaId → chosen service ids. */
  selections: Record<string, string[]>;
  /** mediaId → instruction note. */
  notes: Record<string, string>;
  /** mediaId → instructions pinned on the photo (a note may still be empty while it is being written). */
  pins: Record<string, PhotoPin[]>;
  /** mediaId → reference images for that photo; `order` for the whole order. */
  references: Record<string, WizardReference[]>;
  contact: WizardContact;
  /** The company the invoice is made out to; null: the contact, a private person (issue 35). */
  billing: WizardBilling | null;
  /** Instructions for the whole order (SPEC §3 order notes). */
  orderNotes: string;
  discountCode: string | null;
  /** How fast (and at what price) the order is delivered: Standard 24 h unless the client picks another. */
  turnaround: TurnaroundTier;
  /** The currency chosen (issue 35); null: the starting one (PLN in Polish, else the admin's default). */
  currency: Currency | null;
  order: WizardOrder | null;
}

export const emptyContact: WizardContact = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  company: '',
  propertyAddress: '',
};

export const initialWizardState = (): WizardState => ({
  version: wizardStateVersion,
  step: 0,
  draftToken: null,
  draftExpiresAt: null,
  photos: [],
  grouping: 'auto',
  selections: {},
  notes: {},
  pins: {},
  references: {},
  contact: { ...emptyContact },
  billing: null,
  orderNotes: '',
  discountCode: null,
  turnaround: 'standard',
  currency: null,
  order: null,
});

export type WizardAction =
  | { type: 'goTo'; step: number }
  | { type: 'draft'; draftToken: string; expiresAt: string }
  | { type: 'addPhoto'; photo: WizardPhoto; after?: readonly string[] } // after: the photos chosen before it
  | { type: 'movePhoto'; mediaId: string; to: number }
  | { type: 'removePhoto'; mediaId: string }
  | { type: 'regroup'; photos: readonly BracketPhoto[]; grouping?: BracketGrouping }
  | { type: 'thumbnail'; mediaId: string; url: string }
  | { type: 'dismissWarnings'; mediaId: string }
  | { type: 'toggleService'; mediaId: string; serviceId: string }
  | { type: 'setService'; mediaIds: readonly string[]; serviceId: string; on: boolean }
  | { type: 'copyServices'; from: string; to: string }
  | { type: 'note'; mediaId: string; note: string }
  | { type: 'pins'; mediaId: string; pins: PhotoPin[] }
  | { type: 'references'; owner: string; references: WizardReference[] }
  | { type: 'contact'; contact: WizardContact }
  | { type: 'billing'; billing: WizardBilling | null }
  | { type: 'orderNotes'; notes: string }
  | { type: 'discount'; code: string | null }
  | { type: 'turnaround'; tier: TurnaroundTier }
  | { type: 'currency'; currency: Currency }
  | { type: 'order'; order: WizardOrder | null }
  | { type: 'reset' };

const clampStep = (step: number) => Math.min(Math.max(0, Math.trunc(step)), wizardSteps.length - 1);

const without = <T>(record: Record<string, T>, key: string) => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goTo':
      return { ...state, step: clampStep(action.step) };
    case 'draft':
      // A new draft owns none of the old uploads: they start again from empty.
      return {
        ...initialWizardState(),
        contact: state.contact,
        billing: state.billing,
        orderNotes: state.orderNotes,
        draftToken: action.draftToken,
        draftExpiresAt: action.expiresAt,
      };
    case 'addPhoto':
      if (state.photos.some((photo) => photo.mediaId === action.photo.mediaId)) return state;
      return { ...state, photos: insertInSequence(state.photos, action.photo, action.after), order: null };
    case 'movePhoto':
      return { ...state, photos: movedPhoto(state.photos, action.mediaId, action.to), order: null };
    case 'regroup':
      return {
        ...regroupPhotos(state, action.photos),
        grouping: action.grouping ?? state.grouping,
        order: null,
      };
    case 'removePhoto': {
      const withoutFile = removedFrame(state, action.mediaId);
      if (withoutFile) return { ...withoutFile, order: null };
      return {
        ...state,
        photos: state.photos.filter((photo) => photo.mediaId !== action.mediaId),
        selections: without(state.selections, action.mediaId),
        notes: without(state.notes, action.mediaId),
        pins: without(state.pins, action.mediaId),
        references: without(state.references, action.mediaId),
        order: null,
      };
    }
    case 'thumbnail':
      return {
        ...state,
        photos: state.photos.map((photo) =>
          photo.mediaId === action.mediaId ? { ...photo, thumbnailUrl: action.url } : photo,
        ),
      };
    case 'dismissWarnings':
      return {
        ...state,
        photos: state.photos.map((photo) =>
          photo.mediaId === action.mediaId ? { ...photo, warningsDismissed: true } : photo,
        ),
      };
    case 'toggleService': {
      const current = state.selections[action.mediaId] ?? [];
      const next = current.includes(action.serviceId)
        ? current.filter((id) => id !== action.serviceId)
        : [...current, action.serviceId];
      return { ...state, selections: { ...state.selections, [action.mediaId]: next } };
    }
    case 'setService': {
      const selections = { ...state.selections };
      for (const mediaId of action.mediaIds) {
        const current = selections[mediaId] ?? [];
        const has = current.includes(action.serviceId);
        if (action.on && !has) selections[mediaId] = [...current, action.serviceId];
        if (!action.on && has) selections[mediaId] = current.filter((id) => id !== action.serviceId);
      }
      return { ...state, selections };
    }
    case 'copyServices':
      return {
        ...state,
        selections: { ...state.selections, [action.to]: [...(state.selections[action.from] ?? [])] },
      };
    case 'note':
      return { ...state, notes: { ...state.notes, [action.mediaId]: action.note } };
    case 'pins':
      return { ...state, pins: { ...state.pins, [action.mediaId]: action.pins } };
    case 'references':
      return {
        ...state,
        references: { ...state.references, [action.owner]: action.references },
        order: null,
      };
    case 'contact':
      return { ...state, contact: action.contact };
    case 'billing':
      return { ...state, billing: action.billing };
    case 'orderNotes':
      return { ...state, orderNotes: action.notes };
    case 'discount':
      return { ...state, discountCode: action.code };
    case 'turnaround':
      return { ...state, turnaround: action.tier, order: null };
    case 'currency':
      return { ...state, currency: action.currency, order: null, discountCode: null };
    case 'order':
      return { ...state, order: action.order };
    case 'reset':
      return initialWizardState();
  }
}

/** Media ids of the photos that have no service yet (SPEC §5: each image needs at least one). */
export function photosWithoutService(state: Pick<WizardState, 'photos' | 'selections'>): string[] {
  return state.photos
    .filter((photo) => (state.selections[photo.mediaId] ?? []).length === 0)
    .map((photo) => photo.mediaId);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The key of the whole order's reference images in `references`. */
export const orderReferencesKey = 'order';

/** Photos with a pin whose instruction is still empty (orders.create would refuse them). */
export const photosWithEmptyPins = (state: Pick<WizardState, 'photos' | 'pins'>): string[] =>
  state.photos
    .filter((photo) => (state.pins[photo.mediaId] ?? []).some((pin) => pin.note.trim() === ''))
    .map((photo) => photo.mediaId);

/** Reads the stored state; anything unreadable or of another version starts a fresh wizard. */
export function parseWizardState(raw: string | null, now = Date.now()): WizardState {
  if (!raw) return initialWizardState();
  const data = parseJson(raw);
  if (!isRecord(data) || data.version !== wizardStateVersion) return initialWizardState();
  const state = initialWizardState();
  const contact = isRecord(data.contact) ? data.contact : {};
  state.contact = {
    email: str(contact.email),
    firstName: str(contact.firstName),
    lastName: str(contact.lastName),
    phone: str(contact.phone),
    company: str(contact.company),
    propertyAddress: str(contact.propertyAddress),
  };
  state.billing = parseWizardBilling(data.billing);
  state.currency = Currency.safeParse(data.currency).data ?? null;
  state.orderNotes = str(data.orderNotes);
  const expiresAt = typeof data.draftExpiresAt === 'string' ? Date.parse(data.draftExpiresAt) : Number.NaN;
  // An expired draft's uploads are gone on the server: keep only the contact details.
  if (typeof data.draftToken !== 'string' || !(expiresAt > now)) return state;
  state.draftToken = data.draftToken;
  state.draftExpiresAt = str(data.draftExpiresAt);
  state.photos = (Array.isArray(data.photos) ? data.photos : []).flatMap((photo): WizardPhoto[] =>
    isRecord(photo) &&
    typeof photo.mediaId === 'string' &&
    typeof photo.name === 'string' &&
    typeof photo.thumbnailUrl === 'string' &&
    typeof photo.width === 'number' &&
    typeof photo.height === 'number'
      ? [
          {
            mediaId: photo.mediaId,
            name: photo.name,
            thumbnailUrl: photo.thumbnailUrl,
            width: photo.width,
            height: photo.height,
            check: PhotoCheck.safeParse(photo.check).data ?? null,
            warningsDismissed: photo.warningsDismissed === true,
            ...parseFrames(photo.frames),
          },
        ]
      : [],
  );
  const ids = new Set(state.photos.map((photo) => photo.mediaId));
  if (isRecord(data.selections)) {
    for (const [id, services] of Object.entries(data.selections)) {
      if (ids.has(id) && Array.isArray(services))
        state.selections[id] = services.filter((service): service is string => typeof service === 'string');
    }
  }
  if (isRecord(data.notes)) {
    for (const [id, note] of Object.entries(data.notes)) if (ids.has(id)) state.notes[id] = str(note);
  }
  if (isRecord(data.references)) {
    for (const [owner, list] of Object.entries(data.references)) {
      if ((owner === orderReferencesKey || ids.has(owner)) && Array.isArray(list))
        state.references[owner] = list.filter(isStoredReference);
    }
  }
  if (isRecord(data.pins)) {
    for (const [id, pins] of Object.entries(data.pins)) {
      if (ids.has(id) && Array.isArray(pins)) state.pins[id] = pins.filter(isStoredPin);
    }
  }
  state.grouping = data.grouping === 'manual' || data.grouping === 'off' ? data.grouping : 'auto';
  state.discountCode = typeof data.discountCode === 'string' ? data.discountCode : null;
  state.turnaround = TurnaroundTier.safeParse(data.turnaround).data ?? 'standard';
  const order = isRecord(data.order) ? data.order : null;
  if (
    order &&
    typeof order.orderId === 'string' &&
    typeof order.accessToken === 'string' &&
    typeof order.orderNumber === 'number'
  ) {
    state.order = { orderId: order.orderId, accessToken: order.accessToken, orderNumber: order.orderNumber };
  }
  state.step = state.photos.length === 0 ? 0 : clampStep(typeof data.step === 'number' ? data.step : 0);
  return state;
}

export function loadWizardState(storage: Storage | undefined = globalThis.localStorage): WizardState {
  try {
    return parseWizardState(storage?.getItem(wizardStorageKey) ?? null);
  } catch {
    return initialWizardState();
  }
}

export function saveWizardState(state: WizardState, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(wizardStorageKey, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the wizard still works for this page view.
  }
}

/** After a successful payment the next order starts from empty. */
export function clearWizardState(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(wizardStorageKey);
  } catch {
    // Nothing to clear.
  }
}

/** Pins the stored wizard to reopen on Review & Pay (a failed or canceled payment). */
export function reopenWizardAtReview(storage: Storage | undefined = globalThis.localStorage) {
  const state = loadWizardState(storage);
  if (state.photos.length === 0) return;
  saveWizardState({ ...state, step: wizardSteps.indexOf('review') }, storage);
}
