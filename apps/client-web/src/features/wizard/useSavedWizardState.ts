// The wizard's state, loaded from localStorage (with a signed-in client's details filled in) and saved on every
// change, so a reload or a round trip to the payment page keeps photos and choices.
import { useEffect, useReducer, useState } from 'react';
import { withPrefill } from './wizard-prefill';
import { loadWizardState, saveWizardState, type WizardContact, wizardReducer } from './wizard-state';

export function useSavedWizardState(prefill: Partial<WizardContact> | undefined) {
  // Read once: the saved state seeds the reducer and tells whether the details come from the account.
  const [saved] = useState(loadWizardState);
  const [state, dispatch] = useReducer(wizardReducer, saved, (loaded) => withPrefill(loaded, prefill));
  /** The details come from the signed-in account (the details step says so). */
  const [prefilled] = useState(() => Boolean(prefill?.email) && !saved.contact.email);
  useEffect(() => saveWizardState(state), [state]);
  return { state, dispatch, prefilled };
}
