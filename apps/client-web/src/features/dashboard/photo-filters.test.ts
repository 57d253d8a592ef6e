import { describe, expect, it } from 'vitest';
import { acceptAllWording, filterCounts, inFilter, openingFilter, photoNumberRanges } from './photo-filters';

const delivered = { state: 'delivered', canAccept: true, revisionUsed: false } as const;
const accepted = { state: 'accepted', canAccept: false, revisionUsed: false } as const;
const sentBack = { state: 'revision_requested', canAccept: false, revisionUsed: true } as const;
const redelivered = { state: 'delivered', canAccept: true, revisionUsed: true } as const;
const editing = { state: 'in_progress', canAccept: false, revisionUsed: false } as const;

describe('photo filters', () => {
  it('puts each photo in its groups and counts them', () => {
    const images = [delivered, accepted, sentBack, redelivered, editing];
    expect(filterCounts(images)).toEqual({ all: 5, toReview: 2, accepted: 1, revision: 2 });
    expect(inFilter('toReview', redelivered)).toBe(true);
    expect(inFilter('revision', redelivered)).toBe(true);
    expect(inFilter('toReview', editing)).toBe(false);
  });

  it('opens a listing on the photos to review while there are some, a smaller order on all', () => {
    const listing = (last: typeof delivered | typeof editing) => [...Array(9).fill(accepted), last];
    expect(openingFilter(listing(delivered))).toBe('toReview');
    expect(openingFilter(listing(editing))).toBe('all');
    expect(openingFilter([accepted, delivered])).toBe('all');
  });

  it('says "the rest" once any photo was decided on', () => {
    expect(acceptAllWording([delivered, delivered])).toBe('acceptAll');
    expect(acceptAllWording([delivered, accepted])).toBe('acceptRest');
    expect(acceptAllWording([delivered, sentBack])).toBe('acceptRest');
  });

  it('names photo numbers with their runs joined', () => {
    expect(photoNumberRanges([9, 1, 2, 5, 6, 7, 8, 12])).toBe('1, 2, 5–9, 12');
    expect(photoNumberRanges([3])).toBe('3');
    expect(photoNumberRanges([])).toBe('');
  });
});
