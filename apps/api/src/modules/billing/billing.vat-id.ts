// A VAT ID's format and checksum, per country, by jsvat (no call to a registry: an ID can be well formed and still
// not registered; the seller's accountant checks VIES where it matters).
import { billingMessageKeys, isEuCountry } from '@photoedit/contracts';
import { checkVAT, countries } from 'jsvat';
import { AppError } from '../../errors';

/** Greece's VAT IDs start with EL, not its ISO code. */
const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

/** What jsvat can check: the EU and the other countries it knows (UK, Norway, Switzerland, …). */
const checkedCountries = new Set(countries.map((country) => country.codes[0]).filter(Boolean));

/**
 * The VAT ID as printed on an invoice (upper case, no spaces, dots or dashes, with its country prefix), or a
 * translated 400 when it fails its country's format or checksum or names another country. A tax number of a
 * country jsvat does not know (outside Europe) is kept as typed, tidied.
 */
export function normaliseVatId(country: string, typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefix = vatPrefixOf(country);
  if (!checkedCountries.has(country) && !isEuCountry(country)) return compact;
  const withPrefix = /^[A-Z]{2}/.test(compact) ? compact : `${prefix}${compact}`;
  const result = checkVAT(withPrefix, countries);
  const named = result.country?.isoCode.short;
  if (!result.isValid || !withPrefix.startsWith(prefix) || (named !== undefined && named !== country)) {
    throw new AppError('BAD_INPUT', billingMessageKeys.vatIdInvalid, {
      message: 'The VAT ID is not valid for the chosen country.',
      issues: [{ path: ['vatId'], message: billingMessageKeys.vatIdInvalid }],
    });
  }
  return withPrefix;
}
