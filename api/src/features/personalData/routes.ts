import { z } from 'zod';
import { contracts } from '../../contracts.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';
import { exportPersonalData } from './personalDataExport.ts';

const { ApiErrorSchema } = contracts;

export const personalDataRoutes = (app: TypedApp, ctx: AppContext): void => {
  app.get(
    '/users/me/export',
    {
      preHandler: ctx.requireUser,
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['users'],
        summary: 'Everything the shop holds about the logged-in customer, as a JSON file to download',
        security: [{ bearer: [] }],
        response: { 200: z.record(z.string(), z.unknown()), 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportPersonalData(ctx.db, currentUserId(request), now);
      if (!data) throw unauthorized();
      return reply
        .header('content-disposition', `attachment; filename="inercise-my-data-${now.toISOString().slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
