// The seller's endpoint of the route table, for the browsers and the first-screen servers.
export * from '@inercise/contracts/routes/seller';
