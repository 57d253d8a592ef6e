import { describe, expect, it } from 'vitest';
import { liveTotalMinor } from './photo-total';
import { isSignedUrlStale } from './signed-url';
import {
  clearWizardState,
  initialWizardState,
  loadWizardState,
  parseWizardState,
  photosWithEmptyPins,
  photosWithoutService,
  reopenWizardAtReview,
  saveWizardState,
  type WizardPhoto,
  type WizardState,
  wizardReducer,
  wizardStorageKey,
} from './wizard-state';

const future = new Date(Date.now() + 3600_000).toISOString();
const photo = (mediaId: string): WizardPhoto => ({
  mediaId,
  name: `${mediaId}.jpg`,
  thumbnailUrl: `/media/${mediaId}?quality=thumbnail&exp=9999999999&sig=x`,
  width: 400,
  height: 300,
  check: null,
  warningsDismissed: false,
});

function withPhotos(...ids: string[]): WizardState {
  let state = wizardReducer(initialWizardState(), { type: 'draft', draftToken: 'draft', expiresAt: future });
  for (const id of ids) state = wizardReducer(state, { type: 'addPhoto', photo: photo(id) });
  return state;
}

describe('wizardReducer', () => {
  it('adds a photo once and removing it drops its services and note', () => {
    let state = withPhotos('a', 'a', 'b');
    expect(state.photos.map((p) => p.mediaId)).toEqual(['a', 'b']);
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's1' });
    state = wizardReducer(state, { type: 'note', mediaId: 'a', note: 'sky please' });
    state = wizardReducer(state, { type: 'removePhoto', mediaId: 'a' });
    expect(state.photos.map((p) => p.mediaId)).toEqual(['b']);
    expect(state.selections).toEqual({});
    expect(state.notes).toEqual({});
  });

  it('numbers photos in the order they were chosen, whatever order their uploads finish in', () => {
    // Chosen a, b, c, d; finished d, b, a, c: each lands behind those chosen before it that are stored.
    const chosen = ['a', 'b', 'c', 'd'];
    let state = withPhotos();
    for (const id of ['d', 'b', 'a', 'c']) {
      const after = chosen
        .slice(0, chosen.indexOf(id))
        .filter((before) => state.photos.some((p) => p.mediaId === before));
      state = wizardReducer(state, { type: 'addPhoto', photo: photo(id), after });
    }
    expect(state.photos.map((p) => p.mediaId)).toEqual(chosen);
  });

  it('moves a photo to another place of the sequence, within its ends', () => {
    let state = withPhotos('a', 'b', 'c', 'd');
    state = wizardReducer(state, { type: 'movePhoto', mediaId: 'a', to: 2 });
    expect(state.photos.map((p) => p.mediaId)).toEqual(['b', 'c', 'a', 'd']);
    state = wizardReducer(state, { type: 'movePhoto', mediaId: 'd', to: 0 });
    expect(state.photos.map((p) => p.mediaId)).toEqual(['d', 'b', 'c', 'a']);
    state = wizardReducer(state, { type: 'movePhoto', mediaId: 'b', to: 99 });
    expect(state.photos.map((p) => p.mediaId)).toEqual(['d', 'c', 'a', 'b']);
    expect(wizardReducer(state, { type: 'movePhoto', mediaId: 'nope', to: 0 }).photos).toEqual(state.photos);
  });

  it('toggles services per image', () => {
    let state = withPhotos('a');
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's1' });
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's2' });
    expect(state.selections.a).toEqual(['s1', 's2']);
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's1' });
    expect(state.selections.a).toEqual(['s2']);
  });

  it('keeps steps within the four', () => {
    expect(wizardReducer(initialWizardState(), { type: 'goTo', step: 9 }).step).toBe(3);
    expect(wizardReducer(initialWizardState(), { type: 'goTo', step: -1 }).step).toBe(0);
  });

  it('a new draft keeps the contact details but none of the old uploads', () => {
    let state = withPhotos('a');
    state = wizardReducer(state, { type: 'contact', contact: { ...state.contact, email: 'a@b.test' } });
    state = wizardReducer(state, { type: 'draft', draftToken: 'new', expiresAt: future });
    expect(state.photos).toEqual([]);
    expect(state.contact.email).toBe('a@b.test');
    expect(state.draftToken).toBe('new');
  });

  it('changing the photos forgets the created order (it no longer matches)', () => {
    let state = withPhotos('a');
    state = wizardReducer(state, {
      type: 'order',
      order: { orderId: 'o', orderNumber: 1, accessToken: 't' },
    });
    state = wizardReducer(state, { type: 'removePhoto', mediaId: 'a' });
    expect(state.order).toBeNull();
  });
});

describe('order notes', () => {
  it('are kept by a new draft and across a reload, even when the draft expired', () => {
    let state = wizardReducer(withPhotos('a'), { type: 'orderNotes', notes: 'Listing goes live Friday' });
    state = wizardReducer(state, { type: 'draft', draftToken: 'other', expiresAt: future });
    expect(state.orderNotes).toBe('Listing goes live Friday');
    expect(parseWizardState(JSON.stringify(state)).orderNotes).toBe('Listing goes live Friday');
    const expired = { ...state, draftExpiresAt: new Date(Date.now() - 1000).toISOString() };
    expect(parseWizardState(JSON.stringify(expired)).orderNotes).toBe('Listing goes live Friday');
  });
});

