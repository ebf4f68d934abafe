import { PaymentMethodsSchema } from '../domain/paymentMethod';
import { endpoint } from './endpoint';

export const paymentMethods = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/tpay/payment-methods',
  auth: 'public',
  response: PaymentMethodsSchema,
  refusals: [502],
  summary: 'Payment methods (Tpay bank groups) keyed by id',
  tags: ['payments'],
});
