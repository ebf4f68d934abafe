import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { verifyBearer, type Tokens } from '../../http/auth.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';

/** A back-office session lasts two hours from login, however long the shop's own sessions last. */
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
 * The admin making a request, or a refusal: 401 without a valid token, for a token older than the back-office
 * session, or for an account that is gone, inactive or signed out (token version); 403 for any other role. The role
 * is read from the database on every call, so revoking it ends access at the next call.
 */
export const authenticateAdmin = async (db: Db, tokens: Tokens, request: FastifyRequest): Promise<BackOfficeActor> => {
  const claims = await verifyBearer(tokens, request);
  if (!claims.issuedAt || Date.now() - claims.issuedAt.getTime() > ADMIN_SESSION_SECONDS * 1000) throw unauthorized('adminSessionExpired');
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'role'])
    .where('id', '=', claims.userId)
    .where('token_version', '=', claims.tokenVersion)
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
