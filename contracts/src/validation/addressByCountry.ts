import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPolishAreaCode, normalisedAreaCode } from './addressRules';

/**
 * Whether a phone number can be dialled in its dialling code's country (docs/product-rules.md, "Foreign buyers"), by
 * the phone metadata of libphonenumber-js. Not in the contracts' index: the metadata would then reach every page. The
 * rules are applied by the full metadata set (./addressByCountryFull), which knows each country's number lengths by
 * kind of line and so refuses what the small set below takes by length alone: by the API, and by the checkout, which
 * loads it (through @inercise/shared/phone-number) once its page is drawn.
 */

/** The number as one string, the E.164 form: the dialling code and the national number. */
export const e164Of = (areaCode: string, phoneNumber: string): string => `${normalisedAreaCode(areaCode)}${phoneNumber}`;

export type PhoneProblem = 'validation.phoneNineDigits' | 'validation.phoneInvalid';

/** What the rules need of a phone metadata set: libphonenumber-js's parser, of its small or its full set. */
export type PhoneParser = (text: string, options: { defaultCallingCode: string }) => { isValid(): boolean; nationalNumber: string; countryCallingCode: string } | undefined;

/** The phone rules by one metadata set. */
export const phoneRulesWith = (parse: PhoneParser) => {
  /** What is wrong with a phone number for its dialling code, or null when it is a number that can be dialled. */
  const phoneProblem = (areaCode: string, phoneNumber: string): PhoneProblem | null => {
    if (isPolishAreaCode(areaCode)) return /^\d{9}$/.test(phoneNumber) ? null : 'validation.phoneNineDigits';
    if (!/^\d{4,15}$/.test(phoneNumber)) return 'validation.phoneInvalid';
    // Read as the country writes it, its trunk 0 included ("030 ..." in Germany) or not.
    const code = normalisedAreaCode(areaCode).slice(1);
    const parsed = parse(phoneNumber, { defaultCallingCode: code });
    return parsed?.isValid() && parsed.countryCallingCode === code ? null : 'validation.phoneInvalid';
  };
  /**
   * The national number as its country writes it after the dialling code (a German "030 1234567" typed with its
   * trunk 0 becomes "301234567"), so that the dialling code and it make the E.164 form; the digits as given when they
   * read as no number.
   */
  const nationalNumberOf = (areaCode: string, phoneNumber: string): string => {
    const parsed = parse(phoneNumber, { defaultCallingCode: normalisedAreaCode(areaCode).slice(1) });
    return parsed?.isValid() ? String(parsed.nationalNumber) : phoneNumber;
  };
  return { phoneProblem, nationalNumberOf };
};

export const { phoneProblem, nationalNumberOf } = phoneRulesWith(parsePhoneNumberFromString);
