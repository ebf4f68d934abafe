import { countries, countriesForLanguage, findCountry } from './countries';
import { euMemberCodes, regionOf } from '@inercise/contracts/domain/regionOf';

describe('countries', () => {
  it('has every ISO country with both names and a dialling code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(findCountry('PL')).toMatchObject({ name: 'Poland', namePl: 'Polska', areaCode: '+48', euMember: true, region: 'POLAND' });
    expect(findCountry('ch')).toMatchObject({ areaCode: '+41', euMember: false, region: 'SWITZERLAND' });
    expect(findCountry('DE')).toMatchObject({ namePl: 'Niemcy', areaCode: '+49', region: 'EUROPEAN_UNION' });
    expect(findCountry('US')).toMatchObject({ areaCode: '+1', region: 'OTHER' });
  });
  it('puts the 26 other EU members in EUROPEAN_UNION', () => {
    expect(euMemberCodes).toHaveLength(27);
    expect(countries.filter((c) => c.region === 'EUROPEAN_UNION')).toHaveLength(26);
    expect(countries.filter((c) => c.euMember)).toHaveLength(27);
    expect(countries.filter((c) => c.region === 'OTHER').length).toBeGreaterThan(190);
  });
  it('maps regions by code', () => {
    expect(regionOf('pl')).toBe('POLAND');
    expect(regionOf('FR')).toBe('EUROPEAN_UNION');
    expect(regionOf('NO')).toBe('OTHER');
  });
  it('sorts by the language names', () => {
    const pl = countriesForLanguage('pl');
    expect(pl[0]?.namePl.localeCompare(pl[1]?.namePl ?? '', 'pl')).toBeLessThanOrEqual(0);
    expect(countriesForLanguage('en')[0]?.name).toBe('Afghanistan');
  });
  it('has unique codes', () => {
    expect(new Set(countries.map((c) => c.abbreviation)).size).toBe(countries.length);
  });
});
