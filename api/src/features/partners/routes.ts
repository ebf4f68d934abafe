import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';

const { PartnerSchema } = contracts;

export const partnerRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/partner/list',
    { schema: { tags: ['partners'], summary: 'Partners a shopper can name as referrer', response: { 200: z.array(PartnerSchema) } } },
    async () => ctx.db.selectFrom('partner').select(['id', 'name']).orderBy('id').execute(),
  );
};
