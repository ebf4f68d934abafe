import * as endpoints from '@inercise/contracts/routes/users';
import { adminLoggedIn } from '../secondFactor/adminLogin.ts';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { badRequest, forbidden, notFound, unauthorized, conflict } from '../../http/errors.ts';
import { accountLimit } from '../../http/accountLimit.ts';
import { sql } from 'kysely';
import { SYSTEM } from '../admin/audit.ts';
import { isConfiguredAdmin } from '../admin/configuredAdmins.ts';
import { setRole } from '../admin/roles.ts';
import { activationMail, resetMail } from '../mail/templates.ts';
import { confirmSignUpOf } from '../newsletter/subscriptions.ts';
import { verifyCaptcha } from './captcha.ts';
import { consumeOneTimeToken, createOneTimeToken, tokenMailKey } from './oneTimeTokens.ts';
import { deleteAccount } from './deleteAccount.ts';
import { resendActivation } from './resendActivation.ts';
import { confirmPassword } from './confirmPassword.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { loadUserView } from './userView.ts';
import { deviceLabel } from '../sessions/deviceLabel.ts';
import { ipPrefix } from '../sessions/ipPrefix.ts';
import { refreshCookiePath, setRefreshCookie } from '../sessions/refreshCookie.ts';
import { endSessions, openSession } from '../sessions/sessionStore.ts';

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export const userRoutes = (app: TypedApp, ctx: AppContext): void => {
  const limited = { config: ctx.sensitiveRateLimit };
  // Beside the limit per address: per e-mail, whether or not an account has it (the answer must not tell), so a
  // password or a victim's mailbox is not hammered from many addresses.
  const loginsOfAccount = accountLimit(app, 'login', ctx.accountRateLimit);
  const resetsOfAccount = accountLimit(app, 'password-reset', ctx.accountRateLimit);

  endpointRoute(
    app,
    ctx,
    endpoints.registerUser,
    async (request) => {
      if (!(await verifyCaptcha(ctx.config.botCheck, request.body.captchaResponseToken, request.ip))) {
        throw badRequest('captchaFailed', 'captchaResponseToken');
      }
      const email = normaliseEmail(request.body.emailAddress);
      const passwordHash = await hashPassword(request.body.password);
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .insertInto('app_user')
            .values({ email, password_hash: passwordHash })
            .onConflict((oc) => oc.column('email').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!user) return null;
          if (request.body.newsletter) {
            await trx.insertInto('newsletter_registration').values({ email }).onConflict((oc) => oc.column('email').doNothing()).execute();
          }
          const token = await createOneTimeToken(trx, user.id, 'ACTIVATION');
          // Committed with the account: the answer is 201 whatever the mail server does (the worker retries).
          await ctx.outbox.queue(trx, tokenMailKey('activation', user.id, token), { to: email, ...activationMail(`${ctx.config.shopUrl}/activate-account?token=${token}`) });
          return { id: user.id };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return null;
          throw error;
        });
      if (!created) throw badRequest('userExists', 'emailAddress');
      ctx.outbox.wake();
      return { id: created.id, emailAddress: email };
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.resendActivation,
    async (request) => {
      if (await resendActivation(ctx, normaliseEmail(request.body.emailAddress))) ctx.outbox.wake();
      return { message: 'activationMailSentIfInactive' };
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.activateAccount,
    async (request) => {
      // Whoever opens the mailed link sets the password here (the one chosen at registration typed again, or a new
      // one): a registration made by someone else with this address ends up with the mailbox owner's password, and
      // the stranger's no longer opens it.
      const passwordHash = await hashPassword(request.body.password);
      const activated = await ctx.db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, request.body.token, 'ACTIVATION');
        if (userId === null) return false;
        const user = await trx
          .updateTable('app_user')
          .set({ active: true, password_hash: passwordHash, password_confirmed_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .returning('email')
          .executeTakeFirstOrThrow();
        // The registration's newsletter box: the opened link proved the mailbox, which confirms the sign-up too.
        await confirmSignUpOf(trx, user.email);
        return endSessions(trx, { userId, reason: 'passwordReset' });
      });
      if (activated === false) throw badRequest('invalidToken', 'token');
      ctx.sessions.forget(activated);
      return { message: 'accountActivated' };
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.login,
    async (request, reply) => {
      if (!(await verifyCaptcha(ctx.config.botCheck, request.body.captchaResponseToken, request.ip))) {
        throw badRequest('captchaFailed', 'captchaResponseToken');
      }
      const email = normaliseEmail(request.body.username);
      await loginsOfAccount(request, reply, email);
      const user = await ctx.db
        .selectFrom('app_user')
        .select(['id', 'email', 'password_hash', 'active', 'role', 'password_confirmed_at'])
        .where('email', '=', email)
        .executeTakeFirst();
      // An unknown e-mail verifies the password against a hash of the same cost: both refusals take as long.
      const passwordMatches = await verifyPassword(user?.password_hash ?? (await dummyHash), request.body.password);
      if (!user) throw notFound('userNotFound', 'username');
      if (!passwordMatches) throw forbidden('wrongPassword');
      if (!user.active) throw conflict('accountInactive');
      // The shop owner's address (ADMIN_EMAILS) becomes an admin only on a login with a password chosen through a
      // link mailed to it: a stranger's password, set before the owner opened an activation mail, never gets there.
      if (user.role !== 'ADMIN' && user.password_confirmed_at !== null && isConfiguredAdmin(ctx.config.adminEmails, user.email)) {
        if ((await setRole(ctx.db, user.email, 'ADMIN', SYSTEM)).outcome === 'changed') user.role = 'ADMIN';
      }
      await ctx.db.updateTable('app_user').set({ last_seen_at: new Date(), deletion_warned_at: null }).where('id', '=', user.id).execute();
      const { sessionId, credential } = await openSession(ctx.db, { userId: user.id, device: deviceLabel(request.headers['user-agent']), ipPrefix: ipPrefix(request.ip) });
      const { token, expiresIn } = await ctx.tokens.issue(user.id, sessionId);
      setRefreshCookie(reply, refreshCookiePath(ctx.config.publicApiUrl), credential);
      if (user.role === 'ADMIN') {
        // An enrolled admin's session opens the back office only after POST /users/login/second-factor.
        if (await adminLoggedIn(ctx.db, { userId: user.id, email: user.email }, sessionId)) reply.header('second-factor', 'required');
      }
      return reply.header('cache-control', 'no-store').header('access_token', token).send({ access_token: token, expiresIn });
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.currentUser,
    async (request) => {
      const user = await loadUserView(ctx.db, currentUserId(request));
      if (!user) throw unauthorized();
      return user;
    },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.verifyToken,
    async (request) => ({ valid: true, userId: request.user!.userId, expiresAt: request.user!.expiresAt.toISOString() }),
  );

  endpointRoute(
    app,
    ctx,
    endpoints.requestPasswordReset,
    async (request, reply) => {
      const email = normaliseEmail(request.body.username);
      await resetsOfAccount(request, reply, email);
      const user = await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
      if (user) {
        await ctx.db.transaction().execute(async (trx) => {
          const token = await createOneTimeToken(trx, user.id, 'RESET');
          const link = `${ctx.config.shopUrl}/reset-password?username=${encodeURIComponent(email)}&token=${token}`;
          await ctx.outbox.queue(trx, tokenMailKey('reset', user.id, token), { to: email, ...resetMail(link) });
        });
        ctx.outbox.wake();
      }
      return { message: 'resetMailSentIfAccountExists' };
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.confirmPasswordReset,
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const email = normaliseEmail(request.body.username);
      const changed = await ctx.db.transaction().execute(async (trx) => {
        const userId = await consumeOneTimeToken(trx, request.body.token, 'RESET');
        if (userId === null) return false;
        // The link proves the mailbox: it also activates the account. Whoever knew the old password is logged out
        // everywhere: every session of the account ends.
        const updated = await trx
          .updateTable('app_user')
          .set({ password_hash: passwordHash, active: true, password_confirmed_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .where('email', '=', email)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw badRequest('invalidToken', 'token');
        return endSessions(trx, { userId, reason: 'passwordReset' });
      });
      if (changed === false) throw badRequest('invalidToken', 'token');
      ctx.sessions.forget(changed);
      return { message: 'passwordChanged' };
    },
    limited,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.deleteUser,
    async (request, reply) => {
      if (request.params.id !== currentUserId(request)) throw forbidden('notYourAccount');
      await confirmPassword(ctx.db, request.params.id, request.body.password);
      await ctx.db.transaction().execute((trx) => deleteAccount(trx, request.params.id));
      // Its sessions went with the account (cascade): refused at once here, within seconds on other replicas.
      ctx.sessions.forgetUser(request.params.id);
      return reply.send(null);
    },
    // The password check is a guess each time: bounded like the login.
    limited,
  );
};

