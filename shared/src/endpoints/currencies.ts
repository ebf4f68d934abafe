// The currencies' endpoint of the route table, for the shell's start-up.
export * from '@inercise/contracts/routes/currencies';
