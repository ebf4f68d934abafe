// The buyer's offer endpoints of the route table, for mf-cart-checkout's order page.
export * from '@inercise/contracts/routes/offers';
