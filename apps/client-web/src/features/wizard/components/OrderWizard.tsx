import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Button, Container, type UploadEntry } from '@photoedit/ui';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useServiceCatalogue } from '../../../lib/useServiceCatalogue';
import { useServicesGate } from '../useServicesGate';
import { useUploadDraft } from '../useUploadDraft';
import { useUploadGate } from '../useUploadGate';
import type { WizardCatalogueProps } from '../wizard-props';
import {
  loadWizardState,
  orderReferencesKey,
  saveWizardState,
  type WizardContact,
  type WizardOrder,
  wizardReducer,
  wizardSteps,
} from '../wizard-state';
import { DetailsStep, detailsFormId } from './DetailsStep';
import { ReferencePicker } from './ReferencePicker';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { Stepper } from './Stepper';
import { UploadStep } from './UploadStep';
import { WizardHeading } from './WizardHeading';

export interface OrderWizardProps {
  lang: Language;
  /** A signed-in client's details (on /{lang}/upload), filled in when the wizard has none yet. */
  prefill?: Partial<WizardContact>;
  /** After a successful payment (the route navigates to /payment-success). */
  onPaid: (order: WizardOrder) => void;
}

/**
 * The four-step order wizard (SPEC §2). The whole state lives in localStorage (see wizard-state.ts), so a
 * reload or a round trip to the payment page keeps photos and choices. Moving between steps focuses the step's
 * heading, which names the step and its number (the stepper marks it `aria-current="step"`).
 */
export function OrderWizard({ lang, prefill, onPaid }: OrderWizardProps) {
  const { t } = useTranslation(['wizard', 'common']);
  const services = useServiceCatalogue(lang);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => {
    const loaded = loadWizardState();
    if (!prefill || loaded.contact.email) return loaded;
    const contact = { ...loaded.contact };
    for (const [key, value] of Object.entries(prefill) as [keyof WizardContact, string | undefined][])
      if (value && !contact[key]) contact[key] = value;
    return { ...loaded, contact };
  });
  const [prefilled] = useState(() => Boolean(prefill?.email) && !loadWizardState().contact.email);
  const [reached, setReached] = useState(state.step);
  const [entries, setEntries] = useState<readonly UploadEntry[]>([]);
  const uploadGate = useUploadGate(entries, state.photos.length);
  const servicesGate = useServicesGate(state, services);
  const stepError = uploadGate.message;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => saveWizardState(state), [state]);
  useEffect(() => setReached((previous) => Math.max(previous, state.step)), [state.step]);

  const ensureDraft = useUploadDraft(state.draftToken, dispatch);

  // Focus the new step's heading after a move (not on the first render: the page may be scrolled elsewhere).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [state.step]);

  const goTo = (step: number) => {
    moved.current = true;
    uploadGate.clear();
    dispatch({ type: 'goTo', step });
  };

  const onEntriesChange = useCallback((next: readonly UploadEntry[]) => setEntries(next), []);
  const onContactChange = useCallback((contact: WizardContact) => dispatch({ type: 'contact', contact }), []);

  const next = () => {
    const current = wizardSteps[state.step];
    if (current === 'upload') {
      if (uploadGate.pass()) goTo(1);
      return;
    }
    if (current === 'services' && servicesGate.pass()) goTo(2);
  };

  const step = wizardSteps[state.step] ?? 'upload';
  const catalogue: WizardCatalogueProps = { state, dispatch, services, lang };
  const stepName = t(`steps.${step}`);

  return (
    <section id="order" aria-labelledby="wizard-title" className="scroll-mt-20 bg-white">
      <Container className="py-12">
        <WizardHeading depth={0} id="wizard-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('title')}
        </WizardHeading>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('subtitle')}</p>
        <div className="mt-6">
          <Stepper current={state.step} reached={reached} onSelect={goTo} />
        </div>
        <div
          className="mt-8 rounded-card border border-border bg-surface p-4 sm:p-6"
          data-testid="wizard-step"
          data-step={step}
        >
          <WizardHeading
            depth={1}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold text-ink focus:outline-none"
          >
            <span className="sr-only">
              {t('stepper.step', { number: state.step + 1, total: wizardSteps.length, name: '' })}
            </span>
            {stepName}
          </WizardHeading>
          <div className="mt-4">
            {step === 'upload' ? (
              <UploadStep
                state={state}
                dispatch={dispatch}
                onEntriesChange={onEntriesChange}
                ensureDraft={ensureDraft}
              />
            ) : step === 'services' ? (
              <ServicesStep
                {...catalogue}
                missing={servicesGate.missing}
                emptyPins={servicesGate.emptyPins}
              />
            ) : step === 'details' ? (
              <DetailsStep
                contact={state.contact}
                orderNotes={state.orderNotes}
                prefilled={prefilled}
                onChange={onContactChange}
                onOrderNotesChange={(notes) => dispatch({ type: 'orderNotes', notes })}
                onValid={(contact) => {
                  dispatch({ type: 'contact', contact });
                  goTo(3);
                }}
                references={
                  <ReferencePicker
                    label={t('references.orderLabel')}
                    draftToken={state.draftToken}
                    references={state.references[orderReferencesKey] ?? []}
                    onChange={(references) =>
                      dispatch({ type: 'references', owner: orderReferencesKey, references })
                    }
                  />
                }
              />
            ) : (
              <ReviewStep {...catalogue} onEdit={goTo} onPaid={onPaid} />
            )}
          </div>
          {stepError ? (
            <p role="alert" className="mt-4 text-sm font-medium text-error-700">
              {stepError}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            {state.step > 0 ? (
              <Button variant="secondary" onClick={() => goTo(state.step - 1)}>
                {t('nav.back')}
              </Button>
            ) : (
              <span />
            )}
            {step === 'details' ? (
              <Button key="submit-details" type="submit" form={detailsFormId}>
                {t('nav.next')}
              </Button>
            ) : step !== 'review' ? (
              <Button key="next" onClick={next}>
                {t('nav.next')}
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
