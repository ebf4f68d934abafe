import { BeginTransactionPayloadSchema } from '../domain/beginTransaction';
import { OrderSchema } from '../domain/order';
import { PlacedOrderSchema, PlaceOrderPayloadSchema } from '../domain/placeOrder';
import { OrderNumberParamsSchema, OrderPageSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

export const myOrders = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/order',
  auth: 'customer',
  response: OrderPageSchema,
  refusals: [401],
  summary: "The user's orders, newest first",
  tags: ['orders'],
});

export const myOrder = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/order/:orderNumber',
  auth: 'customer',
  params: OrderNumberParamsSchema,
  response: OrderSchema,
  refusals: [401, 404],
  summary: "One own order (another user's answers 404)",
  tags: ['orders'],
});

// "Order and pay" in one call: the checkout's address save, order and payment start together.
export const placeOrder = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/orders',
  auth: 'customer',
  body: PlaceOrderPayloadSchema,
  response: PlacedOrderSchema,
  refusals: [400, 401, 404, 409, 410, 502],
  summary:
    "Save the delivery record (PATCH /address's update when it has an id, else POST /address's create), turn the cart into an order and begin its transaction, in one call. Answers JSON { orderNumber, location, addressId }: location is what POST /tpay/beginTransaction answers as text. Refused as those two are (400 with the field; 404 addressNotFound, 409 addressIdMismatch, 409/410 for a discount code): a refusal writes nothing, the address included, as the address is saved in the order's database transaction",
  tags: ['orders'],
});

// The spec's alias of POST /orders without the address: places the order from the saved record. The path sits under /tpay, where the shop's API contract puts it; the work is the orders'.
export const beginTransaction = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/tpay/beginTransaction',
  auth: 'customer',
  body: BeginTransactionPayloadSchema,
  answer: 'text',
  refusals: [400, 401, 409, 410, 502],
  summary:
    'Turn the cart into an order. Answers text: the payment page URL (PLN and a shippable region: Poland with a payment group; the European Union or Switzerland with one, or group 999 for the method chosen on the payment page) or the in-app /order path of an order for inquiry (EUR or region OTHER). Poland in PLN without a group, or with 999, answers 400 validation.selectPaymentMethod. A discount code that no longer applies answers 409/410 with its reason, as apply-discount does, and is taken off the cart',
  tags: ['payments'],
});

export const payOrderAgain = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/order/:orderNumber/payment',
  auth: 'customer',
  params: OrderNumberParamsSchema,
  answer: 'text',
  refusals: [400, 401, 404, 502],
  summary:
    "Pay an own unpaid order again (PAYMENT_VERIFICATION, or INCOMPLETE after a failed payment): a new provider transaction for the same order and the same total, superseding the open one (whose late success still pays the order, once). Answers text: the payment page URL. A cancelled order answers 400 orderCancelled, a paid one 400 orderAlreadyPaid, an inquiry waiting for its offer 400 orderAwaitsOffer; another user's order 404",
  tags: ['orders'],
});
