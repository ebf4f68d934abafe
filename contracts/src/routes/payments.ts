import { PaymentNotificationSchema } from '../domain/paymentNotification';
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

/** Posted by the payment provider, not by a browser: a form body whose raw text its signature covers. */
export const paymentNotification = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/tpay/notification',
  auth: 'public',
  body: PaymentNotificationSchema,
  answer: 'text',
  summary: 'Payment notification (form POST, md5sum and X-JWS-Signature); answers TRUE when processed or already processed',
  tags: ['payments'],
});
