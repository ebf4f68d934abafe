import { z } from 'zod/mini';
import { lazySchema } from '../../validation/lazySchema';
import { MAX_PARCEL_GRAMS } from '../pricing';
import { regions } from '../region';

/** How many weight bands a region may have: enough for any courier's price list. */
export const MAX_SHIPMENT_BANDS = 20;
/** The highest delivery price of one parcel, in minor units (ten thousand złoty or euro). */
export const MAX_SHIPMENT_PRICE = 1_000_000;

/** Regions the shop ships to directly; OTHER has no bands (orders there are inquiries). */
export const shipmentRegions = regions.filter((region) => region !== 'OTHER') as readonly ('POLAND' | 'SWITZERLAND' | 'EUROPEAN_UNION')[];
export const ShipmentRegionSchema = lazySchema(() => z.enum(['POLAND', 'SWITZERLAND', 'EUROPEAN_UNION']));

const price = () => z.int('shipmentPriceInvalid').check(z.minimum(0, 'shipmentPriceInvalid'), z.maximum(MAX_SHIPMENT_PRICE, 'shipmentPriceInvalid'));

/** One band: a parcel up to `upToGrams` costs `price` (grosze) or `priceEur` (euro cents). */
export const AdminShipmentBandSchema = lazySchema(() =>
  z.object({
    upToGrams: z.int('shipmentWeightInvalid').check(z.minimum(1, 'shipmentWeightInvalid'), z.maximum(MAX_PARCEL_GRAMS, 'shipmentWeightInvalid')),
    price: price(),
    priceEur: price(),
  }),
);
export type AdminShipmentBand = z.infer<typeof AdminShipmentBandSchema>;

/** Body of PUT /admin/shipment-bands/{region}: the region's whole list of bands, at least one, each weight once. */
export const AdminShipmentBandsPayloadSchema = lazySchema(() =>
  z.object({
    bands: z.array(AdminShipmentBandSchema).check(
      z.minLength(1, 'shipmentBandsEmpty'),
      z.maxLength(MAX_SHIPMENT_BANDS, 'shipmentBandsTooMany'),
      z.refine((bands) => new Set(bands.map((band) => band.upToGrams)).size === bands.length, 'shipmentWeightRepeated'),
    ),
  }),
);
export type AdminShipmentBandsPayload = z.infer<typeof AdminShipmentBandsPayloadSchema>;

/** GET /admin/shipment-bands: every shipping region with its bands, lightest first. */
export const AdminShipmentRegionsSchema = lazySchema(() =>
  z.array(z.object({ region: ShipmentRegionSchema, bands: z.array(AdminShipmentBandSchema) })),
);
export type AdminShipmentRegions = z.infer<typeof AdminShipmentRegionsSchema>;
