import { Counter } from 'prom-client';
import * as endpoints from '@inercise/contracts/routes/secondFactorLogin';
import type { AppContext, TypedApp } from '../../context.ts';
import { accountLimit } from '../../http/accountLimit.ts';
import { currentSessionId, currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { uniqueMailKey } from '../mail/outbox.ts';
import { secondFactorLockoutMail } from './lockoutMail.ts';
import { passSecondFactor, SECOND_FACTOR_ATTEMPTS } from './secondFactorStore.ts';

/**
 * POST /users/login/second-factor: the second step of an enrolled admin's login, on the session the password opened
 * (its access token). Until it passes, every /admin call of that session answers 403 secondFactorRequired. Limited per
 * address and per account; the fifth wrong code in a row ends this login, locks the factor for 15 minutes (429
 * secondFactorLocked, Retry-After), mails the owner and counts the lockout (second_factor_lockouts_total, alerted on).
 */
export const secondFactorLoginRoutes = (app: TypedApp, ctx: AppContext): void => {
  const codesOfAccount = accountLimit(app, 'second-factor', ctx.accountRateLimit);
  const lockouts = new Counter({
    name: 'second_factor_lockouts_total',
    help: "Owners' second factors locked after too many wrong login codes in a row",
    registers: [ctx.metrics.registry],
  });

  endpointRoute(
    app,
    ctx,
    endpoints.loginSecondFactor,
    async (request, reply) => {
      const userId = currentUserId(request);
      const sessionId = currentSessionId(request);
      await codesOfAccount(request, reply, String(userId));
      const user = await ctx.db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      const actor = { source: 'backOffice' as const, userId, email: user.email };
      const passed = await passSecondFactor(ctx.db, ctx.secretBox, actor, userId, sessionId, request.body.code, ctx.clock(), async (trx, until) => {
        // The login that guessed ends here: another try needs the password again, and the lock still holds.
        await trx.updateTable('user_session').set({ ended_at: new Date(), end_reason: 'secondFactorLockout' }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
        await ctx.outbox.queue(trx, uniqueMailKey('second-factor-lockout'), { to: user.email, ...secondFactorLockoutMail(until, SECOND_FACTOR_ATTEMPTS) });
      });
      if (passed.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (passed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      if (passed.outcome === 'locked') {
        if (passed.lockedNow) {
          lockouts.inc();
          ctx.sessions.forget([sessionId]);
          ctx.outbox.wake();
        }
        reply.header('retry-after', String(Math.max(1, Math.ceil((passed.until.getTime() - ctx.clock().getTime()) / 1000))));
        throw new HttpError(429, 'secondFactorLocked', 'code');
      }
      return reply.header('cache-control', 'no-store').send({ method: passed.method, recoveryCodesLeft: passed.recoveryCodesLeft });
    },
    { config: ctx.sensitiveRateLimit },
  );
};
