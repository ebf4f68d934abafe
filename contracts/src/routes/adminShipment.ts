import { z } from 'zod/mini';
import { AdminShipmentBandsPayloadSchema, AdminShipmentRegionsSchema, ShipmentRegionSchema } from '../domain/admin/adminShipment';
import { lazySchema } from '../validation/lazySchema';
import { endpoint } from './endpoint';

// Delivery prices by the parcel's weight, per region (contracts' shipmentByWeight prices carts and orders by them).

const ShipmentRegionParamsSchema = lazySchema(() => z.object({ region: ShipmentRegionSchema }));

export const adminShipmentBands = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/shipment-bands',
  auth: 'owner',
  response: AdminShipmentRegionsSchema,
  refusals: [401, 403],
  summary: 'Every shipping region with its delivery weight bands (grams, minor units), lightest first',
  tags: ['admin'],
});

export const adminSaveShipmentBands = /*#__PURE__*/ endpoint({
  method: 'PUT',
  path: '/admin/shipment-bands/:region',
  auth: 'owner',
  params: ShipmentRegionParamsSchema,
  body: AdminShipmentBandsPayloadSchema,
  response: AdminShipmentRegionsSchema,
  refusals: [400, 401, 403],
  summary: "Replace a region's delivery weight bands (1-20, each weight once); answers every region's bands",
  tags: ['admin'],
});
