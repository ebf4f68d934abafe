import type { Seller } from '@inercise/contracts';
import { EXAMPLE_SELLER } from '../../contracts.ts';

/** For tests: a seller whose numbers pass the tax office's patterns (the example seller's zeros do not). */
export const TEST_SELLER: Seller = {
  ...EXAMPLE_SELLER,
  legalName: 'Inercise Testowa sp. z o.o.',
  nip: '1234563218',
  regon: '123456785',
};
