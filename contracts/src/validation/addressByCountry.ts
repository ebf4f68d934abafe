import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The address rules that depend on the country (docs/product-rules.md, "Foreign buyers"): a phone number valid for
 * its dialling code, a state only where the country's addresses use one, and a postcode in the country's format where
 * the format is known. Not in the contracts' index: the phone metadata would then reach every page; the address forms
 * and the API import it from here.
 */

/** Polish numbers keep the specification's rule: nine digits after +48. */
export const POLISH_AREA_CODE = '+48';
/** E.164 allows at most 15 digits with the country code; no national number is shorter than four. */
const PHONE_DIGITS = /^\d{4,15}$/;

/** Keystroke filter of the phone field: digits only, at most nine for a Polish number and fifteen for any other. */
export const isPhoneInputAllowedFor = (areaCode: string, text: string): boolean =>
  normalisedAreaCode(areaCode) === POLISH_AREA_CODE ? /^\d{0,9}$/.test(text) : /^\d{0,15}$/.test(text);

/** "+49", "49" and " +49 " are one dialling code. */
export const normalisedAreaCode = (areaCode: string): string => `+${areaCode.trim().replace(/^\+/, '')}`;

/** The number as one string, the E.164 form: the dialling code and the national number. */
export const e164Of = (areaCode: string, phoneNumber: string): string => `${normalisedAreaCode(areaCode)}${phoneNumber}`;

export type PhoneProblem = 'validation.phoneNineDigits' | 'validation.phoneInvalid';

/** What is wrong with a phone number for its dialling code, or null when it is a number that can be dialled. */
export const phoneProblem = (areaCode: string, phoneNumber: string): PhoneProblem | null => {
  if (normalisedAreaCode(areaCode) === POLISH_AREA_CODE) return /^\d{9}$/.test(phoneNumber) ? null : 'validation.phoneNineDigits';
  if (!PHONE_DIGITS.test(phoneNumber)) return 'validation.phoneInvalid';
  const parsed = parsePhoneNumberFromString(e164Of(areaCode, phoneNumber));
  return parsed?.isValid() && `+${parsed.countryCallingCode}` === normalisedAreaCode(areaCode) ? null : 'validation.phoneInvalid';
};

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
