import * as endpoints from '@inercise/contracts/routes/adminShipment';
import type { AdminShipmentBand, AdminShipmentRegions } from '@inercise/contracts/admin';
import { adminContracts } from '../../../contracts.ts';
import type { Db } from '../../../db/database.ts';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { currentAdmin } from '../access.ts';
import { recordAudit } from '../audit.ts';
import type { AdminResource } from '../area.ts';

/** Every shipping region with its bands, lightest first (a region without any: an empty list, no direct delivery). */
const loadShipmentBands = async (db: Db): Promise<AdminShipmentRegions> => {
  const rows = await db.selectFrom('shipment_band').select(['region', 'up_to_grams', 'price', 'price_eur']).orderBy('region').orderBy('up_to_grams').execute();
  return adminContracts.shipmentRegions.map((region) => ({
    region,
    bands: rows.filter((row) => row.region === region).map((row) => ({ upToGrams: row.up_to_grams, price: row.price, priceEur: row.price_eur })),
  }));
};

const sameBands = (a: readonly AdminShipmentBand[], b: readonly AdminShipmentBand[]) =>
  a.length === b.length && a.every((band, i) => band.upToGrams === b[i]!.upToGrams && band.price === b[i]!.price && band.priceEur === b[i]!.priceEur);

/**
 * The delivery's weight bands per region: read, and replaced a region at a time (audited). Carts and orders read the
 * bands when priced, so a change applies to the next cart answer and the next order, never to orders already placed.
 */
export const adminShipmentRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminShipmentBands, async () => loadShipmentBands(ctx.db));

  endpointRoute(admin, ctx, endpoints.adminSaveShipmentBands, async (request) => {
    const region = request.params.region;
    const bands = [...request.body.bands].sort((a, b) => a.upToGrams - b.upToGrams);
    await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('shipment_band')
        .select(['up_to_grams as upToGrams', 'price', 'price_eur as priceEur'])
        .where('region', '=', region)
        .orderBy('up_to_grams')
        .forUpdate()
        .execute();
      // Saving what is already there writes nothing, and logs nothing.
      if (sameBands(before, bands)) return;
      await trx.deleteFrom('shipment_band').where('region', '=', region).execute();
      await trx.insertInto('shipment_band').values(bands.map((band) => ({ region, up_to_grams: band.upToGrams, price: band.price, price_eur: band.priceEur }))).execute();
      await recordAudit(trx, currentAdmin(request), { action: 'shipment.bands', entityKind: 'shipment', entityId: region, before: { bands: before }, after: { bands } });
    });
    return loadShipmentBands(ctx.db);
  });
};
