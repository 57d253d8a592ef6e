// The props the wizard's parts share, named once: each part adds its own to these.
import type { Language, PriceQuote, ServiceView } from '@photoedit/contracts';
import type { WizardAction, WizardState } from './wizard-state';

/** A part that reads the order being made and changes it. */
export interface WizardStateProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
}

/** A part that also shows the service catalogue, in the page's language. */
export interface WizardCatalogueProps extends WizardStateProps {
  services: readonly ServiceView[];
  lang: Language;
}

/** A part of the review priced by the server's quote (undefined while it loads), with its money format. */
export interface WizardQuoteProps extends WizardStateProps {
  quote: PriceQuote | undefined;
  money: (amountMinor: number) => string;
}
