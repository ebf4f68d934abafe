import { AdminDeviceListSchema, AdminDeviceQuerySchema } from '../domain/admin/adminDevice';
import { endpoint } from './endpoint';
import { idParams } from '../domain/requestShapes';

export const adminDevices = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/devices',
  auth: 'owner',
  query: AdminDeviceQuerySchema,
  response: AdminDeviceListSchema,
  refusals: [400, 401, 403],
  summary: "Registered devices with their customer, newest registration first (at most 500); `email` filters by part of the customer's e-mail",
  tags: ['admin'],
});

export const adminReleaseDevice = /*#__PURE__*/ endpoint({
  method: 'POST',
  path: '/admin/devices/:id/release',
  auth: 'owner',
  params: idParams('id'),
  status: 204,
  answer: 'empty',
  refusals: [400, 401, 403, 404],
  summary: 'Release a registered device from its customer (audited); 404 when it is not registered',
  tags: ['admin'],
});
