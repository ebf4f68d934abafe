// @inercise/contracts: domain schemas and types and validation rules, shared by the API and the browsers. The API
// imports it directly; the browsers through `@inercise/shared/contracts`, which re-exports it. The country list has its own
// entry (`@inercise/shared/countries`): only the address forms need its names and dialling codes, so it is not
// part of what every page loads.
// Nothing here may import React, Redux or anything browser-only.
export * from './domain/address';
export * from './domain/apiError';
export * from './domain/article';
export * from './domain/articleComment';
export * from './domain/articleCategory';
export * from './domain/favouriteArticle';
export * from './domain/slugs';
export { slugify, SLUG_PATTERN, SLUG_MAX_LENGTH } from './paths/slug';
export * from './domain/beginTransaction';
export * from './domain/cart';
export * from './domain/cartPayloads';
export * from './domain/cartRule';
export * from './domain/checkoutPayment';
export * from './domain/contactMessage';
export * from './domain/course';
export * from './domain/country';
export * from './domain/currency';
export * from './domain/discount';
export * from './domain/invoice';
export * from './domain/isInquiry';
export * from './domain/newsletterRegistration';
export * from './domain/order';
export * from './domain/offer';
export * from './domain/orderStatus';
export * from './domain/page';
export * from './domain/placeOrder';
export * from './domain/partner';
export * from './domain/paymentMethod';
export * from './domain/product';
export * from './domain/productProperty';
export * from './domain/productNameKeys';
export * from './domain/productType';
export * from './domain/propertyKind';
export * from './domain/region';
export * from './domain/requestShapes';
export * from './domain/regionOf';
export * from './domain/recordId';
export * from './domain/selectedProperty';
export * from './domain/specificationItem';
export * from './domain/user';
export * from './domain/seller';
export * from './domain/vat';
export * from './validation/address';
export * from './validation/confirmPassword';
export * from './validation/contact';
export * from './validation/email';
export * from './validation/login';
export * from './validation/messageKeys';
export * from './validation/newsletter';
// Whole, so that the tax number rule's entry takes it from the page's singleton (tools/SingletonContractsPlugin.cjs).
export * from './validation/nip';
export * from './validation/password';
export * from './validation/paymentGroup';
export * from './validation/phone';
export * from './validation/addressRules';
export * from './validation/registration';
export * from './validation/resetPassword';
export * from './validation/termsAccepted';
