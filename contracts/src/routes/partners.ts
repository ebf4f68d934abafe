import { PartnerListSchema } from '../domain/partner';
import { endpoint } from './endpoint';

export const partners = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/partner/list',
  auth: 'public',
  response: PartnerListSchema,
  summary: 'Partners a shopper can name as referrer',
  tags: ['partners'],
});
