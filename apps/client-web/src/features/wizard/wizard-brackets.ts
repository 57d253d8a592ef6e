// Bracket sets in the wizard (issue 32): the server groups the uploads (media.brackets) and the wizard keeps its
// answer. A set is one photo keyed by its middle exposure (its `mediaId`), holding every frame; services, notes,
// pins and references stay with the photo when the grouping changes.
import type { BracketPhoto, BracketPreview, PhotoCheck } from '@photoedit/contracts';

/** One uploaded file: a single photo, or a frame of a set. */
export interface WizardFrame {
  mediaId: string;
  name: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  check: PhotoCheck | null;
}

/** auto: grouped from EXIF as files arrive; manual: the client corrected it (new files are grouped among themselves); off: each file is its own photo. */
export type BracketGrouping = 'auto' | 'manual' | 'off';

interface GroupedPhoto extends WizardFrame {
  warningsDismissed: boolean;
  /** A set's frames in capture order, the photo's own file among them; absent for a single photo. */
  frames?: WizardFrame[];
  preview?: BracketPreview | null;
}

interface GroupedState<Photo extends GroupedPhoto> {
  photos: Photo[];
  selections: Record<string, string[]>;
  notes: Record<string, string>;
  pins: Record<string, unknown[]>;
  references: Record<string, unknown[]>;
}

const frameOf = ({ mediaId, name, thumbnailUrl, width, height, check }: WizardFrame): WizardFrame => ({
  mediaId,
  name,
  thumbnailUrl,
  width,
  height,
  check,
});

/** Every file of a photo, in capture order. */
export const photoFiles = (photo: Pick<GroupedPhoto, 'mediaId' | 'frames'>): string[] =>
  photo.frames && photo.frames.length > 1 ? photo.frames.map((frame) => frame.mediaId) : [photo.mediaId];

/** The wizard's photos as media.brackets takes them. */
export const bracketInput = (photos: readonly Pick<GroupedPhoto, 'mediaId' | 'frames'>[]) =>
  photos.map(photoFiles);

/**
 * The state with the server's grouping: files the answer names and the wizard still holds become its photos, each
 * set where the first of its files is in the wizard's arrangement; files placed meanwhile stay where they are; each
 * photo keeps the choices of the photo its middle exposure (else its first file that had choices) belonged to.
 */
export function regroupPhotos<Photo extends GroupedPhoto, State extends GroupedState<Photo>>(
  state: State,
  answer: readonly BracketPhoto[],
): State {
  const frames = new Map<string, WizardFrame>();
  const ownerOf = new Map<string, Photo>();
  for (const photo of state.photos) {
    for (const frame of photo.frames ?? [photo]) {
      frames.set(frame.mediaId, frameOf(frame));
      ownerOf.set(frame.mediaId, photo);
    }
  }
  const answered = new Set(answer.flatMap((photo) => photo.frameIds));
  const grouped = answer.flatMap((set): { ids: string[]; lead: string; preview: BracketPreview | null }[] => {
    const ids = set.frameIds.filter((id) => frames.has(id));
    if (ids.length === set.frameIds.length) return [{ ids, lead: set.leadId, preview: set.preview }];
    // Files removed while the answer was on its way: what is left is kept, each file its own photo.
    return ids.map((id) => ({ ids: [id], lead: id, preview: null }));
  });
  const next = {
    ...state,
    photos: [] as Photo[],
    selections: {} as Record<string, string[]>,
    notes: {} as Record<string, string>,
    pins: {} as Record<string, unknown[]>,
    references: Object.fromEntries(Object.entries(state.references).filter(([key]) => !ownerOf.has(key))),
  };
  const hasChoices = (key: string) =>
    Boolean(
      state.selections[key]?.length ||
        state.notes[key] ||
        state.pins[key]?.length ||
        state.references[key]?.length,
    );
  const carry = (key: string, from: Photo | undefined) => {
    if (!from) return;
    const old = from.mediaId;
    if (state.selections[old]) next.selections[key] = state.selections[old];
    if (state.notes[old] !== undefined) next.notes[key] = state.notes[old];
    if (state.pins[old]) next.pins[key] = state.pins[old];
    if (state.references[old]) next.references[key] = state.references[old];
  };
  const setOf = new Map(grouped.flatMap((set) => set.ids.map((id) => [id, set] as const)));
  const placed = new Set<(typeof grouped)[number]>();
  const place = ({ ids, lead, preview }: (typeof grouped)[number]) => {
    const leadFrame = frames.get(lead) ?? (frames.get(ids[0] as string) as WizardFrame);
    const owners = [leadFrame.mediaId, ...ids].map((id) => ownerOf.get(id));
    const from = owners.find((owner) => owner && hasChoices(owner.mediaId)) ?? owners[0];
    carry(leadFrame.mediaId, from);
    const photo = {
      ...(from ?? {}),
      ...leadFrame,
      warningsDismissed: from?.warningsDismissed ?? false,
      preview,
    } as Photo;
    if (ids.length > 1) photo.frames = ids.map((id) => frames.get(id) as WizardFrame);
    else delete photo.frames;
    next.photos.push(photo);
  };
  // In the wizard's arrangement now (files may have been placed while the answer was on its way): each set where
  // the first of its files is, every other photo where it is.
  for (const photo of state.photos) {
    if (!photoFiles(photo).some((id) => answered.has(id))) {
      next.photos.push(photo);
      carry(photo.mediaId, photo);
      continue;
    }
    for (const id of photoFiles(photo)) {
      const set = setOf.get(id);
      if (!set || placed.has(set)) continue;
      placed.add(set);
      place(set);
    }
  }
  return next as State;
}

/**
 * The state without a file of a set (removed in the uploader), or null when the file is a single photo: the set keeps
 * the rest (a set's middle exposure gives its place and choices to the middle of what is left) until the server
 * answers again.
 */
export function removedFrame<Photo extends GroupedPhoto, State extends GroupedState<Photo>>(
  state: State,
  mediaId: string,
): State | null {
  const set = state.photos.find((photo) => photo.frames?.some((frame) => frame.mediaId === mediaId));
  if (!set) return null;
  if (set.mediaId !== mediaId)
    return {
      ...state,
      photos: state.photos.map((photo) => (photo === set ? withoutFrame(photo, mediaId) : photo)),
    };
  return regroupPhotos(
    state,
    state.photos.map((photo) => {
      const frameIds = photoFiles(photo).filter((id) => id !== mediaId);
      const leadId =
        photo === set ? (frameIds[Math.floor((frameIds.length - 1) / 2)] as string) : photo.mediaId;
      return { frameIds, leadId, preview: photo === set ? null : (photo.preview ?? null) };
    }),
  );
}

function withoutFrame<Photo extends GroupedPhoto>(photo: Photo, mediaId: string): Photo {
  const frames = (photo.frames ?? []).filter((frame) => frame.mediaId !== mediaId);
  if (frames.length > 1) return { ...photo, frames, preview: null };
  const { frames: _frames, ...single } = photo;
  return { ...single, ...(frames[0] ? frameOf(frames[0]) : {}), preview: null } as Photo;
}
