import type { FastifyReply } from 'fastify';
import * as catalogueEndpoints from '@inercise/contracts/routes/catalogue';
import * as currencyEndpoints from '@inercise/contracts/routes/currencies';
import type { CurrencyName, ProductTypeName } from '@inercise/contracts';
import type { AppContext, TypedApp } from '../../context.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { sendPrebuilt } from '../../http/prebuilt.ts';

/** Browsers may keep the catalogue but ask (cheaply, with its ETag) before each use: prices change. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

const endpoints = { ...catalogueEndpoints, ...currencyEndpoints };

/** Products, product types and currencies: public, cached, with ETag and 304. */
export const catalogueRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.products, async (request, reply) => sendPrebuilt(request, reply as unknown as FastifyReply, (await ctx.catalogue.get()).page, REVALIDATE));

  endpointRoute(app, ctx, endpoints.product, async (request, reply) => {
    const body = (await ctx.catalogue.get()).productBodies.get(request.params.id);
    if (!body) throw notFound('productNotFound', 'id');
    return sendPrebuilt(request, reply as unknown as FastifyReply, body, REVALIDATE);
  });

  endpointRoute(app, ctx, endpoints.productTypes, async () =>
    ctx.db.selectFrom('product_type').select(['id', 'name']).orderBy('id').$narrowType<{ name: ProductTypeName }>().execute(),
  );

  endpointRoute(app, ctx, endpoints.currencies, async () =>
    ctx.db.selectFrom('currency').select(['id', 'name']).orderBy('id').$narrowType<{ name: CurrencyName }>().execute(),
  );
};
