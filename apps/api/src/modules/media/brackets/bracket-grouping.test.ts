// Grouping uploads into bracket sets (issue 32), on frames generated from one scene at different exposures with the
// EXIF sharp wrote, read back as the upload path reads them.
import { describe, expect, it } from 'vitest';
import { bracketFrame, captureOfFile } from './bracket.fixtures';
import { bracketRules, type GroupableFrame, groupBrackets } from './bracket-grouping';

/** "10:00:01.5" on the shoot's day → the EXIF time and sub-second. */
const at = (time: string) => {
  const [clock = '', fraction = '0'] = time.split('.');
  return { takenAt: `2026:11:29 ${clock}`, subSec: fraction };
};

async function frame(id: string, ev: number, time: string, extra: { model?: string; width?: number } = {}) {
  const file = await bracketFrame({ ev, ...at(time), ...extra });
  return { id, capture: await captureOfFile(file) } satisfies GroupableFrame;
}

/** A bracket of `evs` shot 0.4 s apart from `start` (HH:MM:SS), ids `prefix`1…n. */
async function bracket(prefix: string, evs: number[], start: string, extra = {}) {
  const startMs = Date.parse(`1970-01-01T${start}Z`);
  return Promise.all(
    evs.map((ev, index) => {
      const ms = startMs + index * 400;
      const time = `${new Date(ms).toISOString().slice(11, 19)}.${String(ms % 1000).padStart(3, '0')}`;
      return frame(`${prefix}${index + 1}`, ev, time, extra);
    }),
  );
}

const ids = (sets: ReturnType<typeof groupBrackets>) => sets.map((set) => set.frameIds);

describe('groupBrackets', () => {
  it('makes sets of 3 and of 5 exposures, each with its middle exposure as the thumbnail', async () => {
    const three = await bracket('k', [-2, 0, 2], '10:00:00');
    const five = await bracket('b', [0, -2, -1, 1, 2], '10:01:00');
    const sets = groupBrackets([...three, ...five]);
    expect(ids(sets)).toEqual([
      ['k1', 'k2', 'k3'],
      ['b1', 'b2', 'b3', 'b4', 'b5'],
    ]);
    expect(sets.map((set) => set.middleFrameId)).toEqual(['k2', 'b1']);
  });

  it('gives the same sets whatever order the uploads finished in', async () => {
    const frames = [
      ...(await bracket('a', [-2, 0, 2], '10:00:00')),
      ...(await bracket('b', [-2, 0, 2], '10:00:10')),
      await frame('single', 0, '10:00:20'),
    ];
    const expected = groupBrackets(frames);
    expect(ids(expected)).toEqual([['a1', 'a2', 'a3'], ['b1', 'b2', 'b3'], ['single']]);
    for (const order of [
      [6, 2, 4, 0, 5, 1, 3],
      [3, 1, 6, 0, 2, 4, 5],
    ]) {
      expect(groupBrackets(order.map((index) => frames[index] as GroupableFrame))).toEqual(expected);
    }
  });

  it('keeps two cameras shooting at the same time apart', async () => {
    const sony = await bracket('s', [-2, 0, 2], '10:00:00');
    const canon = await bracket('c', [-2, 0, 2], '10:00:00.2', { model: 'EOS R5' });
    expect(ids(groupBrackets([...sony, ...canon]))).toEqual([
      ['s1', 's2', 's3'],
      ['c1', 'c2', 'c3'],
    ]);
  });

  it('makes each file without usable EXIF a photo of its own, after the sets', async () => {
    const set = await bracket('a', [-2, 0, 2], '10:00:00');
    const sets = groupBrackets([{ id: 'z-plain', capture: null }, ...set, { id: 'm-plain', capture: null }]);
    expect(ids(sets)).toEqual([['a1', 'a2', 'a3'], ['m-plain'], ['z-plain']]);
  });

  it('starts a new set after a gap over 2 s, or at the configured gap', async () => {
    const frames = [
      await frame('a1', -2, '10:00:00'),
      await frame('a2', 0, '10:00:02'),
      await frame('b1', 2, '10:00:04.1'),
      await frame('b2', 0, '10:00:05'),
    ];
    expect(ids(groupBrackets(frames))).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
    expect(ids(groupBrackets(frames, { ...bracketRules, maxGapMs: 3000 }))).toEqual([
      ['a1', 'a2', 'b1'],
      ['b2'],
    ]);
  });

  it('starts a new set at a repeated exposure: two brackets shot back to back', async () => {
    const frames = await bracket('f', [-2, 0, 2, -2, 0, 2], '10:00:00');
    expect(ids(groupBrackets(frames))).toEqual([
      ['f1', 'f2', 'f3'],
      ['f4', 'f5', 'f6'],
    ]);
  });

  it('splits ten frames that would form one set into two of five', async () => {
    const frames = await bracket('t', [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4], '10:00:00');
    const sets = groupBrackets(frames);
    expect(sets.map((set) => set.frameIds.length)).toEqual([5, 5]);
    expect(sets.flatMap((set) => set.frameIds)).toEqual(frames.map((one) => one.id));
  });

  it('does not put a frame of another size into a set', async () => {
    const frames = [
      await frame('a1', -2, '10:00:00'),
      await frame('a2', 0, '10:00:00.5'),
      await frame('big', 2, '10:00:01', { width: 120 }),
    ];
    expect(ids(groupBrackets(frames))).toEqual([['a1', 'a2'], ['big']]);
  });
});
