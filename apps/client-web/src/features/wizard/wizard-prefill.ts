import type { WizardContact, WizardState } from './wizard-state';

/**
 * The wizard state with a signed-in client's details filled in where the contact is still empty; a contact that
 * already has an e-mail (the client typed their details before) is kept as it is.
 */
export function withPrefill(state: WizardState, prefill: Partial<WizardContact> | undefined): WizardState {
  if (!prefill || state.contact.email) return state;
  const contact = { ...state.contact };
  for (const [key, value] of Object.entries(prefill) as [keyof WizardContact, string | undefined][])
    if (value && !contact[key]) contact[key] = value;
  return { ...state, contact };
}
