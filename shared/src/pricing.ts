// @inercise/shared/pricing: the one pricing rule of the cart, in integers (grosze or cents), as the API prices
// (it lives in @inercise/contracts, which the API installs). Its own entry, not part of the page's singleton: only
// the cart team's bundle prices lines, and it carries the few functions it uses.
export { cartPrices, linePrice, productShips } from '@inercise/contracts/domain/pricing';
