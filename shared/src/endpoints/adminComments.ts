// The back office's comments endpoints of the route table, for mf-backoffice alone (each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/adminComments';
