// @inercise/shared/admin: the back office's contracts with the API, from @inercise/contracts/admin. An entry of its
// own and not part of ./contracts, which the page's main entry re-exports: shoppers never download the owner's
// schemas. mf-backoffice imports it.
export * from '@inercise/contracts/admin';
