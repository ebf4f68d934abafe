// The cart endpoints of the route table, for the browsers (each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/cart';
