import { SellerSchema } from '../domain/seller';
import { endpoint } from './endpoint';

/** Who sells: the footer, the contact page, the terms and the privacy policy name it (docs/product-rules.md, "The seller"). */
export const seller = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/seller',
  auth: 'public',
  response: SellerSchema,
  summary: 'The seller as configured (SELLER_* variables): registered name, address, tax and register numbers, contacts, app-store pages',
  tags: ['seller'],
});
