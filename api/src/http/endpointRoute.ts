import type { FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { z } from 'zod/mini';
import type { EndpointDefinition } from '@inercise/contracts/routes/endpoint';
import type { AppContext, TypedApp } from '../context.ts';
import { contracts } from '../contracts.ts';
import { ADMIN_PREFIX } from './adminPrefix.ts';

// Registers a route from its entry in the route table (@inercise/contracts/routes, docs/decisions/0038-one-route-table.md):
// method, path, schemas, the token it needs and its OpenAPI description come from the table; the API adds only what
// the route does.

type Output<D, Key extends string> = D extends { readonly [K in Key]: infer S extends z.ZodMiniType } ? z.output<S> : unknown;

/** The request a handler gets: params, query and body as the table's schemas leave them. */
export type EndpointRequest<D extends EndpointDefinition> = FastifyRequest<{
  Params: Output<D, 'params'>;
  Querystring: Output<D, 'query'>;
  Body: Output<D, 'body'>;
}>;

/** What a handler may answer: the table's response (as it goes in), or the reply it sent itself (files, 204). */
type EndpointAnswer<D extends EndpointDefinition> = (D extends { response: infer S extends z.ZodMiniType } ? z.input<S> : unknown) | FastifyReply;

export type EndpointHandler<D extends EndpointDefinition> = (request: EndpointRequest<D>, reply: FastifyReply) => Promise<EndpointAnswer<D>>;

/** What the API adds to a table entry: route config (rate limits), more checks before the handler, a body limit. */
export interface EndpointExtras {
  config?: RouteOptions['config'];
  preHandler?: RouteOptions['preHandler'];
  bodyLimit?: number;
  /** Validation the table cannot say (a multipart upload takes no JSON body schema). */
  validateBody?: boolean;
  /**
   * The route's own answers to what Fastify refuses before the handler runs: an upload too large or of no picture
   * type, a malformed notification from a provider that expects plain text.
   */
  errorHandler?: RouteOptions['errorHandler'];
  /** What the OpenAPI document says beyond JSON: the body's content types, a file's type and its answer's schema. */
  documented?: { consumes?: readonly string[]; produces?: readonly string[]; response?: Record<number, unknown> };
  /** A customer's endpoint whose handler checks the token itself, inside its one query (no round trip before it). */
  tokenCheckedByHandler?: boolean;
}

/** Where a route of the table is registered: the app, or the admin area (whose paths drop the /admin prefix). */
function urlOf(definition: EndpointDefinition): string {
  if (definition.auth !== 'owner') return definition.path;
  if (!definition.path.startsWith(`${ADMIN_PREFIX}/`)) throw new Error(`${definition.path}: the owner's endpoints live under ${ADMIN_PREFIX}`);
  return definition.path.slice(ADMIN_PREFIX.length);
}

/** The Fastify schema of a table entry: OpenAPI and validation follow from it. */
function schemaOf(definition: EndpointDefinition, validateBody = true, documented: EndpointExtras['documented'] = {}): FastifySchema {
  const { ApiErrorSchema } = contracts;
  const response: Record<number, unknown> = { ...documented.response };
  if (definition.response) response[definition.status ?? 200] = definition.response;
  for (const status of definition.refusals ?? []) response[status] = ApiErrorSchema;
  return {
    tags: [...definition.tags],
    summary: definition.summary,
    ...(definition.auth === 'customer' || definition.auth === 'owner' ? { security: [{ bearer: [] }] } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body && validateBody ? { body: definition.body } : {}),
    ...(documented.consumes ? { consumes: [...documented.consumes] } : {}),
    ...(documented.produces ? { produces: [...documented.produces] } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/**
 * Registers one table entry on `app` with its handler. A customer's endpoint checks the token first (401 without);
 * an owner's is registered on the admin area, which has checked the owner already.
 */
export function endpointRoute<D extends EndpointDefinition>(app: TypedApp, ctx: AppContext, definition: D, handler: EndpointHandler<D>, extras: EndpointExtras = {}): void {
  const checks = [...(definition.auth === 'customer' && !extras.tokenCheckedByHandler ? [ctx.requireUser] : []), ...[extras.preHandler ?? []].flat()];
  app.route({
    method: definition.method,
    url: urlOf(definition),
    schema: schemaOf(definition, extras.validateBody ?? true, extras.documented),
    ...(checks.length > 0 ? { preHandler: checks } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.errorHandler ? { errorHandler: extras.errorHandler } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (definition.status && definition.status !== 200) reply.code(definition.status);
      return handler(request as EndpointRequest<D>, reply);
    },
  });
}
