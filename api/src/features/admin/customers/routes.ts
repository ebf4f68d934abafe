import * as endpoints from '@inercise/contracts/routes/adminCustomers';
import { endpointRoute } from '../../../http/endpointRoute.ts';
import { notFound } from '../../../http/errors.ts';
import type { AdminResource } from '../area.ts';
import { customerDetail, listCustomers } from './customerQueries.ts';

/** The shop's customers, to look one up (an order's question, a deletion request) and see the profile, read-only. */
export const adminCustomerRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminCustomers, async (request) => listCustomers(ctx.db, request.query));

  endpointRoute(admin, ctx, endpoints.adminCustomer, async (request) => {
    const customer = await customerDetail(ctx.db, request.params.id);
    if (!customer) throw notFound('customerNotFound', 'id');
    return customer;
  });
};
