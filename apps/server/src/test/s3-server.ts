import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every request's SigV4 signature against them. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server in this process (the `s3rver` package, files in a temporary folder) with one empty bucket,
 * and the settings that point the `s3` storage driver at it.
 */
export async function startS3Server(bucket = 'gamesouq-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  const env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  return {
    env,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
