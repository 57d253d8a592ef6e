import { useTranslation } from '@photoedit/i18n';
import type { UploadEntry } from '@photoedit/web-client';
import { useCallback } from 'react';
import { ReferencePicker } from '../../../components/ReferencePicker';
import type { WizardBilling } from '../wizard-billing';
import type { WizardCatalogueProps } from '../wizard-props';
import { orderReferencesKey, type WizardContact, type WizardOrder, type WizardStep } from '../wizard-state';
import { DetailsStep } from './DetailsStep';
import { ReviewStep } from './ReviewStep';
import { ServicesStep } from './ServicesStep';
import { UploadStep } from './UploadStep';

/** The form of the wizard's current step, wired to the wizard state. */
export function WizardStepContent({
  step,
  catalogue,
  missing,
  emptyPins,
  prefilled,
  onEntriesChange,
  ensureDraft,
  goTo,
  onPaid,
}: {
  step: WizardStep;
  catalogue: WizardCatalogueProps;
  /** The services step: photos without a service, and photos with a pin without its instruction. */
  missing: ReadonlySet<string>;
  emptyPins: ReadonlySet<string>;
  /** The details come from the signed-in account. */
  prefilled: boolean;
  onEntriesChange: (entries: readonly UploadEntry[]) => void;
  ensureDraft: () => Promise<string>;
  goTo: (step: number) => void;
  onPaid: (order: WizardOrder) => void;
}) {
  const { t } = useTranslation(['wizard', 'common']);
  const { state, dispatch } = catalogue;
  const onContactChange = useCallback(
    (contact: WizardContact) => dispatch({ type: 'contact', contact }),
    [dispatch],
  );
  const onBillingChange = useCallback(
    (billing: WizardBilling | null) => dispatch({ type: 'billing', billing }),
    [dispatch],
  );

  if (step === 'upload') {
    return (
      <UploadStep
        state={state}
        dispatch={dispatch}
        onEntriesChange={onEntriesChange}
        ensureDraft={ensureDraft}
      />
    );
  }
  if (step === 'services') return <ServicesStep {...catalogue} missing={missing} emptyPins={emptyPins} />;
  if (step === 'review') return <ReviewStep {...catalogue} onEdit={goTo} onPaid={onPaid} />;
  return (
    <DetailsStep
      lang={catalogue.lang}
      contact={state.contact}
      billing={state.billing}
      orderNotes={state.orderNotes}
      prefilled={prefilled}
      onChange={onContactChange}
      onBillingChange={onBillingChange}
      onOrderNotesChange={(notes) => dispatch({ type: 'orderNotes', notes })}
      onValid={(contact, billing) => {
        dispatch({ type: 'contact', contact });
        dispatch({ type: 'billing', billing });
        goTo(3);
      }}
      references={
        <ReferencePicker
          label={t('references.orderLabel')}
          draftToken={state.draftToken}
          references={state.references[orderReferencesKey] ?? []}
          onChange={(references) => dispatch({ type: 'references', owner: orderReferencesKey, references })}
        />
      }
    />
  );
}
