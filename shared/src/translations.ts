// @inercise/shared/translations: the shared texts in both languages at once, for Node (checks, tests), from
// @inercise/contracts/translations. Never imported by a browser bundle: the page downloads one language at a time.
export * from '@inercise/contracts/translations';
