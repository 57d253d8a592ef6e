import { describe, expect, it } from 'vitest';
import { canTransition } from './orders.lifecycle';

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
