import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { SessionCheck } from '../services/sessions.ts';
import { unauthorized } from './errors.ts';

export interface AccessClaims {
  userId: number;
  /** The server-side session the token was issued for: checked on every authenticated call. */
  sessionId: string;
  expiresAt: Date;
}

export interface Tokens {
  /** Seconds a new token lives. */
  readonly lifetimeSeconds: number;
  /** A token for the session; `seconds` shortens its life (a token re-issued with an earlier one's expiry). */
  issue(userId: number, sessionId: string, seconds?: number): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'inercise-api';

/** An access token lives at most 15 minutes: the refresh cookie brings the next one (features/sessions). */
const MAX_ACCESS_TOKEN_SECONDS = 15 * 60;

/** Verified tokens are remembered until they expire (HMAC checks cost ~0.2 ms); bounded, oldest dropped first. */
const CACHE_LIMIT = 10_000;

export const createTokens = (secret: string, ttlSeconds: number): Tokens => {
  const key = new TextEncoder().encode(secret);
  const lifetime = Math.min(ttlSeconds, MAX_ACCESS_TOKEN_SECONDS);
  const verified = new Map<string, AccessClaims>();
  return {
    lifetimeSeconds: lifetime,
    async issue(userId, sessionId, seconds = lifetime) {
      const expiresIn = Math.max(1, Math.min(Math.floor(seconds), lifetime));
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .sign(key);
      return { token, expiresIn };
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
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || !payload.exp) return null;
        const claims = { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
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

/** A valid, unexpired bearer token's claims (its session not yet checked), or 401. */
export const verifyBearer = async (tokens: Tokens, request: FastifyRequest): Promise<AccessClaims> => {
  const token = bearer(request);
  const claims = token ? await tokens.verify(token) : null;
  if (!claims) throw unauthorized();
  return claims;
};

/**
 * The authenticated user: a valid, unexpired token whose session is still open and whose user is active. The
 * session check is remembered a few seconds per instance (features/sessions/sessionCheck.ts): a logout on any
 * replica is refused everywhere within that time.
 */
const authenticate = async (sessions: SessionCheck, tokens: Tokens, request: FastifyRequest): Promise<AccessClaims> => {
  const claims = await verifyBearer(tokens, request);
  if (!(await sessions.check(claims))) throw unauthorized();
  return claims;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

export const requireUser = (sessions: SessionCheck, tokens: Tokens) => async (request: FastifyRequest, _reply: FastifyReply) => {
  request.user = await authenticate(sessions, tokens, request);
};

export const currentUserId = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized();
  return request.user.userId;
};

/** The session of the authenticated request (its token's). */
export const currentSessionId = (request: FastifyRequest): string => {
  if (!request.user) throw unauthorized();
  return request.user.sessionId;
};
