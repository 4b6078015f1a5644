import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startS3Server } from '../../test/s3-server.js';
import { useTestApp } from '../../test/test-app.js';
import { copyUploads } from './copy-uploads.js';
import { createStorage, localStorage } from './index.js';

const s3 = await startS3Server();
afterAll(() => s3.stop());
const bucket = () => createStorage(loadConfig(s3.env));

describe('the s3 storage driver against an S3-compatible server', () => {
  it('puts, gets, lists and removes files, and answers null for a missing one', async () => {
    const storage = await bucket();
    await storage.ping();
    await storage.put('ads/a.webp', Buffer.from('first'), 'image/webp');
    await storage.put('proofs/b.pdf', Buffer.from('second'), 'application/pdf');
    expect((await storage.get('ads/a.webp'))?.toString()).toBe('first');
    expect(await storage.get('ads/missing.webp')).toBeNull();
    expect(await storage.list()).toEqual(
      expect.arrayContaining([
        { key: 'ads/a.webp', size: 5 },
        { key: 'proofs/b.pdf', size: 6 },
      ]),
    );
    await storage.remove(['ads/a.webp', 'proofs/b.pdf', 'ads/never-there.webp']);
    expect(await storage.get('ads/a.webp')).toBeNull();
    expect((await storage.list()).map((f) => f.key)).not.toContain('proofs/b.pdf');
  });

  it('fails its reachability check for a bucket that does not exist', async () => {
    await expect((await createStorage(loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }))).ping()).rejects.toThrow();
  });

  it('copies the local uploads into the bucket, and a second run copies nothing again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-copy-'));
    await mkdir(path.join(dir, 'avatars'), { recursive: true });
    await mkdir(path.join(dir, 'private-documents'), { recursive: true });
    await writeFile(path.join(dir, 'avatars', 'c.webp'), 'avatar');
    await writeFile(path.join(dir, 'private-documents', 'd.pdf'), '%PDF-1.4 doc');
    const storage = await bucket();
    expect(await copyUploads(localStorage(dir), storage)).toEqual({ copied: 2, skipped: 0 });
    expect((await storage.get('private-documents/d.pdf'))?.toString()).toBe('%PDF-1.4 doc');
    expect(await copyUploads(localStorage(dir), storage)).toEqual({ copied: 0, skipped: 2 });
  });
});

describe('uploads on the s3 driver', () => {
  const t = useTestApp(s3.env);
  let token: string;
  beforeAll(async () => {
    token = (await t.createUser()).token;
  });

  it('keeps an avatar in the bucket, not on disk, and serves it for a year to anyone', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const changed = await t.request<{ avatar: string }>('PUT', '/api/user/profile/avatar', { body: form, token });
    expect(changed.status).toBe(200);
    const served = await fetch(`${t.baseUrl}${changed.body.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const file = changed.body.avatar.split('/').pop();
    expect((await (await bucket()).list()).map((f) => f.key)).toContain(`avatars/${file}`);
    expect(await localStorage(t.storageDir).list()).toEqual([]);
  });
});
