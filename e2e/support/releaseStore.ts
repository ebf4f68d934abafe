import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { copyReleasesToStore } from '../../scripts/lib/stack.mjs';
import { storePort } from './env';
import { incompatibleRelease, releaseA, releaseB, releasesRoot } from './releases';

const bucket = 'inercise-releases';

/**
 * An S3-compatible server on this machine (s3rver, no container) holding the catalog's releases the release tests
 * roll out, copied from where the release command built them. Its settings are the ones a cluster's web servers read
 * (RELEASES_S3_*).
 */
export async function startReleaseStore(directory: string): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ port: storePort, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  const env = {
    RELEASES_S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
    RELEASES_S3_BUCKET: bucket,
    RELEASES_S3_REGION: 'us-east-1',
    // s3rver's fixed credentials.
    RELEASES_S3_ACCESS_KEY_ID: 'S3RVER',
    RELEASES_S3_SECRET_ACCESS_KEY: 'S3RVER',
    RELEASES_S3_PATH_STYLE: 'true',
    RELEASES_S3_PREFIX: 'e2e/',
  };
  await copyReleasesToStore(env, 'mf-catalog', join(releasesRoot, 'mf-catalog'), [releaseA, releaseB, incompatibleRelease]);
  return { env, stop: () => server.close() };
}
