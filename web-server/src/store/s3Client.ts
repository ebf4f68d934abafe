// The few S3 calls the release store makes (list, get, put, delete), signed with AWS Signature Version 4 on
// node:crypto and sent with fetch: any S3-compatible service (AWS, MinIO, Garage, Ceph, R2, ...) answers them, and
// the web servers' image carries no SDK.
import { createHash, createHmac } from 'node:crypto';

export type S3Settings = {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  /** "us-east-1" where the service does not care */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
  /** <endpoint>/<bucket>/<key> (MinIO, Garage, s3rver) instead of <bucket>.<host>/<key> */
  pathStyle: boolean;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 escaping, as the signature wants it (encodeURIComponent leaves !'()* alone). */
const escape = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An answer of the store other than the one asked for. */
export class S3Error extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

type SendOptions = { body?: Buffer; headers?: Record<string, string>; timeoutMs?: number };
type Send = (method: string, key: string, query?: Record<string, string>, options?: SendOptions) => Promise<Response>;

export function createS3Client(settings: S3Settings) {
  const request = withRetries(signedRequests(settings));

  return {
    /**
     * The object's bytes, or null when there is none.
     */
    async get(key: string) {
      const response = await request('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await refusal(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async put(key: string, body: Buffer) {
      const response = await request('PUT', key, {}, { body, headers: { 'content-length': String(body.length) } });
      if (!response.ok) throw await refusal(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    async delete(key: string) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await refusal(response, `DELETE ${key}`);
      await response.arrayBuffer();
    },
    /**
     * Every key under a prefix, or (with a delimiter) the "folders" right under it.
     */
    async list(prefix: string, options: { delimiter?: string } = {}): Promise<{ keys: string[]; prefixes: string[] }> {
      const keys: string[] = [];
      const prefixes: string[] = [];
      let token = '';
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix };
        if (options.delimiter) query.delimiter = options.delimiter;
        if (token) query['continuation-token'] = token;
        const response = await request('GET', '', query);
        if (!response.ok) throw await refusal(response, `LIST ${prefix}`);
        const xml = await response.text();
        for (const [, key] of xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)) keys.push(unescapeXml(key ?? ''));
        for (const [, name] of xml.matchAll(/<CommonPrefixes>\s*<Prefix>([^<]*)<\/Prefix>\s*<\/CommonPrefixes>/g)) prefixes.push(unescapeXml(name ?? ''));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : '';
      } while (token);
      return { keys, prefixes };
    },
  };
}

/** Requests signed with Signature V4 for the settings' bucket: `key` is the object's key ('' for the bucket). */
function signedRequests(settings: S3Settings): Send {
  const endpoint = new URL(settings.endpoint);
  const base = settings.pathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;

  return async (method, key, query = {}, options = {}) => {
    const url = new URL(`${base}/${key.split('/').map(escape).join('/')}`);
    const sortedQuery = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    url.search = sortedQuery.map(([name, value]) => `${escape(name)}=${escape(value)}`).join('&');
    const now = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = now.slice(0, 8);
    const body = options.body ?? Buffer.alloc(0);
    const payloadHash = sha256(body);
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': now, ...(options.headers ?? {}) };
    if (settings.sessionToken) headers['x-amz-security-token'] = settings.sessionToken;
    const names = Object.keys(headers)
      .map((name) => name.toLowerCase())
      .sort();
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value).trim()]));
    const canonical = [method, url.pathname, url.search.slice(1), ...names.map((name) => `${name}:${lower[name]}`), '', names.join(';'), payloadHash].join(
      '\n',
    );
    const scope = `${day}/${settings.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    sent.authorization = `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    return fetch(url, {
      method,
      headers: sent,
      body: method === 'PUT' ? body : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  };
}

/**
 * Every call here is idempotent: a dropped connection (a kept-alive socket the service had closed) or a 5xx is
 * tried again, twice, signed afresh.
 */
function withRetries(send: Send): Send {
  return async (...args) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await send(...args);
        if (response.status < 500 || attempt === 3) return response;
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        if (attempt === 3 || (error instanceof Error && error.name === 'TimeoutError')) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  };
}

/** The error for an answer other than the one asked for, with the store's own code when it gave one. */
async function refusal(response: Response, what: string): Promise<S3Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
  return new S3Error(`${what}: the object store answered ${response.status}${code ? ` ${code}` : ''}`, response.status);
}

function unescapeXml(text: string) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}
