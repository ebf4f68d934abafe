// The account endpoints of the route table, for the browsers (each bundle keeps the ones it calls; the login's second step is secondFactorLogin).
export * from '@inercise/contracts/routes/users';
