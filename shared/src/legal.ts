// Public entry @inercise/shared/legal: the legal texts the shop publishes and mails (they live in
// @inercise/contracts, so the API renders the very same prose into the order mail's PDFs). An entry of its own: only
// the legal pages carry it.
export type { LegalBlock, LegalDocumentText } from '@inercise/contracts/legal/legalDocument';
export { termsOfSaleText } from '@inercise/contracts/legal/termsOfSaleText';
export { fillSeller, namesSeller } from '@inercise/contracts/legal/sellerInText';
