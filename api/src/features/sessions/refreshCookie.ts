import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_DAYS } from './sessionStore.ts';

export const REFRESH_COOKIE = 'inercise_refresh';

/**
 * The path the refresh cookie is sent to: the refresh call only, under the API's public address (a deployment may
 * serve the API below a path). Logout names its session by the access token, and clears the cookie by this path.
 */
export const refreshCookiePath = (publicApiUrl: string): string => {
  let base = '';
  try {
    base = new URL(publicApiUrl).pathname.replace(/\/+$/, '');
  } catch {
    // Not a URL: the API at the root of its origin.
  }
  return `${base}/users/refresh`;
};

/**
 * HttpOnly (no script of any of the shop's bundles reads it), Secure, SameSite=Strict: the shop's pages and the API
 * are one site, and the refresh call is only ever a fetch from those pages, never a navigation from elsewhere.
 */
const attributes = (path: string, maxAgeSeconds: number) => `Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;

export const setRefreshCookie = (reply: FastifyReply, path: string, credential: string): void => {
  reply.header('set-cookie', `${REFRESH_COOKIE}=${credential}; ${attributes(path, SESSION_IDLE_DAYS * 24 * 3600)}`);
};

export const clearRefreshCookie = (reply: FastifyReply, path: string): void => {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(path, 0)}`);
};

/** The refresh credential the browser sent, or null. */
export const refreshCredentialOf = (request: FastifyRequest): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const credential = value.join('=');
      return /^[\w-]{20,100}$/.test(credential) ? credential : null;
    }
  }
  return null;
};
