import { DeliveryRecordSchema } from '../domain/address';
import { DeliveryRecordPayloadSchema } from '../validation/address';
import { endpoint } from './endpoint';

export const deliveryRecord = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/address',
  auth: 'customer',
  response: DeliveryRecordSchema,
  refusals: [401, 404],
  summary: "The logged-in customer's delivery record (shipping and optional invoice address); 404 addressNotFound before the first is saved",
  tags: ['address'],
});

export const createDeliveryRecord = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/address',
  auth: 'customer',
  body: DeliveryRecordPayloadSchema,
  response: DeliveryRecordSchema,
  status: 201,
  refusals: [400, 401],
  summary: "Save the logged-in customer's delivery record; one per customer, a second save updates it",
  tags: ['address'],
});

export const updateDeliveryRecord = /*#__PURE__*/ endpoint({
  method: 'PATCH',
  path: '/address',
  auth: 'customer',
  body: DeliveryRecordPayloadSchema,
  response: DeliveryRecordSchema,
  refusals: [400, 401, 404, 409],
  summary: "Update the logged-in customer's delivery record; 409 addressIdMismatch for another record's id, 404 addressNotFound when there is none",
  tags: ['address'],
});
