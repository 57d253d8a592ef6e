import { describe, expect, it } from 'vitest';
import { orderCreateInput } from './order-create-input';
import { wizardPhoto } from './wizard.fixtures';
import { emptyContact, initialWizardState, orderReferencesKey, type WizardState } from './wizard-state';

const reference = (mediaId: string) => ({
  mediaId,
  name: `${mediaId}.jpg`,
  thumbnailUrl: `/media/${mediaId}`,
});

describe('orderCreateInput', () => {
  it('sends each photo with its services, note, pins and references, and the order-wide details', () => {
    const state: WizardState = {
      ...initialWizardState(),
      photos: [wizardPhoto('a'), wizardPhoto('b')],
      selections: { a: ['sky'], b: [] },
      notes: { a: 'Blue sky', b: '   ' },
      pins: { a: [{ x: 0.5, y: 0.5, note: 'here' }] },
      references: { a: [reference('r1')], [orderReferencesKey]: [reference('r2')] },
      contact: { ...emptyContact, email: 'ann@example.com' },
      orderNotes: 'Live on Friday',
      discountCode: 'SPRING',
      turnaround: 'express',
    } as WizardState;
    expect(orderCreateInput(state, 'pl')).toEqual({
      images: [
        {
          mediaId: 'a',
          serviceIds: ['sky'],
          note: 'Blue sky',
          pins: [{ x: 0.5, y: 0.5, note: 'here' }],
          references: ['r1'],
        },
        { mediaId: 'b', serviceIds: [], pins: [], references: [] },
      ],
      references: ['r2'],
      contact: { ...emptyContact, email: 'ann@example.com' },
      notes: 'Live on Friday',
      language: 'pl',
      discountCode: 'SPRING',
      turnaround: 'express',
    });
  });

  it('leaves out blank order notes and no discount code', () => {
    const input = orderCreateInput({ ...initialWizardState(), orderNotes: '  ', discountCode: null }, 'en');
    expect(input).not.toHaveProperty('notes');
    expect(input).not.toHaveProperty('discountCode');
    expect(input.references).toEqual([]);
  });
});
