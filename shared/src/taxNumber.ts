// @inercise/shared/tax-number: the invoice's tax number rule, from @inercise/contracts. An entry of its own and not part
// of ./contracts: it carries the EU VAT number formats, which only the checkout needs (not every page's first view).
export { taxNumberProblem } from '@inercise/contracts/validation/taxNumber';
