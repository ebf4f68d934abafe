// The login's second step, as the back office and the account's login page call it.
export * from '@inercise/contracts/routes/secondFactorLogin';
