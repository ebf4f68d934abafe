import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPolishAreaCode, normalisedAreaCode } from './addressRules';

/**
 * Whether a phone number can be dialled in its dialling code's country (docs/product-rules.md, "Foreign buyers"), by
 * the phone metadata of libphonenumber-js. Not in the contracts' index: the metadata would then reach every page; the
 * checkout (through @inercise/shared/phone-number) and the API import it from here.
 */

/** The number as one string, the E.164 form: the dialling code and the national number. */
export const e164Of = (areaCode: string, phoneNumber: string): string => `${normalisedAreaCode(areaCode)}${phoneNumber}`;

export type PhoneProblem = 'validation.phoneNineDigits' | 'validation.phoneInvalid';

/** What is wrong with a phone number for its dialling code, or null when it is a number that can be dialled. */
export const phoneProblem = (areaCode: string, phoneNumber: string): PhoneProblem | null => {
  if (isPolishAreaCode(areaCode)) return /^\d{9}$/.test(phoneNumber) ? null : 'validation.phoneNineDigits';
  if (!/^\d{4,15}$/.test(phoneNumber)) return 'validation.phoneInvalid';
  const parsed = parsePhoneNumberFromString(e164Of(areaCode, phoneNumber));
  return parsed?.isValid() && `+${parsed.countryCallingCode}` === normalisedAreaCode(areaCode) ? null : 'validation.phoneInvalid';
};
