// The texts the mails and their PDFs share with the shop's pages: the legal texts and the products' translations,
// entries of @inercise/contracts loaded as api/src/contracts.ts loads the others (under tsx a CommonJS namespace whose
// `default` holds the exports).
import * as productNamespace from '@inercise/contracts/domain/productTranslations';
import * as termsNamespace from '@inercise/contracts/legal/termsOfSaleText';
import * as withdrawalNamespace from '@inercise/contracts/legal/withdrawal';
import * as sellerInTextNamespace from '@inercise/contracts/legal/sellerInText';

const unwrap = <T extends object>(namespace: T, name: keyof T): T => {
  const loaded = namespace as T & { default?: T };
  return loaded.default && name in loaded.default ? loaded.default : loaded;
};

export const { productTranslations } = unwrap(productNamespace, 'productTranslations');
export const { termsOfSaleText } = unwrap(termsNamespace, 'termsOfSaleText');
export const { withdrawalInformation, withdrawalForm } = unwrap(withdrawalNamespace, 'withdrawalInformation');
export const { fillSellerInDocument } = unwrap(sellerInTextNamespace, 'fillSellerInDocument');
