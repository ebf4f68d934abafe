import * as endpoints from '@inercise/contracts/routes/personalData';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { unauthorized } from '../../http/errors.ts';
import { confirmPassword } from '../users/confirmPassword.ts';
import { exportPersonalData } from './personalDataExport.ts';

export const personalDataRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(
    app,
    ctx,
    endpoints.exportMyData,
    async (request, reply) => {
      await confirmPassword(ctx.db, currentUserId(request), request.body.password);
      const now = new Date();
      const data = await exportPersonalData(ctx.db, currentUserId(request), now);
      if (!data) throw unauthorized();
      return reply
        .header('content-disposition', `attachment; filename="inercise-my-data-${now.toISOString().slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
    { config: ctx.sensitiveRateLimit },
  );
};
