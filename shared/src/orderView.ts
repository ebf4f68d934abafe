// Public entry @inercise/shared/order-view: an order as the customer's history and the owner's order page both show
// it (the address as printed on a parcel, an item's chosen options). An entry of its own, not part of the main one:
// only those two pages draw an order, so no other page carries it. Not a federation singleton: each of the two bundles
// carries these few lines. Each team passes its own texts and CSS classes.
export { PostalAddress } from './orderView/PostalAddress';
export { ChosenOptions } from './orderView/ChosenOptions';
