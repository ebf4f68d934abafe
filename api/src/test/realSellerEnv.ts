/**
 * A seller a production API accepts (every SELLER_* set, none the example's): the tests' stand-in for the real
 * company's details, which only the deployment knows.
 */
export const realSellerEnv = {
  SELLER_LEGAL_NAME: 'Inercise Test sp. z o.o.',
  SELLER_STREET: 'ul. Testowa 7',
  SELLER_POSTCODE: '31-100',
  SELLER_CITY: 'Kraków',
  SELLER_COUNTRY: 'PL',
  SELLER_NIP: '6762468130',
  SELLER_REGON: '123456785',
  SELLER_REGISTER_KIND: 'KRS',
  SELLER_REGISTER_NUMBER: '0000123456',
  SELLER_REGISTER_COURT: 'Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS',
  SELLER_SHARE_CAPITAL: '50 000,00 zł',
  SELLER_PHONE: '+48126001122',
  SELLER_EMAIL: 'sklep@inercise.pl',
  SELLER_BANK_ACCOUNT: 'PL61109010140000071219812874',
  SELLER_BANK_NAME: 'Santander Bank Polska',
  SELLER_APP_STORE_URL: 'https://apps.apple.com/pl/app/inercise/id0000000001',
  SELLER_GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=pl.inercise.app',
} as const;
