/**
 * The seller the e2e API runs with (SELLER_* variables): not the contracts' example, so a page showing these details
 * shows the configured seller. Only the details the tests read are set; the rest stay the example's.
 */
export const E2E_SELLER = {
  legalName: 'Inercise E2E sp. z o.o.',
  street: 'ul. Testowa 7',
  postcode: '31-100',
  city: 'Kraków',
  nip: '6762468130',
  regon: '123456785',
  registerNumber: '0000123456',
  phone: '+48126001122',
};

export const E2E_SELLER_ENV = {
  SELLER_LEGAL_NAME: E2E_SELLER.legalName,
  SELLER_STREET: E2E_SELLER.street,
  SELLER_POSTCODE: E2E_SELLER.postcode,
  SELLER_CITY: E2E_SELLER.city,
  SELLER_NIP: E2E_SELLER.nip,
  SELLER_REGON: E2E_SELLER.regon,
  SELLER_REGISTER_NUMBER: E2E_SELLER.registerNumber,
  SELLER_PHONE: E2E_SELLER.phone,
};
