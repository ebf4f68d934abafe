import * as endpoints from '@inercise/contracts/routes/sessions';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentSessionId, currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import type { PerInstanceLimit } from '../../http/rateLimitStore.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { clearRefreshCookie, refreshCookiePath, refreshCredentialOf, setRefreshCookie } from './refreshCookie.ts';
import { ipPrefix } from './ipPrefix.ts';
import { endSessions, openSessionsOf, renewalPolicy, rotateCredential } from './sessionStore.ts';

/**
 * The refresh cookie's calls and "where you are logged in". Login (features/users/routes.ts) opens the session and
 * sets the first cookie; a password reset ends them all.
 */
export const sessionRoutes = (app: TypedApp, ctx: AppContext): void => {
  const cookiePath = refreshCookiePath(ctx.config.publicApiUrl);
  const origins = new Set(ctx.config.corsOrigins);

  const renewal = renewalPolicy(ctx.tokens.lifetimeSeconds, ctx.config.sessionRenewPercent);
  // Every page load of a customer refreshes once: a limit well above the other sensitive calls', for shoppers sharing
  // one address, still bounding the load of a flood. Counted in each instance's memory, not in the database, so a
  // page view writes nothing: a credential is 32 random bytes, which no number of replicas makes guessable.
  const perInstance: PerInstanceLimit = { perInstance: true };
  const refreshLimit = { config: { rateLimit: { ...ctx.sensitiveRateLimit.rateLimit, max: ctx.sensitiveRateLimit.rateLimit.max * 10, ...perInstance } } };

  endpointRoute(
    app,
    ctx,
    endpoints.refreshToken,
    async (request, reply) => {
      // A browser says where the call comes from: only the shop's own pages may refresh (besides SameSite).
      const origin = request.headers.origin;
      if (origin !== undefined && !origins.has(origin)) throw forbidden('originNotAllowed');
      const credential = refreshCredentialOf(request);
      const rotation = credential ? await rotateCredential(ctx.db, credential, ipPrefix(request.ip), renewal) : { outcome: 'refused' as const, endedSessionId: null };
      if (rotation.outcome === 'refused') {
        if (rotation.endedSessionId) ctx.sessions.forget([rotation.endedSessionId]);
        clearRefreshCookie(reply, cookiePath);
        throw unauthorized('sessionEnded');
      }
      if (rotation.outcome === 'rotated') setRefreshCookie(reply, cookiePath, rotation.credential);
      // A page opened early in its token's life gets a token of that same expiry: the browser renews near its end.
      const { token, expiresIn } = await ctx.tokens.issue(rotation.userId, rotation.sessionId, rotation.outcome === 'current' ? rotation.expiresIn : undefined);
      return reply.header('cache-control', 'no-store').header('access_token', token).send({ access_token: token, expiresIn });
    },
    refreshLimit,
  );

  endpointRoute(
    app,
    ctx,
    endpoints.logout,
    async (request, reply) => {
      const ended = await endSessions(ctx.db, { ids: [currentSessionId(request)], userId: currentUserId(request), reason: 'logout' });
      ctx.sessions.forget(ended);
      clearRefreshCookie(reply, cookiePath);
      return reply.send(null);
    },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.mySessions,
    async (request, reply) => {
      const current = currentSessionId(request);
      const sessions = await openSessionsOf(ctx.db, currentUserId(request));
      return reply.header('cache-control', 'no-store').send(
        sessions.map((s) => ({
          id: s.id,
          device: s.device,
          ipPrefix: s.ip_prefix,
          createdAt: new Date(s.created_at).toISOString(),
          lastSeenAt: new Date(s.last_seen_at).toISOString(),
          current: s.id === current,
        })),
      );
    },
  );

  endpointRoute(
    app,
    ctx,
    endpoints.endMySession,
    async (request, reply) => {
      const ended = await endSessions(ctx.db, { ids: [request.params.id], userId: currentUserId(request), reason: 'endedByUser' });
      if (ended.length === 0) throw notFound('sessionNotFound', 'id');
      ctx.sessions.forget(ended);
      if (request.params.id === currentSessionId(request)) clearRefreshCookie(reply, cookiePath);
      return reply.send(null);
    },
  );
};