describe('rules', () => {
  it('lists the photos without a service (SPEC §5)', () => {
    let state = withPhotos('a', 'b', 'c');
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'b', serviceId: 's1' });
    expect(photosWithoutService(state)).toEqual(['a', 'c']);
  });

  it('sums the live total from the catalogue prices', () => {
    let state = withPhotos('a', 'b');
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's1' });
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's2' });
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'b', serviceId: 's2' });
    expect(
      liveTotalMinor(
        state,
        new Map([
          ['s1', 500],
          ['s2', 250],
        ]),
      ),
    ).toBe(1000);
  });

  it('a signed address within a minute of its expiry is stale', () => {
    const now = 1_000_000_000_000;
    expect(isSignedUrlStale(`/media/x?quality=thumbnail&exp=${now / 1000 + 30}&sig=s`, now)).toBe(true);
    expect(isSignedUrlStale(`/media/x?quality=thumbnail&exp=${now / 1000 + 600}&sig=s`, now)).toBe(false);
    expect(isSignedUrlStale('/media/x?quality=thumbnail', now)).toBe(false);
  });
});

describe('persistence', () => {
  it('survives a save and load (a reload)', () => {
    let state = withPhotos('a', 'b');
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 's1' });
    state = wizardReducer(state, { type: 'note', mediaId: 'b', note: 'note' });
    state = wizardReducer(state, { type: 'goTo', step: 2 });
    state = wizardReducer(state, { type: 'discount', code: 'WELCOME10' });
    state = {
      ...state,
      photos: state.photos.map((photo) => ({
        ...photo,
        check: { flags: ['dark'], dhash: '00000000ffffffff' },
      })),
    };
    state = wizardReducer(state, { type: 'dismissWarnings', mediaId: 'b' });
    saveWizardState(state, localStorage);
    expect(loadWizardState(localStorage)).toEqual(state);
    expect(loadWizardState(localStorage).photos.map((photo) => photo.warningsDismissed)).toEqual([
      false,
      true,
    ]);
  });

  it('keeps pins across a reload, drops malformed ones, and finds photos with an unwritten pin', () => {
    let state = withPhotos('a', 'b');
    state = wizardReducer(state, {
      type: 'pins',
      mediaId: 'a',
      pins: [
        { x: 0.1, y: 0.2, note: 'Car' },
        { x: 0.5, y: 0.5, note: ' ' },
      ],
    });
    expect(photosWithEmptyPins(state)).toEqual(['a']);
    const raw = JSON.parse(JSON.stringify(state));
    raw.pins.a.push({ x: 3, y: 0, note: 'off the photo' }, 'nonsense');
    raw.pins.unknown = [{ x: 0, y: 0, note: 'x' }];
    const parsed = parseWizardState(JSON.stringify(raw));
    expect(parsed.pins).toEqual({ a: state.pins.a });
    expect(wizardReducer(parsed, { type: 'removePhoto', mediaId: 'a' }).pins).toEqual({});
  });

  it('reads a stored photo check only when it is one', () => {
    const stored = withPhotos('a');
    const raw = { ...stored, photos: [{ ...stored.photos[0], check: { flags: ['nonsense'], dhash: 'x' } }] };
    expect(parseWizardState(JSON.stringify(raw)).photos[0]?.check).toBeNull();
  });

  it('starts fresh from garbage, another version, or an expired draft (keeping the contact)', () => {
    expect(parseWizardState('{not json')).toEqual(initialWizardState());
    expect(parseWizardState(JSON.stringify({ version: 99 }))).toEqual(initialWizardState());
    const expired = {
      ...withPhotos('a'),
      draftExpiresAt: new Date(Date.now() - 1000).toISOString(),
      contact: { email: 'x@y.test' },
      step: 3,
    };
    const parsed = parseWizardState(JSON.stringify(expired));
    expect(parsed.photos).toEqual([]);
    expect(parsed.step).toBe(0);
    expect(parsed.contact.email).toBe('x@y.test');
  });

  it('drops malformed photos and selections of unknown photos', () => {
    const raw = {
      ...withPhotos('a'),
      photos: [photo('a'), { mediaId: 3 }],
      selections: { a: ['s1', 7], ghost: ['s2'] },
      notes: { ghost: 'x' },
    };
    const parsed = parseWizardState(JSON.stringify(raw));
    expect(parsed.photos).toHaveLength(1);
    expect(parsed.selections).toEqual({ a: ['s1'] });
    expect(parsed.notes).toEqual({});
  });

  it('a failed payment reopens Review & Pay; success clears everything', () => {
    saveWizardState(withPhotos('a'), localStorage);
    reopenWizardAtReview(localStorage);
    expect(loadWizardState(localStorage).step).toBe(3);
    clearWizardState(localStorage);
    expect(localStorage.getItem(wizardStorageKey)).toBeNull();
  });
});
