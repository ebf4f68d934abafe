// The back office's second-factor endpoints (and the login's second step) of the route table (mf-backoffice's alone; each bundle keeps the ones it calls).
export * from '@inercise/contracts/routes/adminSecondFactor';
