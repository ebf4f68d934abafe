// @inercise/shared/phone-number: a phone number's check by its country's numbering, from @inercise/contracts, with the
// full phone metadata the API checks by too (the same answers on both sides). An entry of its own and not part of
// ./contracts: only the checkout needs it, and loads it once its page is drawn (never in a page's first view).
export { phoneProblem } from '@inercise/contracts/validation/addressByCountryFull';
