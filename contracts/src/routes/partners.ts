import { PartnerListSchema } from '../domain/partner';
import { endpoint } from './endpoint';

export const partners = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/partner/list',
  auth: 'public',
  response: PartnerListSchema,
  summary: 'The partners: those a shopper can name as referrer at checkout, and the partners page shows (with their websites)',
  tags: ['partners'],
});
