// The props the wizard's parts share, named once: each part adds its own to these.
import type { Currency, Language, PriceQuote, ServiceView } from '@photoedit/contracts';
import type { WizardAction, WizardState } from './wizard-state';

/** A part that reads the order being made and changes it. */
export interface WizardStateProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
}

/** A part that also shows the service catalogue, in the page's language. */
export interface WizardCatalogueProps extends WizardStateProps {
  /** The services orderable in `currency`, each at its price in it. */
  services: readonly ServiceView[];
  lang: Language;
  /** The currency the order is priced and paid in (issue 35). */
  currency: Currency;
}

/** A part of the review priced by the server's quote (undefined while it loads), with its money format. */
export interface WizardQuoteProps extends WizardStateProps {
  quote: PriceQuote | undefined;
  money: (amountMinor: number) => string;
}
