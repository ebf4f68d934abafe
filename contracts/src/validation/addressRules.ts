/**
 * The address rules that depend on the country and need no data of their own (docs/product-rules.md, "Foreign
 * buyers"): a state only where addresses use one, a postcode in its country's format where the format is known, a
 * Polish number's nine digits. Whether a foreign number can be dialled needs the phone metadata: addressByCountry.ts.
 */

/** Polish numbers keep the specification's rule: nine digits after +48. */
export const POLISH_AREA_CODE = '+48';

/** "+49", "49" and " +49 " are one dialling code. */
export const normalisedAreaCode = (areaCode: string): string => `+${areaCode.trim().replace(/^\+/, '')}`;

export const isPolishAreaCode = (areaCode: string): boolean => normalisedAreaCode(areaCode) === POLISH_AREA_CODE;

/** Keystroke filter of the phone field: digits only, at most nine for a Polish number and fifteen for any other. */
export const isPhoneInputAllowedFor = (areaCode: string, text: string): boolean => (isPolishAreaCode(areaCode) ? /^\d{0,9}$/ : /^\d{0,15}$/).test(text);

/** Countries whose postal addresses name a state or province; elsewhere the shop does not ask for one. */
export const STATE_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'BR', 'MX', 'IN', 'AR', 'MY'];

export const usesState = (country: string): boolean => STATE_COUNTRIES.includes(country.toUpperCase());

/** Postcode formats of the countries the shop delivers to most (the EU, its neighbours, a few far ones). */
const POSTCODES: Readonly<Record<string, RegExp>> = {
  PL: /^\d{2}-\d{3}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  SK: /^\d{3} ?\d{2}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  DK: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  FI: /^\d{5}$/,
  NO: /^\d{4}$/,
  EE: /^\d{5}$/,
  LV: /^(LV-)?\d{4}$/i,
  LT: /^(LT-)?\d{5}$/i,
  HU: /^\d{4}$/,
  RO: /^\d{6}$/,
  BG: /^\d{4}$/,
  HR: /^\d{5}$/,
  SI: /^\d{4}$/,
  GR: /^\d{3} ?\d{2}$/,
  CY: /^\d{4}$/,
  MT: /^[A-Z]{3} ?\d{4}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  UA: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
};

/** Whether a postcode has its country's format; true where the shop does not know the format. */
export const isPostcodeOf = (country: string, postcode: string): boolean => POSTCODES[country.toUpperCase()]?.test(postcode.trim()) ?? true;
