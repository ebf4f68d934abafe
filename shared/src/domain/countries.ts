import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
// From the contracts' own module, not this package's entry by name (a package importing itself hides the dependency
// from the cycle check): the address forms' chunk then carries its own copy of these few lines.
import type { Country } from '@inercise/contracts/domain/country';
import { euMemberCodes, regionOf } from '@inercise/contracts/domain/regionOf';

isoCountries.registerLocale(en);
isoCountries.registerLocale(pl);

const areaCodeOf = (code: string): string =>
  isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '';

const firstName = (names: string | string[] | undefined, fallback: string): string =>
  (Array.isArray(names) ? names[0] : names) ?? fallback;

const build = (): Country[] => {
  const enNames = isoCountries.getNames('en', { select: 'official' });
  return Object.keys(enNames)
    .map((abbreviation) => ({
      abbreviation,
      name: firstName(enNames[abbreviation], abbreviation),
      namePl: firstName(isoCountries.getName(abbreviation, 'pl', { select: 'official' }), abbreviation),
      areaCode: areaCodeOf(abbreviation),
      euMember: euMemberCodes.includes(abbreviation),
      region: regionOf(abbreviation),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

/** Every ISO country, sorted by English name. */
export const countries: readonly Country[] = build();

export const findCountry = (abbreviation: string): Country | undefined =>
  countries.find((c) => c.abbreviation === abbreviation.toUpperCase());

/** Countries sorted by their name in the given language (Polish names for pl). */
export const countriesForLanguage = (language: string): Country[] => {
  const key = language === 'pl' ? 'namePl' : 'name';
  return [...countries].sort((a, b) => a[key].localeCompare(b[key], language === 'pl' ? 'pl' : 'en'));
};
