import { describe, expect, it } from 'vitest';
import { canTransition, type OrderFacts, statusChoices, statusRefusal } from './orders.lifecycle';

describe('order lifecycle', () => {
  it('lets a designer claim, submit and resubmit, and nothing else', () => {
    expect(canTransition('designer', 'pending', 'in_progress')).toBe(true);
    expect(canTransition('designer', 'in_progress', 'ready_for_review')).toBe(true);
    expect(canTransition('designer', 'revision_requested', 'ready_for_review')).toBe(true);
    expect(canTransition('designer', 'ready_for_review', 'completed')).toBe(false);
    expect(canTransition('designer', 'completed', 'in_progress')).toBe(false);
  });

  it('lets a client request a revision or complete a reviewed order, and nothing else', () => {
    expect(canTransition('client', 'ready_for_review', 'revision_requested')).toBe(true);
    expect(canTransition('client', 'ready_for_review', 'completed')).toBe(true);
    expect(canTransition('client', 'revision_requested', 'completed')).toBe(true);
    expect(canTransition('client', 'pending', 'completed')).toBe(false);
    expect(canTransition('client', 'in_progress', 'revision_requested')).toBe(false);
  });

  it('lets an admin set any other status, and the system none', () => {
    expect(canTransition('admin', 'completed', 'pending')).toBe(true);
    expect(canTransition('admin', 'pending', 'pending')).toBe(false);
    expect(canTransition('system', 'pending', 'in_progress')).toBe(false);
  });
});

describe('what each status needs of the order', () => {
  const facts = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
    designerAssigned: true,
    images: 2,
    delivered: 2,
    openRevisions: 0,
    deliveredBefore: false,
    ...overrides,
  });

  it('pending needs no designer, in progress one', () => {
    expect(statusRefusal('pending', facts())).toBe('designerAssigned');
    expect(statusRefusal('pending', facts({ designerAssigned: false }))).toBeNull();
    expect(statusRefusal('in_progress', facts({ designerAssigned: false }))).toBe('noDesigner');
    expect(statusRefusal('in_progress', facts())).toBeNull();
  });

  it('ready for review and completed need every photo delivered and no revision waiting', () => {
    for (const status of ['ready_for_review', 'completed'] as const) {
      expect(statusRefusal(status, facts())).toBeNull();
      expect(statusRefusal(status, facts({ delivered: 1 }))).toBe('notDelivered');
      expect(statusRefusal(status, facts({ delivered: 0, images: 0 }))).toBe('notDelivered');
      expect(statusRefusal(status, facts({ openRevisions: 1 }))).toBe('notDelivered');
    }
  });

  it('revision requested needs an open revision', () => {
    expect(statusRefusal('revision_requested', facts())).toBe('noOpenRevision');
    expect(statusRefusal('revision_requested', facts({ openRevisions: 1 }))).toBeNull();
  });

  it('lists every other status with its reason', () => {
    expect(
      statusChoices('in_progress', facts({ delivered: 0 })).map((choice) => [choice.status, choice.possible]),
    ).toEqual([
      ['pending', false],
      ['ready_for_review', false],
      ['revision_requested', false],
      ['completed', false],
    ]);
  });
});
