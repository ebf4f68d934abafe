// @inercise/shared/admin: the back office's contracts with the API (isomorphic, like ./contracts). An entry of its
// own and not part of ./contracts, which the page's main entry re-exports: shoppers never download the owner's
// schemas. The API and mf-backoffice import it.
export * from './domain/admin/adminActor';
export * from './domain/admin/adminOrder';
export * from './domain/admin/adminInbox';
