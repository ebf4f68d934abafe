import type { z } from 'zod/mini';

// One endpoint of the shop's API, described once (docs/decisions/0038-one-route-table.md): the API registers its
// route from it (api/src/http/endpointRoute.ts) and the browsers call it through `callEndpoint` in
// @inercise/shared. Each endpoint is an export of its own, so a bundle keeps only the endpoints it calls.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it:
 * - `public`: anyone, no token is sent;
 * - `optional`: anyone; a logged-in customer's token changes the answer;
 * - `customer`: a logged-in customer's bearer token, 401 without;
 * - `owner`: the back office; the path starts with /admin, whose area checks the owner's session and second factor.
 */
type EndpointAuth = 'public' | 'optional' | 'customer' | 'owner';

/** What a successful answer carries: JSON (checked by `response` when given), text, nothing, or a file to download. */
type AnswerKind = 'json' | 'text' | 'empty' | 'file';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** The path in the API's syntax, `:name` for a parameter; no trailing slash. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** The successful answer's JSON. */
  readonly response?: z.ZodMiniType;
  /** The successful status, 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The refusals it documents, each answered as `{ message, field }`. */
  readonly refusals?: readonly number[];
  /** `json` unless said. */
  readonly answer?: AnswerKind;
}

/** The parameter names of a path: `'/order/:orderNumber'` gives `'orderNumber'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type NoTrailingSlash<Path extends string> = Path extends '/' ? Path : Path extends `${string}/` ? never : Path;

/** Declares an endpoint; the compiler refuses a path ending in a slash. */
export function endpoint<const D extends EndpointDefinition>(definition: D & { readonly path: NoTrailingSlash<D['path']> }): D {
  return definition;
}

type SchemaInput<D, Key extends string> = D extends { readonly [K in Key]: infer S extends z.ZodMiniType } ? z.input<S> : never;

/** What a caller passes: the path's parameters, the query, the body and the token, each only where the endpoint has one. */
export type EndpointInput<D extends EndpointDefinition> = ([ParamNames<D['path']>] extends [never]
  ? unknown
  : { params: Record<ParamNames<D['path']>, string | number> }) &
  (D extends { query: z.ZodMiniType } ? { query?: SchemaInput<D, 'query'> } : unknown) &
  (D extends { body: z.ZodMiniType } ? { body: SchemaInput<D, 'body'> } : unknown) &
  (D['auth'] extends 'customer' | 'owner' ? { token: string } : D['auth'] extends 'optional' ? { token?: string | null } : unknown);

/** What a successful call answers. */
export type EndpointOutput<D extends EndpointDefinition> = D extends { response: infer S extends z.ZodMiniType }
  ? z.output<S>
  : D['answer'] extends 'text'
    ? string
    : D['answer'] extends 'file'
      ? Blob
      : null;

/** The path with its parameters filled in, each encoded; a missing one is a programming error. */
export function pathOf(definition: Pick<EndpointDefinition, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${definition.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from plain values: empty and absent values are left out, arrays repeat their key. */
export function queryStringOf(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
