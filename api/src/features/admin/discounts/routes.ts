import * as endpoints from '@inercise/contracts/routes/adminDiscounts';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { currentAdmin } from '../access.ts';
import type { AdminResource } from '../area.ts';
import { SHOP_TIME_ZONE } from '../csv.ts';
import { createDiscountCode, listDiscountCodes, setDiscountCodeActive } from './discountCodeQueries.ts';

/** Today in the shop (YYYY-MM-DD), as the codes' days are counted. */
const shopToday = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE });

/** The shop's discount codes: the list with their uses, a new code, and switching one off or on again. */
export const adminDiscountCodeRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminDiscountCodes, async (request) => listDiscountCodes(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminCreateDiscountCode, async (request) => {
    const body = request.body;
    // A code that ends before today could never be used.
    if (body.validTo && body.validTo < shopToday.format(new Date())) throw badRequest('discountEndInPast', 'validTo');
    const created = await createDiscountCode(ctx.db, currentAdmin(request), body);
    if (created === 'taken') throw conflict('discountCodeTaken', 'code');
    return created;
  });

  endpointRoute(admin, ctx, endpoints.adminChangeDiscountCode, async (request) => {
    const code = await setDiscountCodeActive(ctx.db, currentAdmin(request), request.params.code, request.body.active);
    if (!code) throw notFound('discountCodeNotFound', 'code');
    return code;
  });
};
