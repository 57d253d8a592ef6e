import { describe, expect, it } from 'vitest';
import { withPrefill } from './wizard-prefill';
import { emptyContact, initialWizardState } from './wizard-state';

describe('withPrefill', () => {
  it('fills the empty contact fields from the signed-in account', () => {
    const state = { ...initialWizardState(), contact: { ...emptyContact, phone: '+48 600' } };
    const filled = withPrefill(state, {
      email: 'ann@example.com',
      firstName: 'Ann',
      phone: '+1 555',
      company: '',
    });
    expect(filled.contact).toEqual({
      ...emptyContact,
      email: 'ann@example.com',
      firstName: 'Ann',
      phone: '+48 600',
    });
  });

  it('keeps details the client already gave, and the state when there is nothing to fill in', () => {
    const state = { ...initialWizardState(), contact: { ...emptyContact, email: 'typed@example.com' } };
    expect(withPrefill(state, { email: 'ann@example.com', firstName: 'Ann' })).toBe(state);
    expect(withPrefill(initialWizardState(), undefined).contact).toEqual(emptyContact);
  });
});
