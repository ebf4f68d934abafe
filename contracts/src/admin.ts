// @inercise/shared/admin: the back office's contracts with the API (isomorphic, like ./contracts). An entry of its
// own and not part of ./contracts, which the page's main entry re-exports: shoppers never download the owner's
// schemas. The API and mf-backoffice import it.
export * from './domain/admin/adminActor';
export * from './domain/admin/adminDay';
export * from './domain/admin/adminOrder';
export * from './domain/admin/adminInbox';
export * from './domain/admin/adminMail';
export * from './domain/admin/adminDiscountCode';
export * from './domain/admin/adminArticle';
export * from './domain/admin/adminPartner';
export * from './domain/admin/adminStats';
export * from './domain/admin/adminImage';
export * from './domain/admin/adminProduct';
export * from './domain/admin/adminSecondFactor';
export * from './domain/admin/adminArticleComment';
export * from './domain/admin/adminDevice';
export * from './domain/admin/adminCustomer';
export * from './domain/admin/adminShipment';
export * from './domain/admin/adminOffer';
