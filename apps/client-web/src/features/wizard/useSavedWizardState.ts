// The wizard's state, loaded from localStorage (with a signed-in client's details filled in) and saved on every
// change, so a reload or a round trip to the payment page keeps photos and choices.
import { useEffect, useReducer, useState } from 'react';
import { withPrefill } from './wizard-prefill';
import { loadWizardState, saveWizardState, type WizardContact, wizardReducer } from './wizard-state';

export function useSavedWizardState(prefill: Partial<WizardContact> | undefined) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    withPrefill(loadWizardState(), prefill),
  );
  /** The details come from the signed-in account (the details step says so). */
  const [prefilled] = useState(() => Boolean(prefill?.email) && !loadWizardState().contact.email);
  useEffect(() => saveWizardState(state), [state]);
  return { state, dispatch, prefilled };
}
