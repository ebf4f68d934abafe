/** Every message a validation schema of this folder can give: keys of the "common" i18n namespace. */
export const validationMessageKeys = [
  'validation.fillOutAllFields',
  'validation.emailIncorrect',
  'validation.passwordsNotSame',
  'validation.passwordRequirement',
  'validation.phoneNineDigits',
  'validation.phoneInvalid',
  'validation.postcodeInvalid',
  'validation.minThreeChars',
  'validation.tooLong',
  'validation.invalidAddress',
  'validation.emptyMessage',
  'validation.invalidEmail',
  'validation.selectPaymentMethod',
  'validation.heightRange',
  'validation.weightRange',
  'validation.birthDateRange',
  'validation.unknownChoice',
  'validation.acceptTerms',
  'validation.invalidTaxNumber',
  'validation.healthDataConsentRequired',
  'validation.digitalConsent',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** A typed way to name a key, so a typo is a compile error. */
export const msg = <K extends ValidationMessageKey>(key: K): K => key;
