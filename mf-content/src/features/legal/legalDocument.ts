// The shape of a legal text; the texts mailed with orders live in @inercise/contracts with it.
export type { LegalBlock, LegalDocumentText } from '@inercise/shared/legal';
