// The order wizard's state and its moves between steps: the steps reached so far, the upload and services
// gates of "Next", the uploads' draft, and focus on each new step's heading.
import type { Language } from '@photoedit/contracts';
import type { UploadEntry } from '@photoedit/web-client';
import { useEffect, useMemo, useState } from 'react';
import { useServiceCatalogue } from '../../lib/useServiceCatalogue';
import { usePricing } from './api/quote';
import { useBracketGrouping } from './useBracketGrouping';
import { useSavedWizardState } from './useSavedWizardState';
import { useServicesGate } from './useServicesGate';
import { useStepHeadingFocus } from './useStepHeadingFocus';
import { useUploadDraft } from './useUploadDraft';
import { useUploadGate } from './useUploadGate';
import type { WizardBilling } from './wizard-billing';
import { servicesIn, wizardCurrency } from './wizard-currency';
import { type WizardContact, wizardSteps } from './wizard-state';

export function useOrderWizard(
  lang: Language,
  prefill: Partial<WizardContact> | undefined,
  billingPrefill?: WizardBilling | null,
) {
  const catalogue = useServiceCatalogue(lang);
  const { state, dispatch, prefilled } = useSavedWizardState(prefill, billingPrefill);
  const adminDefault = usePricing().data?.defaultCurrency;
  const currency = wizardCurrency(state.currency, lang, adminDefault);
  const services = useMemo(() => servicesIn(catalogue, currency), [catalogue, currency]);
  // The starting currency becomes the wizard's once it is known, so the quote and the order use the same.
  useEffect(() => {
    if (state.currency === null && (adminDefault !== undefined || lang === 'pl')) {
      dispatch({ type: 'currency', currency: wizardCurrency(null, lang, adminDefault) });
    }
  }, [state.currency, adminDefault, lang, dispatch]);
  const [reached, setReached] = useState(state.step);
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const uploadGate = useUploadGate(entries, state.photos.length);
  const servicesGate = useServicesGate(state, services);
  const { headingRef, focusAfterMove } = useStepHeadingFocus(state.step);

  useEffect(() => setReached((previous) => Math.max(previous, state.step)), [state.step]);

  const ensureDraft = useUploadDraft(state.draftToken, dispatch);
  const brackets = useBracketGrouping(state, dispatch);

  const goTo = (step: number) => {
    focusAfterMove();
    uploadGate.clear();
    dispatch({ type: 'goTo', step });
  };

  const next = () => {
    const current = wizardSteps[state.step];
    if (current === 'upload') {
      if (uploadGate.pass()) goTo(1);
      return;
    }
    if (current === 'services' && servicesGate.pass()) goTo(2);
  };

  return {
    state,
    dispatch,
    services,
    currency,
    prefilled,
    reached,
    stepError: uploadGate.message,
    servicesGate,
    headingRef,
    ensureDraft,
    editBrackets: brackets.edit,
    onEntriesChange: setEntries,
    goTo,
    next,
  };
}
