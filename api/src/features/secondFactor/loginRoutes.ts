import * as endpoints from '@inercise/contracts/routes/secondFactorLogin';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentSessionId, currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { passSecondFactor } from './secondFactorStore.ts';

/**
 * POST /users/login/second-factor: the second step of an enrolled admin's login, on the session the password opened
 * (its access token). Until it passes, every /admin call of that session answers 403 secondFactorRequired.
 */
export const secondFactorLoginRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(
    app,
    ctx,
    endpoints.loginSecondFactor,
    async (request, reply) => {
      const userId = currentUserId(request);
      const user = await ctx.db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      const actor = { source: 'backOffice' as const, userId, email: user.email };
      const passed = await passSecondFactor(ctx.db, ctx.secretBox, actor, userId, currentSessionId(request), request.body.code, ctx.clock());
      if (passed.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (passed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return reply.header('cache-control', 'no-store').send({ method: passed.method, recoveryCodesLeft: passed.recoveryCodesLeft });
    },
    { config: ctx.sensitiveRateLimit },
  );
};
