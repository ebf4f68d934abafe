/**
 * Texts more than one bundle shows: validation messages (keys used by the shared zod schemas),
 * the remote fallback, generic errors, prices. Each bundle keeps its own texts in its own namespace.
 */
export const commonTranslationsEn = {
  validation: {
    fillOutAllFields: 'Please fill out all fields.',
    emailIncorrect: 'The e-mail address is incorrect.',
    passwordsNotSame: 'The passwords are not the same.',
    passwordsNotIdentical: 'The passwords are not identical.',
    passwordRequirement:
      'The password needs 8 to 255 characters with a lowercase letter, an uppercase letter, a digit and a special character.',
    phoneNineDigits: 'The phone number must have exactly 9 digits.',
    phoneInvalid: 'This is not a phone number of the country of this dialling code. Check the code and the number.',
    postcodeInvalid: 'This postcode does not have the format of the chosen country.',
    minThreeChars: 'Fill out all required fields (at least 3 characters).',
    invalidAddress: 'Please enter a valid e-mail address.',
    emptyMessage: 'You cannot send an empty message.',
    invalidEmail: 'Invalid e-mail address.',
    selectPaymentMethod: 'Please select a payment method.',
    selectCountry: 'Please select a country.',
    required: 'This field is required.',
    tooLong: 'This text is too long.',
    heightRange: 'Enter a height between 100 and 250 cm.',
    weightRange: 'Enter a weight between 30 and 300 kg.',
    birthDateRange: 'Enter a real birth date, not in the future (age 13 to 120).',
    healthDataConsentRequired: 'Tick the consent to keep these details about your body and training, or leave them empty.',
    unknownChoice: 'Choose one of the options offered.',
    digitalConsent: 'Consent to the course being made available at once, and acknowledge losing the right of withdrawal, to order a course.',
    acceptTerms: 'Accept the terms of sale to place your order.',
    invalidTaxNumber: 'Invalid tax number.',
  },
  fallback: {
    title: 'This part of the shop is not available right now.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  botCheck: {
    label: 'Security check',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    network: 'We cannot reach the shop right now. Check your connection and try again.',
    unexpected: 'Unexpected Application Error!',
    captchaFailed: 'We could not confirm that you are not a bot. Complete the check and try again.',
  },
  price: {
    previous: 'Previous price',
    current: 'Price',
    lowest30d: 'Lowest price in the last 30 days: {{price}}',
  },
};
