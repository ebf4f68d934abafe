// The few S3 calls the release store makes (list, get, put, delete), signed with AWS Signature Version 4 on
// node:crypto and sent with fetch: any S3-compatible service (AWS, MinIO, Garage, Ceph, R2, ...) answers them, and
// the web servers' image carries no SDK.
import { createHash, createHmac } from 'node:crypto';

/**
 * @typedef {object} S3Settings
 * @property {string} endpoint         e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000
 * @property {string} bucket
 * @property {string} region           "us-east-1" where the service does not care
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {string} [sessionToken]
 * @property {boolean} pathStyle       <endpoint>/<bucket>/<key> (MinIO, Garage, s3rver) instead of <bucket>.<host>/<key>
 */

/** @param {string | Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
/** @param {string | Buffer} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 escaping, as the signature wants it (encodeURIComponent leaves !'()* alone). */
const escape = (/** @type {string} */ text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An answer of the store other than the one asked for. */
export class S3Error extends Error {
  /** @param {string} message @param {number} status */
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** @param {S3Settings} settings */
export function createS3Client(settings) {
  const endpoint = new URL(settings.endpoint);
  const base = settings.pathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${settings.bucket}`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;

  /**
   * One signed request.
   * @param {string} method
   * @param {string} key           the object's key ('' for the bucket)
   * @param {Record<string, string>} [query]
   * @param {{ body?: Buffer, headers?: Record<string, string>, timeoutMs?: number }} [options]
   */
  const send = async (method, key, query = {}, options = {}) => {
    const url = new URL(`${base}/${key.split('/').map(escape).join('/')}`);
    const sortedQuery = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    url.search = sortedQuery.map(([name, value]) => `${escape(name)}=${escape(value)}`).join('&');
    const now = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = now.slice(0, 8);
    const body = options.body ?? Buffer.alloc(0);
    const payloadHash = sha256(body);
    /** @type {Record<string, string>} */
    const headers = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': now, ...(options.headers ?? {}) };
    if (settings.sessionToken) headers['x-amz-security-token'] = settings.sessionToken;
    const names = Object.keys(headers).map((name) => name.toLowerCase()).sort();
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value).trim()]));
    const canonical = [method, url.pathname, url.search.slice(1), ...names.map((name) => `${name}:${lower[name]}`), '', names.join(';'), payloadHash].join('\n');
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

  /**
   * Every call here is idempotent: a dropped connection (a kept-alive socket the service had closed) or a 5xx is
   * tried again, twice, signed afresh.
   * @param {Parameters<typeof send>} args
   */
  const request = async (...args) => {
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

  /** @param {Response} response @param {string} what */
  const refuse = async (response, what) => {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    return new S3Error(`${what}: the object store answered ${response.status}${code ? ` ${code}` : ''}`, response.status);
  };

  return {
    /**
     * The object's bytes, or null when there is none.
     * @param {string} key
     */
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await refuse(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    /**
     * @param {string} key
     * @param {Buffer} body
     */
    async put(key, body) {
      const response = await request('PUT', key, {}, { body, headers: { 'content-length': String(body.length) } });
      if (!response.ok) throw await refuse(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    /** @param {string} key */
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await refuse(response, `DELETE ${key}`);
      await response.arrayBuffer();
    },
    /**
     * Every key under a prefix, or (with a delimiter) the "folders" right under it.
     * @param {string} prefix
     * @param {{ delimiter?: string }} [options]
     * @returns {Promise<{ keys: string[], prefixes: string[] }>}
     */
    async list(prefix, options = {}) {
      /** @type {string[]} */
      const keys = [];
      /** @type {string[]} */
      const prefixes = [];
      let token = '';
      do {
        /** @type {Record<string, string>} */
        const query = { 'list-type': '2', prefix };
        if (options.delimiter) query.delimiter = options.delimiter;
        if (token) query['continuation-token'] = token;
        const response = await request('GET', '', query);
        if (!response.ok) throw await refuse(response, `LIST ${prefix}`);
        const xml = await response.text();
        for (const [, key] of xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)) keys.push(unescapeXml(key ?? ''));
        for (const [, name] of xml.matchAll(/<CommonPrefixes>\s*<Prefix>([^<]*)<\/Prefix>\s*<\/CommonPrefixes>/g)) prefixes.push(unescapeXml(name ?? ''));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : '';
      } while (token);
      return { keys, prefixes };
    },
  };
}

/** @param {string} text */
function unescapeXml(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}
