import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CurrencyName, ProductTypeName } from '@inercise/contracts';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';
import { sendPrebuilt } from '../../http/prebuilt.ts';

/** Browsers may keep the catalogue but ask (cheaply, with its ETag) before each use: prices change. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

const { ProductSchema, ProductTypeSchema, CurrencySchema, pageSchema } = contracts;

/** Products, product types and currencies: public, cached, with ETag and 304. */
export const catalogueRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/products',
    { schema: { tags: ['catalogue'], summary: 'All products as one page', response: { 200: pageSchema(ProductSchema) } } },
    async (request, reply) => sendPrebuilt(request, reply as unknown as FastifyReply, (await ctx.catalogue.get()).page, REVALIDATE),
  );

  app.get(
    '/products/:id',
    {
      schema: { tags: ['catalogue'], params: z.object({ id: idParam }), response: { 200: ProductSchema } },
    },
    async (request, reply) => {
      const body = (await ctx.catalogue.get()).productBodies.get(request.params.id);
      if (!body) throw notFound('productNotFound', 'id');
      return sendPrebuilt(request, reply as unknown as FastifyReply, body, REVALIDATE);
    },
  );

  app.get(
    '/product-type',
    { schema: { tags: ['catalogue'], summary: 'Product types in display order', response: { 200: z.array(ProductTypeSchema) } } },
    async () => ctx.db.selectFrom('product_type').select(['id', 'name']).orderBy('id').$narrowType<{ name: ProductTypeName }>().execute(),
  );

  app.get(
    '/currency-type',
    { schema: { tags: ['catalogue'], response: { 200: z.array(CurrencySchema) } } },
    async () => ctx.db.selectFrom('currency').select(['id', 'name']).orderBy('id').$narrowType<{ name: CurrencyName }>().execute(),
  );
};
