// The wizard's invoice details (issue 35): a company the invoice is made out to, or none (the contact, a private
// person). Kept with the rest of the wizard's state; a signed-in client's saved company details fill it in.
import type { BillingDetailsInput, BillingProfile } from '@photoedit/contracts';

export interface WizardBilling {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
}

export const emptyWizardBilling = (country = ''): WizardBilling => ({
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country,
  vatId: '',
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored details, or null when there were none (or they are unreadable). */
export function parseWizardBilling(value: unknown): WizardBilling | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  return {
    name: text(stored.name),
    street: text(stored.street),
    postalCode: text(stored.postalCode),
    city: text(stored.city),
    country: text(stored.country),
    vatId: text(stored.vatId),
  };
}

/** A saved company profile as the wizard's details; a private person's profile is the server's to use. */
export const wizardBillingOf = (profile: BillingProfile): WizardBilling | null =>
  profile?.party === 'company' ? { ...profile, vatId: profile.vatId ?? '' } : null;

export const billingInput = (billing: WizardBilling): BillingDetailsInput => ({
  party: 'company',
  ...billing,
});
