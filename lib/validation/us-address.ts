import { shippingCountry, shippingCountryAliases, usStates } from '@/content/us-states';
import { ZIP_LENGTH } from '@/lib/constants';
import { addressMessages } from './messages';

const stateCodes = new Set<string>(usStates.map((state) => state.code));
const countryAliases = new Set<string>(shippingCountryAliases.map((alias) => alias.toUpperCase()));
const zipPattern = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** "ca" is California as much as "CA": codes are stored upper-case, as the spec writes them. */
export const upperStateCode = (value: string | undefined) => value?.toUpperCase();

/** Any accepted spelling of the one country is stored as its code; anything else is kept to be refused. */
export const countryCode = (value: string | undefined) =>
  value !== undefined && countryAliases.has(value.toUpperCase()) ? shippingCountry.code : value;

type AddressPart = 'state' | 'postalCode' | 'country';

/**
 * The U.S. address rules (free U.S. shipping: a listed state, a 5-digit ZIP, the one country)
 * on whichever parts were given, one place for quotes and saved addresses alike.
 */
export function usAddressIssues(address: Partial<Record<AddressPart, string>>): {
  part: AddressPart;
  message: string;
}[] {
  const issues: { part: AddressPart; message: string }[] = [];
  if (address.state && !stateCodes.has(address.state)) {
    issues.push({ part: 'state', message: addressMessages.invalidStateAcronym });
  }
  if (address.postalCode && !zipPattern.test(address.postalCode)) {
    issues.push({ part: 'postalCode', message: addressMessages.invalidAddressZip });
  }
  if (address.country && address.country !== shippingCountry.code) {
    issues.push({ part: 'country', message: addressMessages.invalidCountry });
  }
  return issues;
}
