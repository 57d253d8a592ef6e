import type { Language } from '@photoedit/contracts';
import { useTranslation } from '@photoedit/i18n';
import { Container } from '@photoedit/ui';
import { BracketEditContext } from '../bracket-edit-context';
import { useOrderWizard } from '../useOrderWizard';
import type { WizardBilling } from '../wizard-billing';
import type { WizardCatalogueProps } from '../wizard-props';
import { type WizardContact, type WizardOrder, wizardSteps } from '../wizard-state';
import { Stepper } from './Stepper';
import { WizardHeading } from './WizardHeading';
import { WizardNav } from './WizardNav';
import { WizardStepContent } from './WizardStepContent';

export interface OrderWizardProps {
  lang: Language;
  /** A signed-in client's details (on /{lang}/upload), filled in when the wizard has none yet. */
  prefill?: Partial<WizardContact>;
  /** A signed-in client's saved company details for the invoice (issue 35). */
  billingPrefill?: WizardBilling | null;
  /** After a successful payment (the route navigates to /payment-success). */
  onPaid: (order: WizardOrder) => void;
}

/**
 * The four-step order wizard (SPEC §2). The whole state lives in localStorage (see wizard-state.ts), so a
 * reload or a round trip to the payment page keeps photos and choices. Moving between steps focuses the step's
 * heading, which names the step and its number (the stepper marks it `aria-current="step"`).
 */
export function OrderWizard({ lang, prefill, billingPrefill, onPaid }: OrderWizardProps) {
  const { t } = useTranslation(['wizard', 'common']);
  const wizard = useOrderWizard(lang, prefill, billingPrefill);
  const { state, goTo } = wizard;
  const step = wizardSteps[state.step] ?? 'upload';
  const catalogue: WizardCatalogueProps = {
    state,
    dispatch: wizard.dispatch,
    services: wizard.services,
    lang,
    currency: wizard.currency,
  };

  return (
    <section id="order" aria-labelledby="wizard-title" className="scroll-mt-20 bg-white">
      <Container className="py-12">
        <WizardHeading depth={0} id="wizard-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('title')}
        </WizardHeading>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('subtitle')}</p>
        <div className="mt-6">
          <Stepper current={state.step} reached={wizard.reached} onSelect={goTo} />
        </div>
        <div
          className="mt-8 rounded-card border border-border bg-surface p-4 sm:p-6"
          data-testid="wizard-step"
          data-step={step}
        >
          <WizardHeading
            depth={1}
            ref={wizard.headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold text-ink focus:outline-none"
          >
            <span className="sr-only">
              {t('stepper.step', { number: state.step + 1, total: wizardSteps.length, name: '' })}
            </span>
            {t(`steps.${step}`)}
          </WizardHeading>
          <div className="mt-4">
            <BracketEditContext.Provider value={wizard.editBrackets}>
              <WizardStepContent
                step={step}
                catalogue={catalogue}
                missing={wizard.servicesGate.missing}
                emptyPins={wizard.servicesGate.emptyPins}
                prefilled={wizard.prefilled}
                onEntriesChange={wizard.onEntriesChange}
                ensureDraft={wizard.ensureDraft}
                goTo={goTo}
                onPaid={onPaid}
              />
            </BracketEditContext.Provider>
          </div>
          {wizard.stepError ? (
            <p role="alert" className="mt-4 text-sm font-medium text-error-700">
              {wizard.stepError}
            </p>
          ) : null}
          <WizardNav
            step={step}
            stepIndex={state.step}
            onBack={() => goTo(state.step - 1)}
            onNext={wizard.next}
          />
        </div>
      </Container>
    </section>
  );
}
