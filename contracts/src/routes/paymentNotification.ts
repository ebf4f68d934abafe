import { PaymentNotificationSchema } from '../domain/paymentNotification';
import { endpoint } from './endpoint';

// The payment provider's notification, apart from the checkout's calls: only the API reads its shape.
/** Posted by the payment provider, not by a browser: a form body whose raw text its signature covers. */
export const paymentNotification = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/tpay/notification',
  auth: 'public',
  body: PaymentNotificationSchema,
  answer: 'text',
  summary: 'Payment notification (form POST, md5sum and X-JWS-Signature); answers TRUE when processed or already processed; 413 over 8 KB, 429 too many from one address',
  tags: ['payments'],
});
