// @inercise/shared/contracts: the isomorphic contracts (domain schemas and types, validation rules), which live in
// @inercise/contracts so that the API installs them without React. Re-exported by the browser entry.
export * from '@inercise/contracts';
