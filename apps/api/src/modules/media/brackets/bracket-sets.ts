// The wizard's photos as sets of frames, and the client's corrections of them (issue 32). Pure: the frames'
// facts (camera, capture time, exposure, size) come from the stored uploads. Every set that comes out is checked
// by the same rule as an order's sets (setRefusal): one camera, one pixel size, at most `maxFrames` frames.
import { createHash } from 'node:crypto';
import { type BracketEdit, bracketLimits, bracketMessageKeys } from '@photoedit/contracts';
import type { FrameCapture } from './bracket-capture';
import { type BracketRules, bracketRules, groupBrackets } from './bracket-grouping';

/** What the rules need of one stored upload. */
export interface FrameFacts {
  id: string;
  capture: FrameCapture | null;
  width: number;
  height: number;
}

type Facts = ReadonlyMap<string, FrameFacts>;
type Photos = readonly (readonly string[])[];

/** A set's key: the same frames in any order give the same key (its blended preview is stored under it). */
export const framesKey = (frameIds: readonly string[]) =>
  createHash('sha256')
    .update([...frameIds].sort().join(','))
    .digest('hex');

const factsOf = (facts: Facts, id: string) => {
  const fact = facts.get(id);
  if (!fact) throw new BracketRefusal(bracketMessageKeys.frameNotInDraft);
  return fact;
};

export class BracketRefusal extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** Why these frames cannot be one set, or null when they can. */
export function setRefusal(frameIds: readonly string[], facts: Facts): string | null {
  if (frameIds.length > bracketLimits.maxFrames) return bracketMessageKeys.tooManyFrames;
  const [first, ...rest] = frameIds.map((id) => factsOf(facts, id));
  if (!first) return bracketMessageKeys.noSuchFrame;
  for (const frame of rest) {
    if ((frame.capture?.camera ?? null) !== (first.capture?.camera ?? null))
      return bracketMessageKeys.otherCamera;
    if (frame.width !== first.width || frame.height !== first.height) return bracketMessageKeys.otherSize;
  }
  return null;
}

/** Frames in capture order; frames without a capture time after them, by id. */
export function inCaptureOrder(frameIds: readonly string[], facts: Facts): string[] {
  const time = (id: string) => factsOf(facts, id).capture?.takenAtMs ?? Number.POSITIVE_INFINITY;
  return [...frameIds].sort((a, b) => time(a) - time(b) || a.localeCompare(b));
}

/** The middle exposure of a set (by exposure, else by position): its thumbnail and its key in the wizard. */
export function leadFrame(frameIds: readonly string[], facts: Facts): string {
  const stops = (id: string) => factsOf(facts, id).capture?.exposureStops ?? 0;
  const byExposure = frameIds.every((id) => factsOf(facts, id).capture)
    ? [...frameIds].sort((a, b) => stops(a) - stops(b) || a.localeCompare(b))
    : [...frameIds];
  return byExposure[Math.floor((byExposure.length - 1) / 2)] as string;
}

/**
 * Sets grouped from EXIF, each in the place of the first of its frames in the client's arrangement: every file
 * (`only` null), or only the single photos among `only` (new uploads; the client's corrections stay).
 */
function autoGrouped(photos: Photos, only: ReadonlySet<string> | null, facts: Facts, rules: BracketRules) {
  const isCandidate = (frames: readonly string[]) =>
    only === null || (frames.length === 1 && only.has(frames[0] as string));
  const grouped = groupBrackets(
    photos
      .filter(isCandidate)
      .flat()
      .map((id) => ({ id, capture: factsOf(facts, id).capture })),
    rules,
  );
  const setOf = new Map(grouped.flatMap((set) => set.frameIds.map((id) => [id, set.frameIds] as const)));
  const placed = new Set<readonly string[]>();
  const result: string[][] = [];
  for (const frames of photos) {
    if (!isCandidate(frames)) {
      result.push([...frames]);
      continue;
    }
    for (const id of frames) {
      const set = setOf.get(id) as readonly string[];
      if (placed.has(set)) continue;
      placed.add(set);
      result.push([...set]);
    }
  }
  return result;
}

const photoAt = (photos: Photos, index: number) => {
  const frames = photos[index];
  if (!frames) throw new BracketRefusal(bracketMessageKeys.noSuchFrame);
  return frames;
};

const frameAt = (frames: readonly string[], index: number) => {
  const frame = frames[index];
  if (frame === undefined) throw new BracketRefusal(bracketMessageKeys.noSuchFrame);
  return frame;
};

function edited(photos: Photos, edit: BracketEdit, facts: Facts, rules: BracketRules): string[][] {
  const copy = photos.map((frames) => [...frames]);
  switch (edit.kind) {
    case 'describe':
      return copy;
    case 'auto':
      return autoGrouped(photos, edit.frameIds ? new Set(edit.frameIds) : null, facts, rules);
    case 'separate':
      return copy.flatMap((frames) => frames.map((id) => [id]));
    case 'split': {
      const frames = photoAt(photos, edit.photo);
      if (edit.frame < 1 || edit.frame >= frames.length)
        throw new BracketRefusal(bracketMessageKeys.noSuchFrame);
      copy.splice(edit.photo, 1, frames.slice(0, edit.frame), frames.slice(edit.frame));
      return copy;
    }
    case 'move': {
      const frame = frameAt(photoAt(photos, edit.photo), edit.frame);
      const target = edit.photo + (edit.to === 'previous' ? -1 : 1);
      photoAt(photos, target);
      (copy[target] as string[]).push(frame);
      copy[edit.photo] = (copy[edit.photo] as string[]).filter((id) => id !== frame);
      return copy.filter((frames) => frames.length > 0);
    }
    case 'merge': {
      const next = photoAt(photos, edit.photo + 1);
      copy.splice(edit.photo, 2, [...photoAt(photos, edit.photo), ...next]);
      return copy;
    }
    case 'remove': {
      const frame = frameAt(photoAt(photos, edit.photo), edit.frame);
      copy[edit.photo] = (copy[edit.photo] as string[]).filter((id) => id !== frame);
      return copy.filter((frames) => frames.length > 0);
    }
  }
}

/**
 * The photos after the client's edit, each in capture order; refused (BracketRefusal) when a set would mix
 * cameras or sizes or hold too many frames, or the edit names what is not there.
 */
export function applyBracketEdit(
  photos: Photos,
  edit: BracketEdit,
  facts: Facts,
  rules: BracketRules = bracketRules,
): string[][] {
  const result = edited(photos, edit, facts, rules).map((frames) => inCaptureOrder(frames, facts));
  for (const frames of result) {
    const refusal = setRefusal(frames, facts);
    if (refusal) throw new BracketRefusal(refusal);
  }
  return result;
}
