import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrebuiltBody } from '../services/catalogue.ts';

type Encoding = 'br' | 'gzip' | null;

/** Accept-Encoding values repeat (one per browser family): each is parsed once. Bounded. */
const chosen = new Map<string, Encoding>();
const CHOSEN_LIMIT = 256;

/** br, else gzip, else identity; a coding refused with q=0 is never chosen. */
const pickEncoding = (header: string | undefined): Encoding => {
  if (!header) return null;
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  const encoding: Encoding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
  if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
};

/**
 * Sends a pre-serialised, pre-compressed answer: no serialisation, compression or hashing per request;
 * 304 when the client already holds this version in any encoding.
 */
export const sendPrebuilt = (request: FastifyRequest, reply: FastifyReply, body: PrebuiltBody, cacheControl: string) => {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply
    .header('etag', encoding ? `"${body.tag}-${encoding}"` : `"${body.tag}"`)
    .header('cache-control', cacheControl)
    .header('vary', 'Origin, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.includes(body.tag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (encoding === null) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
};
