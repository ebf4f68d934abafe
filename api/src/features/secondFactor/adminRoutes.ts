import QRCode from 'qrcode';
import { adminContracts, contracts } from '../../contracts.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { currentSessionId } from '../../http/auth.ts';
import { currentAdmin } from '../admin/access.ts';
import type { AdminResource } from '../admin/area.ts';
import { confirmEnrolment, disableSecondFactor, renewRecoveryCodes, startEnrolment } from './secondFactorStore.ts';
import { otpauthUri } from './totp.ts';

const { ApiErrorSchema } = contracts;
const { AdminSecondFactorStatusSchema, AdminSecondFactorEnrolmentSchema, AdminSecondFactorConfirmationSchema, SecondFactorCodePayloadSchema } = adminContracts;
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };

/** The name an authenticator app lists the shop's codes under. */
const ISSUER = 'Inercise';

/**
 * The owner's second factor in the back office: its state, starting an enrolment (the key and its QR code, shown
 * once) and confirming it with a first code (then the ten recovery codes, shown once). These three are what an admin
 * without a factor may call in production. Once it is on, a current code of the app turns it off or replaces the
 * recovery codes.
 */
export const secondFactorAdminRoutes: AdminResource = (admin, ctx) => {
  admin.get(
    '/2fa',
    {
      schema: { tags: ['admin'], summary: "Whether the admin's second factor is on and how many recovery codes are unused", security: [{ bearer: [] }], response: { 200: AdminSecondFactorStatusSchema, ...refusals } },
    },
    async (request) => {
      const { userId } = currentAdmin(request);
      const factor = await ctx.db.selectFrom('second_factor').select('enabled_at').where('user_id', '=', userId).executeTakeFirst();
      const left = await ctx.db.selectFrom('recovery_code').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
      return { enrolled: Boolean(factor?.enabled_at), recoveryCodesLeft: Number(left.n) };
    },
  );

  admin.post(
    '/2fa/enrol',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['admin'],
        summary: 'Start enrolling a TOTP factor: a new key (base32), its otpauth URI and QR code, shown this once. 409 when a factor is already on',
        security: [{ bearer: [] }],
        response: { 200: AdminSecondFactorEnrolmentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = currentAdmin(request);
      const secret = await startEnrolment(ctx.db, ctx.secretBox, actor, actor.userId);
      if (secret === null) throw conflict('secondFactorAlreadyEnrolled');
      const uri = otpauthUri(ISSUER, actor.email, secret);
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      return reply.header('cache-control', 'no-store').send({ secret, uri, qrCode });
    },
  );

  admin.post(
    '/2fa/confirm',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['admin'],
        summary: 'Turn the factor on with a first code of the app: answers ten recovery codes, shown this once; this session counts as passed',
        security: [{ bearer: [] }],
        body: SecondFactorCodePayloadSchema,
        response: { 200: AdminSecondFactorConfirmationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = currentAdmin(request);
      const confirmed = await confirmEnrolment(ctx.db, ctx.secretBox, actor, actor.userId, currentSessionId(request), request.body.code, ctx.clock());
      if (confirmed.outcome === 'noEnrolment') throw conflict('secondFactorNotStarted');
      if (confirmed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: confirmed.recoveryCodes });
    },
  );

  admin.post(
    '/2fa/disable',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['admin'],
        summary: 'Turn the factor off with a current code of the app: the key and every recovery code are removed. 400 wrong code, 409 not on',
        security: [{ bearer: [] }],
        body: SecondFactorCodePayloadSchema,
        response: { 200: AdminSecondFactorStatusSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = currentAdmin(request);
      const disabled = await disableSecondFactor(ctx.db, ctx.secretBox, actor, actor.userId, request.body.code, ctx.clock());
      if (disabled.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (disabled.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return { enrolled: false, recoveryCodesLeft: 0 };
    },
  );

  admin.post(
    '/2fa/recovery-codes',
    {
      config: ctx.sensitiveRateLimit,
      schema: {
        tags: ['admin'],
        summary: 'Ten new recovery codes, shown this once, for a current code of the app; the earlier ones stop working. 400 wrong code, 409 not on',
        security: [{ bearer: [] }],
        body: SecondFactorCodePayloadSchema,
        response: { 200: AdminSecondFactorConfirmationSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = currentAdmin(request);
      const renewed = await renewRecoveryCodes(ctx.db, ctx.secretBox, actor, actor.userId, request.body.code, ctx.clock());
      if (renewed.outcome === 'notEnrolled') throw conflict('secondFactorNotEnrolled');
      if (renewed.outcome === 'wrongCode') throw badRequest('wrongSecondFactorCode', 'code');
      return reply.header('cache-control', 'no-store').send({ recoveryCodes: renewed.value });
    },
  );
};
