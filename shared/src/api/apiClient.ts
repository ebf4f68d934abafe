import type { z } from 'zod/mini';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { ApiError } from './apiError';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Bearer token; public calls send none (docs/product-rules.md#who-may-do-what). */
  token?: string | null;
  /** Validates the answer; without it the answer is returned as parsed JSON (or text). */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /** Answer as text (beginTransaction answers a location). */
  text?: boolean;
  /** Answer as a file's bytes (a manual, a CSV export). */
  file?: boolean;
  /** Sends and accepts cookies across the shop's origins: login and the refresh call (the HttpOnly refresh cookie). */
  withCredentials?: boolean;
  /** A 401 to a call with a token renews the session once and repeats the call (default); false for the renewal itself. */
  renewOnUnauthorized?: boolean;
  /** The call completes even when the page is left meanwhile (fetch's keepalive): its answer's cookie is still kept. */
  keepalive?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let field: string | null = null;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.message === 'string') message = record.message;
      if (typeof record.field === 'string') field = record.field;
    }
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(response.status, message, field);
}

/** Renews the session and answers the new access token, or null (set by session/refreshSession.ts). */
type SessionRenewal = () => Promise<string | null>;
let renewSession: SessionRenewal | null = null;

export function setSessionRenewal(renewal: SessionRenewal | null): void {
  renewSession = renewal;
}

/**
 * One call to the shop's API, with the base URL from runtime-config.json. A call with a token refused with 401 (the
 * token expired, or its session ended) renews the session once and is repeated with the new token; when the session
 * cannot be renewed the shopper is logged out and the 401 stands.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<ApiResponse<T>> {
  try {
    return await callApi(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !options.token || options.renewOnUnauthorized === false || !renewSession) throw error;
    const renewed = await renewSession();
    if (!renewed || renewed === options.token) throw error;
    return callApi(path, { ...options, token: renewed });
  }
}

async function callApi<T>(path: string, options: RequestOptions<T>): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: options.file ? '*/*' : 'application/json' };
  // A file is sent as its own bytes with its own type (the API tells pictures by their content); the rest as JSON.
  const upload = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (upload) headers['Content-Type'] = upload.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(joinUrl(getRuntimeConfig().apiUrl, path), {
      method: options.method ?? 'GET',
      headers,
      body: upload ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      ...(options.withCredentials ? { credentials: 'include' as const } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, 'Somethin went wrong');
  }
  if (!response.ok) throw await errorFrom(response);
  let data: unknown;
  if (options.file) {
    data = await response.blob();
  } else if (options.text) {
    data = await response.text();
  } else {
    const raw = await response.text();
    data = raw === '' ? null : (JSON.parse(raw) as unknown);
  }
  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the shop');
    data = parsed.data;
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

export function assetUrl(kind: 'image' | 'thumbnail', name: string): string {
  return joinUrl(getRuntimeConfig().apiUrl, `${kind}/${encodeURIComponent(name)}`);
}
