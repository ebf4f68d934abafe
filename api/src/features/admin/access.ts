import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { verifyBearer, type Tokens } from '../../http/auth.ts';
import type { SessionCheck } from '../sessions/sessionCheck.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';

/** The back office may be used for two hours from the login that opened the session, however long it is refreshed. */
export const ADMIN_SESSION_SECONDS = 2 * 3600;

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

/**
 * The admin making a request, or a refusal: 401 without a valid token, for an ended session, for a session opened
 * longer ago than the back-office limit, or for an account that is gone or inactive; 403 for any other role. The role
 * is read from the database on every call, so revoking it ends access at the next call.
 */
export const authenticateAdmin = async (db: Db, sessions: SessionCheck, tokens: Tokens, request: FastifyRequest): Promise<BackOfficeActor> => {
  const claims = await verifyBearer(tokens, request);
  const session = await sessions.check(claims);
  if (!session) throw unauthorized();
  if (Date.now() - session.createdAt.getTime() > ADMIN_SESSION_SECONDS * 1000) throw unauthorized('adminSessionExpired');
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'role'])
    .where('id', '=', claims.userId)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  if (user.role !== 'ADMIN') throw forbidden('adminOnly');
  return { source: 'backOffice', userId: user.id, email: user.email };
};

export const currentAdmin = (request: FastifyRequest): BackOfficeActor => {
  if (!request.admin) throw unauthorized();
  return request.admin;
};
