import type { BracketPhoto } from '@photoedit/contracts';
import { describe, expect, it } from 'vitest';
import { orderCreateInput } from './order-create-input';
import { bracketInput } from './wizard-brackets';
import {
  initialWizardState,
  parseWizardState,
  type WizardPhoto,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const future = new Date(Date.now() + 3600_000).toISOString();
const photo = (mediaId: string): WizardPhoto => ({
  mediaId,
  name: `${mediaId}.jpg`,
  thumbnailUrl: `/media/${mediaId}?quality=thumbnail`,
  width: 400,
  height: 300,
  check: null,
  warningsDismissed: false,
});
const set = (
  frameIds: string[],
  leadId = frameIds[Math.floor((frameIds.length - 1) / 2)] as string,
): BracketPhoto => ({
  frameIds,
  leadId,
  preview: frameIds.length > 1 ? { status: 'pending', image: null, cameraMoved: null } : null,
});

function withPhotos(...ids: string[]): WizardState {
  let state = wizardReducer(initialWizardState(), { type: 'draft', draftToken: 'draft', expiresAt: future });
  for (const id of ids) state = wizardReducer(state, { type: 'addPhoto', photo: photo(id) });
  return state;
}

describe('bracket sets in the wizard', () => {
  it('become one photo keyed by the middle exposure, keeping the choices made on any of its files', () => {
    let state = withPhotos('a', 'b', 'c', 'single');
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'a', serviceId: 'sky' });
    state = wizardReducer(state, { type: 'note', mediaId: 'single', note: 'keep' });
    state = wizardReducer(state, { type: 'regroup', photos: [set(['a', 'b', 'c']), set(['single'])] });
    expect(state.photos.map((p) => [p.mediaId, p.frames?.map((f) => f.mediaId)])).toEqual([
      ['b', ['a', 'b', 'c']],
      ['single', undefined],
    ]);
    expect(state.selections).toEqual({ b: ['sky'] });
    expect(state.notes).toEqual({ single: 'keep' });
    expect(bracketInput(state.photos)).toEqual([['a', 'b', 'c'], ['single']]);
    // The order sends the set's files; a single photo none.
    const input = orderCreateInput(state, 'en');
    expect(input.images.map((image) => [image.mediaId, image.frameIds])).toEqual([
      ['b', ['a', 'b', 'c']],
      ['single', undefined],
    ]);
  });

  it('keeps files added while the answer was on its way, and drops files removed meanwhile', () => {
    let state = withPhotos('a', 'b', 'c');
    const answer = [set(['a', 'b'])];
    state = wizardReducer(state, { type: 'removePhoto', mediaId: 'a' });
    state = wizardReducer(state, { type: 'regroup', photos: [...answer, set(['c'])] });
    expect(state.photos.map((p) => [p.mediaId, p.frames?.length])).toEqual([
      ['b', undefined],
      ['c', undefined],
    ]);
    state = wizardReducer(state, { type: 'addPhoto', photo: photo('d') });
    state = wizardReducer(state, { type: 'regroup', photos: [set(['b', 'c'])], grouping: 'manual' });
    expect(state.photos.map((p) => p.mediaId)).toEqual(['b', 'd']);
    expect(state.grouping).toBe('manual');
    // A photo placed between the files of a set while the answer was on its way keeps its place after the set.
    let listing = withPhotos('k1', 'garden', 'k2', 'k3');
    listing = wizardReducer(listing, { type: 'regroup', photos: [set(['k1', 'k2', 'k3'])] });
    expect(listing.photos.map((p) => p.mediaId)).toEqual(['k2', 'garden']);
    let early = withPhotos('bed', 'k1', 'k2');
    const answer2 = [set(['bed']), set(['k1', 'k2'])];
    early = wizardReducer(early, { type: 'addPhoto', photo: photo('garden'), after: ['bed'] });
    early = wizardReducer(early, { type: 'regroup', photos: answer2 });
    expect(early.photos.map((p) => p.mediaId)).toEqual(['bed', 'garden', 'k1']);
  });

  it('removing a file of a set keeps the rest as the set, with a new middle exposure when it was the middle one', () => {
    let state = withPhotos('a', 'b', 'c', 'd');
    state = wizardReducer(state, { type: 'regroup', photos: [set(['a', 'b', 'c', 'd'])] });
    state = wizardReducer(state, { type: 'toggleService', mediaId: 'b', serviceId: 'sky' });
    state = wizardReducer(state, { type: 'removePhoto', mediaId: 'd' });
    expect(state.photos[0]?.frames?.map((f) => f.mediaId)).toEqual(['a', 'b', 'c']);
    expect(state.photos[0]?.preview).toBeNull();
    state = wizardReducer(state, { type: 'removePhoto', mediaId: 'b' });
    expect(state.photos.map((p) => [p.mediaId, p.frames?.map((f) => f.mediaId)])).toEqual([
      ['a', ['a', 'c']],
    ]);
    expect(state.selections).toEqual({ a: ['sky'] });
  });

  it('survives a reload: the frames and the grouping mode are stored', () => {
    let state = withPhotos('a', 'b');
    state = wizardReducer(state, { type: 'regroup', photos: [set(['a', 'b'])], grouping: 'manual' });
    const restored = parseWizardState(JSON.stringify({ ...state, draftExpiresAt: future }));
    expect(restored.photos[0]?.frames?.map((f) => f.mediaId)).toEqual(['a', 'b']);
    expect(restored.grouping).toBe('manual');
  });
});
