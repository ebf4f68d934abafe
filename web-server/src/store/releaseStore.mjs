// Where a bundle's kept releases live: a local directory (npm start, a laptop, the one-server compose setup) or
// S3-compatible object storage (a cluster, whose replicas share no disk). One interface, two implementations,
// picked by the environment (docs/decisions/0033-release-storage.md).
import { resolve } from 'node:path';
import { directoryReleaseStore } from './directoryReleaseStore.mjs';
import { s3ReleaseStore } from './s3ReleaseStore.mjs';

/**
 * @typedef {object} ReleaseStore
 * @property {() => string} describe                          where it is, for logs and messages
 * @property {() => Promise<import('../releases.mjs').ReleaseInfo[]>} list   the finished releases, newest first
 * @property {(version: string) => Promise<boolean>} has
 * @property {(version: string, dir: string) => Promise<void>} put   adds a finished build (its release.json written); refuses an existing name
 * @property {(version: string, into: string) => Promise<boolean>} download   copies a release's files into a folder; false when there is none
 * @property {(version: string) => Promise<void>} remove
 * @property {string} [dir]                                   a directory store's folder, which servers read in place
 */

/**
 * The object store's settings from the environment, or null when RELEASES_S3_BUCKET is unset (a directory then).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ settings: (import('./s3Client.mjs').S3Settings & { prefix: string }) | null, problems: string[] }}
 */
export function s3SettingsFrom(env) {
  if (!env.RELEASES_S3_BUCKET) return { settings: null, problems: [] };
  const problems = [];
  const endpoint = env.RELEASES_S3_ENDPOINT ?? `https://s3.${env.RELEASES_S3_REGION ?? 'us-east-1'}.amazonaws.com`;
  if (!/^https?:\/\/[^/]/.test(endpoint)) problems.push('RELEASES_S3_ENDPOINT must be an http(s) URL');
  const accessKeyId = env.RELEASES_S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.RELEASES_S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) problems.push('RELEASES_S3_ACCESS_KEY_ID and RELEASES_S3_SECRET_ACCESS_KEY are required with RELEASES_S3_BUCKET');
  const prefix = env.RELEASES_S3_PREFIX ?? '';
  if (prefix && !prefix.endsWith('/')) problems.push('RELEASES_S3_PREFIX must end with "/"');
  return {
    settings: {
      endpoint,
      bucket: env.RELEASES_S3_BUCKET,
      region: env.RELEASES_S3_REGION ?? 'us-east-1',
      accessKeyId,
      secretAccessKey,
      sessionToken: env.RELEASES_S3_SESSION_TOKEN ?? env.AWS_SESSION_TOKEN,
      // Most self-hosted services (MinIO, Garage) want the bucket in the path; AWS prefers it in the host name.
      pathStyle: (env.RELEASES_S3_PATH_STYLE ?? (env.RELEASES_S3_ENDPOINT ? 'true' : 'false')) === 'true',
      prefix,
    },
    problems,
  };
}

/**
 * The bundle's store as the environment says: RELEASES_S3_BUCKET (and its companions) for object storage, else the
 * directory RELEASES_DIR (default `fallbackDir`).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} bundle
 * @param {string} fallbackDir
 * @returns {{ store: ReleaseStore, problems: string[] }}
 */
export function releaseStoreFrom(env, bundle, fallbackDir) {
  const { settings, problems } = s3SettingsFrom(env);
  if (settings) return { store: s3ReleaseStore(settings, bundle), problems };
  return { store: directoryReleaseStore(resolve(env.RELEASES_DIR ?? fallbackDir)), problems };
}
