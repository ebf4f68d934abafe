import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { verifyBearer, type AccessClaims, type Tokens } from '../../http/auth.ts';
import type { SessionCheck } from '../sessions/sessionCheck.ts';
import { endSessions } from '../sessions/sessionStore.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';

/** The back office may be used for two hours from the login that opened the session, however long it is refreshed. */
export const ADMIN_SESSION_SECONDS = 2 * 3600;
/** An admin session with no back-office call for this long is ended: a forgotten open tab closes itself. */
export const ADMIN_IDLE_SECONDS = 30 * 60;

/** The admin behind a back-office request: their account id and e-mail, as written to the audit log. */
export interface BackOfficeActor {
  source: 'backOffice';
  userId: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request under /admin that passed the admin check (features/admin/area.ts). */
    admin: BackOfficeActor | null;
  }
}

/** What the second factor allows a session of an admin: everything, only enrolling, or only passing the factor. */
type FactorState = 'passed' | 'notEnrolled' | 'required';

export interface AdminCheck {
  actor: BackOfficeActor;
  claims: AccessClaims;
  sessionId: string;
  factor: FactorState;
}

/**
 * The admin making a request, or a refusal: 401 without a valid token, for an ended session, for a session opened
 * longer ago than the back-office limit or idle for 30 minutes (then ended), or for an account that is gone or
 * inactive; 403 for any other role. The role and the second factor are read from the database on every call, so
 * revoking the role ends access at the next call.
 */
export const authenticateAdmin = async (db: Db, sessions: SessionCheck, tokens: Tokens, request: FastifyRequest, now: Date): Promise<AdminCheck> => {
  const claims = await verifyBearer(tokens, request);
  if (!(await sessions.check(claims))) throw unauthorized();
  const row = await db
    .selectFrom('user_session')
    .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
    .leftJoin('second_factor', 'second_factor.user_id', 'app_user.id')
    .select(['app_user.id', 'app_user.email', 'app_user.role', 'user_session.created_at', 'user_session.last_seen_at', 'user_session.admin_seen_at', 'user_session.second_factor_at', 'second_factor.enabled_at'])
    .where('user_session.id', '=', claims.sessionId)
    .where('user_session.user_id', '=', claims.userId)
    .where('user_session.ended_at', 'is', null)
    .where('app_user.active', '=', true)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  if (now.getTime() - new Date(row.created_at).getTime() > ADMIN_SESSION_SECONDS * 1000) throw unauthorized('adminSessionExpired');
  if (row.role !== 'ADMIN') throw forbidden('adminOnly');
  // Idle since the last back-office call, or since the last refresh or login for a session that made none yet.
  const lastActive = new Date(row.admin_seen_at ?? row.last_seen_at).getTime();
  if (now.getTime() - lastActive > ADMIN_IDLE_SECONDS * 1000) {
    await endSessions(db, { ids: [claims.sessionId], reason: 'adminIdle' });
    sessions.forget([claims.sessionId]);
    throw unauthorized('adminSessionIdle');
  }
  const factor: FactorState = row.enabled_at === null ? 'notEnrolled' : row.second_factor_at === null ? 'required' : 'passed';
  return { actor: { source: 'backOffice', userId: row.id, email: row.email }, claims, sessionId: claims.sessionId, factor };
};

/** Paths of the admin area open to an admin before enrolling (production requires the factor for the rest). */
const isEnrolmentPath = (url: string): boolean => /^\/admin\/2fa(\/(enrol|confirm))?\/?(\?|$)/.test(url);

/**
 * What the second factor lets through: a session that has not passed an enrolled factor gets nothing of the back
 * office (403 secondFactorRequired: POST /users/login/second-factor first); in production an admin without a factor
 * gets only enrolment (403 secondFactorEnrolmentRequired).
 */
export const requireFactor = (check: AdminCheck, url: string, production: boolean): void => {
  if (check.factor === 'required') throw forbidden('secondFactorRequired');
  if (check.factor === 'notEnrolled' && production && !isEnrolmentPath(url)) throw forbidden('secondFactorEnrolmentRequired');
};

export const currentAdmin = (request: FastifyRequest): BackOfficeActor => {
  if (!request.admin) throw unauthorized();
  return request.admin;
};
