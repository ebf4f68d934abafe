import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '../db/database.ts';
import { unauthorized } from './errors.ts';

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
  expiresAt: Date;
  /** When the session began (the token's iat): the back office refuses sessions older than its own limit. */
  issuedAt: Date | null;
}

export interface Tokens {
  issue(userId: number, tokenVersion: number): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'inercise-api';

/** Verified tokens are remembered until they expire (HMAC checks cost ~0.2 ms); bounded, oldest dropped first. */
const CACHE_LIMIT = 10_000;

export const createTokens = (secret: string, ttlSeconds: number): Tokens => {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims>();
  return {
    async issue(userId, tokenVersion) {
      const token = await new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAt.getTime() > Date.now()) return cached;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number' || !payload.exp) return null;
        const issuedAt = typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : null;
        const claims = { userId, tokenVersion: payload.tv, expiresAt: new Date(payload.exp * 1000), issuedAt };
        if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
};

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
};

/** A valid, unexpired bearer token's claims (not yet checked against the user row), or 401. */
export const verifyBearer = async (tokens: Tokens, request: FastifyRequest): Promise<AccessClaims> => {
  const token = bearer(request);
  const claims = token ? await tokens.verify(token) : null;
  if (!claims) throw unauthorized();
  return claims;
};

/**
 * The authenticated user: a valid, unexpired token whose user still exists, is active and has the
 * token's version (a password reset or account deletion bumps the version and so revokes tokens).
 */
export const authenticate = async (db: Db, tokens: Tokens, request: FastifyRequest): Promise<AccessClaims> => {
  const claims = await verifyBearer(tokens, request);
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('id', '=', claims.userId)
    .where('token_version', '=', claims.tokenVersion)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  return claims;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export const requireUser = (db: Db, tokens: Tokens) => async (request: FastifyRequest, _reply: FastifyReply) => {
  request.user = await authenticate(db, tokens, request);
};

export const currentUserId = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized();
  return request.user.userId;
};
