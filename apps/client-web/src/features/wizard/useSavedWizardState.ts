// The wizard's state, loaded from localStorage (with a signed-in client's details filled in) and saved on every
// change, so a reload or a round trip to the payment page keeps photos and choices.
import { useEffect, useReducer, useRef, useState } from 'react';
import type { WizardBilling } from './wizard-billing';
import { withPrefill } from './wizard-prefill';
import { loadWizardState, saveWizardState, type WizardContact, wizardReducer } from './wizard-state';

export function useSavedWizardState(
  prefill: Partial<WizardContact> | undefined,
  /** A signed-in client's saved company details (they arrive after the first render). */
  billingPrefill?: WizardBilling | null,
) {
  // Read once: the saved state seeds the reducer and tells whether the details come from the account.
  const [saved] = useState(loadWizardState);
  const [state, dispatch] = useReducer(wizardReducer, saved, (loaded) => withPrefill(loaded, prefill));
  /** The details come from the signed-in account (the details step says so). */
  const [prefilled] = useState(() => Boolean(prefill?.email) && !saved.contact.email);
  useEffect(() => saveWizardState(state), [state]);
  // Once, and only into a wizard without invoice details: a client who cleared them keeps them cleared.
  const billingApplied = useRef(saved.billing !== null);
  useEffect(() => {
    if (billingApplied.current || !billingPrefill) return;
    billingApplied.current = true;
    dispatch({ type: 'billing', billing: billingPrefill });
  }, [billingPrefill]);
  return { state, dispatch, prefilled };
}
