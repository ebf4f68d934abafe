import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  type Country,
} from 'jsvat';
import { euMemberCodes } from '../domain/regionOf';
import type { ValidationMessageKey } from './messageKeys';
import { compactTaxNumber, isPolishTaxNumber, isValidNip } from './nip';

/**
 * The invoice's tax number checked in full (docs/decisions/0043-tax-numbers.md): a Polish one as a NIP by its check
 * digit, another EU member's VAT number by that country's format (jsvat's rules). An entry of its own, not part of
 * `@inercise/contracts`: only the checkout and the API need the format rules, so no other page downloads them.
 */

/** The other EU members' rules (Poland is the NIP's), by the prefix a VAT number carries. Greece's is EL. */
const memberRules: readonly Country[] = [
  austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece, hungary, ireland,
  italy, latvia, lithuania, luxembourg, malta, netherlands, portugal, romania, slovakiaRepublic, slovenia, spain, sweden,
];

const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);
const vatPrefixes = new Set(euMemberCodes.filter((code) => code !== 'PL').map(vatPrefixOf));

/**
 * What is wrong with a tax number given with an invoice address in `country` (ISO alpha-2), or null when nothing is.
 * A number with an EU prefix is checked by that prefix's country; one without, by the invoice's country when it is an
 * EU member. Numbers of countries outside the Union are not checked here: they only need the form's three characters.
 */
export const taxNumberProblem = (text: string, country: string): ValidationMessageKey | null => {
  if (isPolishTaxNumber(text, country)) return isValidNip(text) ? null : 'validation.invalidTaxNumber';
  const compact = compactTaxNumber(text);
  const upper = country.toUpperCase();
  const prefixed = vatPrefixes.has(compact.slice(0, 2)) ? compact : vatPrefixes.has(vatPrefixOf(upper)) ? `${vatPrefixOf(upper)}${compact}` : null;
  if (prefixed === null) return null;
  return checkVAT(prefixed, memberRules).isValidFormat ? null : 'validation.invalidTaxNumber';
};
