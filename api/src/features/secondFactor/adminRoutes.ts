import QRCode from 'qrcode';
import * as endpoints from '@inercise/contracts/routes/adminSecondFactor';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { currentSessionId } from '../../http/auth.ts';
import { currentAdmin } from '../admin/access.ts';
import type { AdminResource } from '../admin/area.ts';
import { confirmEnrolment, disableSecondFactor, renewRecoveryCodes, startEnrolment } from './secondFactorStore.ts';
import { otpauthUri } from './totp.ts';

/** The name an authenticator app lists the shop's codes under. */
const ISSUER = 'Inercise';

/**
 * The owner's second factor in the back office: its state, starting an enrolment (the key and its QR code, shown
 * once) and confirming it with a first code (then the ten recovery codes, shown once). These three are what an admin
 * without a factor may call in production. Once it is on, a current code of the app turns it off or replaces the
 * recovery codes.
 */
export const secondFactorAdminRoutes: AdminResource = (admin, ctx) => {
  const limited = { config: ctx.sensitiveRateLimit };

  endpointRoute(admin, ctx, endpoints.adminSecondFactorStatus, async (request) => {
    const { userId } = currentAdmin(request);
    const factor = await ctx.db.selectFrom('second_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
    const left = await ctx.db.selectFrom('recovery_code').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
    return { enrolled: Boolean(factor?.enabled_at), recoveryCodesLeft: Number(left.n) };
  });

  endpointRoute(
    admin,
    ctx,
    endpoints.adminStartSecondFactor,
    async (request, reply) => {
      const actor = currentAdmin(request);
      const secret = await startEnrolment(ctx.db, ctx.secretBox, actor, actor.userId);
      if (secret === null) throw conflict('secondFactorAlreadyEnrolled');
      const uri = otpauthUri(ISSUER, actor.email, secret);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return reply.header('cache-control', 'no-store').send({ secret, uri, qrCode });
    },
    limited,
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminConfirmSecondFactor,
    async (request, reply) => {
      const actor = currentAdmin(request);
      const confirmed = await confirmEnrolment(ctx.db, ctx.secretBox, actor, actor.userId, currentSessionId(request), request.body.code, ctx.clock());
      if (confirmed.outcome === 'noEnrolment') throw conflict('secondFactorNotStarted');
      if (confirmed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: confirmed.recoveryCodes });
    },
    limited,
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminDisableSecondFactor,
    async (request) => {
      const actor = currentAdmin(request);
      const disabled = await disableSecondFactor(ctx.db, ctx.secretBox, actor, actor.userId, request.body.code, ctx.clock());
      if (disabled.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (disabled.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return { enrolled: false, recoveryCodesLeft: 0 };
    },
    limited,
  );

  endpointRoute(
    admin,
    ctx,
    endpoints.adminRenewRecoveryCodes,
    async (request, reply) => {
      const actor = currentAdmin(request);
      const renewed = await renewRecoveryCodes(ctx.db, ctx.secretBox, actor, actor.userId, request.body.code, ctx.clock());
      if (renewed.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (renewed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: renewed.value });
    },
    limited,
  );
};
