import { addressMessages } from './messages';
import { countryCode, upperStateCode, usAddressIssues } from './us-address';

describe('U.S. address rules (spec §5: ZIP exactly 5 digits, a 2-letter state code)', () => {
  it('accepts a Laguna Niguel address, and an address with no parts given yet', () => {
    expect(usAddressIssues({ state: 'CA', postalCode: '92677', country: 'US' })).toEqual([]);
    expect(usAddressIssues({})).toEqual([]);
    expect(usAddressIssues({ state: '', postalCode: '', country: '' })).toEqual([]);
  });

  it.each(['9267', '926770', '9267a', ' 92677', '92677-1234'])('refuses the ZIP code %j', (postalCode) => {
    expect(usAddressIssues({ postalCode })).toEqual([
      { part: 'postalCode', message: addressMessages.invalidAddressZip },
    ]);
  });

  it.each(['ZZ', 'ca', 'CAL', 'California'])(
    'refuses the state %j (codes are upper-cased first)',
    (state) => {
      expect(usAddressIssues({ state })).toEqual([
        { part: 'state', message: addressMessages.invalidStateAcronym },
      ]);
    },
  );

  it('ships within the United States only, and names every broken part', () => {
    expect(usAddressIssues({ state: 'XX', postalCode: '1', country: 'MX' })).toEqual([
      { part: 'state', message: addressMessages.invalidStateAcronym },
      { part: 'postalCode', message: addressMessages.invalidAddressZip },
      { part: 'country', message: addressMessages.invalidCountry },
    ]);
  });

  it('stores a state code upper-case', () => {
    expect(upperStateCode('ca')).toBe('CA');
    expect(upperStateCode(undefined)).toBeUndefined();
  });

  it('stores any spelling of the United States as US, and keeps anything else to refuse it', () => {
    for (const spelling of ['US', 'usa', 'United States', 'united states of america']) {
      expect(countryCode(spelling)).toBe('US');
    }
    expect(countryCode('Mexico')).toBe('Mexico');
    expect(countryCode(undefined)).toBeUndefined();
  });
});
