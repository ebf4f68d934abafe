import { digitalConsentProblem } from './digitalConsent';

describe('digitalConsentProblem', () => {
  it('asks for the consent only when the order has a course', () => {
    expect(digitalConsentProblem(true, undefined)).toBe('validation.digitalConsent');
    expect(digitalConsentProblem(true, false)).toBe('validation.digitalConsent');
    expect(digitalConsentProblem(true, true)).toBeNull();
    expect(digitalConsentProblem(false, undefined)).toBeNull();
  });
});
