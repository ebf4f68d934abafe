/**
 * An order with a course needs the buyer's consent to its immediate delivery, with the acknowledgement that the right
 * of withdrawal is then lost (Consumer Rights Act art. 38(1) pt 13; docs/product-rules.md, "Digital products"). One
 * rule for the checkout and the API.
 */
export const digitalConsentProblem = (hasCourses: boolean, consent: boolean | undefined): 'validation.digitalConsent' | null =>
  hasCourses && consent !== true ? 'validation.digitalConsent' : null;
