// The customer's invoice endpoints of the route table (each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/invoices';
