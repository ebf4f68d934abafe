import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneRulesWith } from './addressByCountry';

/**
 * The phone rules of ./addressByCountry by the full metadata set, which knows each country's number lengths by kind
 * of line (a four-digit "+49 1234" is no German number): the API's. Never imported by a page.
 */
export const { phoneProblem, nationalNumberOf } = phoneRulesWith(parsePhoneNumberFromString);
export { e164Of } from './addressByCountry';
