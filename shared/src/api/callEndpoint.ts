import type { EndpointDefinition, EndpointInput, EndpointOutput } from '@inercise/contracts/routes/endpoint';
import { pathOf, queryStringOf } from '@inercise/contracts/routes/endpoint';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { apiRequest, type ApiResponse } from './apiClient';

/** What a call adds to the endpoint's own input: cancelling, the refresh cookie, a file to upload. */
interface CallOptions {
  signal?: AbortSignal;
  /** Sends and accepts the API's cookies (login, the session's renewal). */
  withCredentials?: boolean;
  /** False for the session's renewal itself: a 401 then stands. */
  renewOnUnauthorized?: boolean;
  /** Completes even when the page is left meanwhile (the session's renewal: the rotated cookie must reach the browser). */
  keepalive?: boolean;
  /** A file sent as the body's bytes (an endpoint that takes an upload has no JSON body). */
  upload?: Blob;
}

export type CallInput<D extends EndpointDefinition> = EndpointInput<D> & CallOptions;

/** The input may be left out when the endpoint needs nothing (no parameters, body or token). */
type InputArgument<D extends EndpointDefinition> = object extends EndpointInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

interface LooseInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  token?: string | null;
}

/**
 * One call of an endpoint from the route table (@inercise/contracts/routes), with its answer checked by the table's
 * schema: the path, method and token come from the table, never from the caller. Answers the whole response, for the
 * calls that read a header.
 */
export function requestEndpoint<D extends EndpointDefinition>(definition: D, ...[input]: InputArgument<D>): Promise<ApiResponse<EndpointOutput<D>>> {
  const given = (input ?? {}) as LooseInput;
  const answer = definition.answer ?? 'json';
  return apiRequest(`${pathOf(definition, given.params)}${queryStringOf(given.query)}`, {
    method: definition.method,
    body: given.upload ?? given.body,
    token: definition.auth === 'public' ? null : given.token,
    schema: definition.response as never,
    signal: given.signal,
    text: answer === 'text',
    file: answer === 'file',
    withCredentials: given.withCredentials,
    renewOnUnauthorized: given.renewOnUnauthorized,
    keepalive: given.keepalive,
  }) as Promise<ApiResponse<EndpointOutput<D>>>;
}

/** One call of an endpoint from the route table; answers its body, as the table's schema leaves it. */
export async function callEndpoint<D extends EndpointDefinition>(definition: D, ...input: InputArgument<D>): Promise<EndpointOutput<D>> {
  return (await requestEndpoint(definition, ...input)).data;
}

/** Where a public file endpoint is downloaded from, for a link (a manual): the API's address from runtime-config.json. */
export function endpointUrl<D extends EndpointDefinition & { auth: 'public' }>(definition: D, params?: Readonly<Record<string, string | number>>): string {
  return `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${pathOf(definition, params)}`;
}
