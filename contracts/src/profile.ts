// @inercise/contracts/profile: the customer's profile (its choices, rules and picture sizes). An entry of its own
// and not part of the main one, which every page of the shop downloads: only the profile page and the API need it.
export * from './domain/profile';
export * from './validation/profile';
