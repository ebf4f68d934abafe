// The back office's invoice endpoints of the route table, for mf-backoffice alone.
export * from '@inercise/contracts/routes/adminInvoices';
