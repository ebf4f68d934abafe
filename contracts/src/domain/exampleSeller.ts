import type { Seller } from './seller';

/**
 * The seller `npm start` and the tests run with: complete, and plainly fictitious (reserved example domains, a
 * register number of zeros), so nobody mistakes it for a real one. A production API refuses to start with any of it.
 * An entry of its own, not in the contracts' index: no shopper's page needs it.
 */
export const EXAMPLE_SELLER: Seller = {
  legalName: 'Inercise Przykład sp. z o.o.',
  street: 'ul. Przykładowa 1',
  postcode: '00-000',
  city: 'Przykładowo',
  country: 'PL',
  nip: '0000000000',
  regon: '000000000',
  register: { kind: 'KRS', number: '0000000000', court: 'Sąd Rejonowy (przykład), Wydział Gospodarczy KRS' },
  shareCapital: '5 000,00 zł',
  phone: '+48000000000',
  email: 'sklep@inercise.example',
  bankAccount: 'PL00000000000000000000000000',
  bankName: 'Bank Przykładowy',
  appStoreUrl: 'https://apps.example.com/ios/inercise',
  googlePlayUrl: 'https://apps.example.com/android/inercise',
};
