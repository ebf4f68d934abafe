// The back office's offer endpoints of the route table, for mf-backoffice alone (each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/adminOffers';
