import type { Seller } from '@inercise/contracts';
import { EXAMPLE_SELLER } from '../../contracts.ts';

/**
 * The seller from SELLER_* variables (api/README.md), each falling back to the example's value; a production API
 * refuses to start while any field is missing or still the example's (productionProblems.ts).
 */
export const sellerOf = (env: NodeJS.ProcessEnv): Seller => {
  const example = EXAMPLE_SELLER;
  const soleTrader = env.SELLER_REGISTER_KIND?.trim() === 'CEIDG';
  const read = (name: string, fallback: string): string => env[`SELLER_${name}`]?.trim() || fallback;
  return {
    legalName: read('LEGAL_NAME', example.legalName),
    street: read('STREET', example.street),
    postcode: read('POSTCODE', example.postcode),
    city: read('CITY', example.city),
    country: read('COUNTRY', example.country),
    nip: read('NIP', example.nip),
    regon: read('REGON', example.regon),
    register: {
      kind: soleTrader ? 'CEIDG' : 'KRS',
      number: read('REGISTER_NUMBER', example.register.number),
      court: read('REGISTER_COURT', example.register.court),
    },
    // A sole trader has no share capital: the example's company figure must not be shown for one.
    shareCapital: soleTrader ? '' : read('SHARE_CAPITAL', example.shareCapital),
    phone: read('PHONE', example.phone),
    email: read('EMAIL', example.email),
    bankAccount: read('BANK_ACCOUNT', example.bankAccount),
    bankName: read('BANK_NAME', example.bankName),
    appStoreUrl: read('APP_STORE_URL', example.appStoreUrl),
    googlePlayUrl: read('GOOGLE_PLAY_URL', example.googlePlayUrl),
  };
};
