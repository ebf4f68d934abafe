import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';

const { PartnerSchema } = contracts;

export const partnerRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/partner/list',
    { schema: { tags: ['partners'], summary: 'Partners a shopper can name as referrer', response: { 200: z.array(PartnerSchema) } } },
    // An archived partner (removed by the owner, kept for its orders) is no longer offered.
    async () => ctx.db.selectFrom('partner').select(['id', 'name']).where('archived_at', 'is', null).orderBy('id').execute(),
  );
};
