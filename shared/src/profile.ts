// @inercise/shared/profile: the customer's profile contracts, from @inercise/contracts/profile. An entry of its own
// and not part of ./contracts, which the page's main entry re-exports: a page without the profile form never
// downloads its rules. mf-account imports it.
export * from '@inercise/contracts/profile';
