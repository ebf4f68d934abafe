import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CurrencyName, ProductTypeName } from '@inercise/shared/contracts';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/params.ts';

const { ProductSchema, ProductTypeSchema, CurrencySchema, pageSchema } = contracts;

/** Products, product types and currencies: public, cached, with ETag and 304. */
export const catalogueRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/products',
    { schema: { tags: ['catalogue'], summary: 'All products as one page', response: { 200: pageSchema(ProductSchema) } } },
    async (request, reply) => {
      const snapshot = await ctx.catalogue.get();
      const raw = reply as unknown as FastifyReply;
      raw.header('etag', snapshot.etag).header('cache-control', 'public, max-age=0, must-revalidate');
      if (request.headers['if-none-match'] === snapshot.etag) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(snapshot.pageJson);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: { tags: ['catalogue'], params: z.object({ id: idParam }), response: { 200: ProductSchema } },
    },
    async (request, reply) => {
      const snapshot = await ctx.catalogue.get();
      const json = snapshot.productJson.get(request.params.id);
      if (!json) throw notFound('productNotFound', 'id');
      // Pre-serialised JSON goes out as is (the serializer passes strings through).
      return (reply as unknown as FastifyReply).type('application/json; charset=utf-8').send(json);
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
