// Where a bundle's kept releases live: a local directory (npm start, a laptop, the one-server compose setup) or
// S3-compatible object storage (a cluster, whose replicas share no disk). One interface, two implementations,
// picked by the environment (docs/decisions/0033-release-storage.md).
import { resolve } from 'node:path';
import { directoryReleaseStore } from './directoryReleaseStore.ts';
import { s3ReleaseStore } from './s3ReleaseStore.ts';
import type { S3Settings } from './s3Client.ts';
import type { ReleaseStore } from './releaseStoreInterface.ts';

export type { ReleaseStore };

/**
 * The object store's settings from the environment, or null when RELEASES_S3_BUCKET is unset (a directory then).
 */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): { settings: (S3Settings & { prefix: string }) | null; problems: string[] } {
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
 */
export function releaseStoreFrom(env: NodeJS.ProcessEnv, bundle: string, fallbackDir: string): { store: ReleaseStore; problems: string[] } {
  const { settings, problems } = s3SettingsFrom(env);
  if (settings) return { store: s3ReleaseStore(settings, bundle), problems };
  return { store: directoryReleaseStore(resolve(env.RELEASES_DIR ?? fallbackDir)), problems };
}
