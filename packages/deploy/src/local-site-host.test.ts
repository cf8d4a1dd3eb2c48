import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalSiteHost } from './local-site-host';
import { HostError } from './ports';

let root = '';
beforeEach(async () => { root = await mkdtemp(join(tmpdir(), 'sitewright-site-host-')); });
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local site host (the GCS stand-in)', () => {
  it('It should store objects with their metadata and serve them back', async () => {
    const host = createLocalSiteHost({ root, sitesOrigin: 'http://localhost:3001' });
    const bucket = host.bucketName('blue-fern-1a2b3c');
    await host.ensureSite(bucket);
    await host.upload(bucket, [{ path: 'index.html', content: Buffer.from('<h1>Hi</h1>'), contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' }]);
    const obj = await host.readObject(bucket, 'index.html');
    expect(obj?.body.toString()).toBe('<h1>Hi</h1>');
    expect(obj?.meta).toEqual({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
    expect(host.siteUrl(bucket)).toBe('http://localhost:3001/live/sitewright-blue-fern-1a2b3c/');
    await expect(host.readObject(bucket, 'missing.html')).resolves.toBeNull();
  });

  it('It should fail a bucket it cannot create with a retryable error that names no server path', async () => {
    const host = createLocalSiteHost({ root, sitesOrigin: 'http://localhost:3001' });
    await writeFile(join(root, 'sitewright-broken'), 'a file where the bucket folder should be');
    const err = await host.ensureSite('sitewright-broken').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HostError);
    expect((err as HostError).transient).toBe(true);
    expect((err as HostError).message).toBe('Could not prepare the local bucket sitewright-broken: EEXIST on mkdir');
    expect((err as HostError).message).not.toContain(root);
  });

  it('It should keep each bucket to its own folder: no writing into, or reading from, another bucket', async () => {
    const host = createLocalSiteHost({ root, sitesOrigin: 'http://localhost:3001' });
    const page = (content: string) => [{ path: 'index.html', content: Buffer.from(content), contentType: 'text/html', cacheControl: 'no-cache' }];
    await host.ensureSite('sitewright-a');
    await host.ensureSite('sitewright-b');
    await host.upload('sitewright-b', page('b'));
    await expect(host.upload('sitewright-a', [{ ...page('a')[0]!, path: '../sitewright-b/index.html' }])).rejects.toThrow('Path escapes the bucket folder');
    await expect(host.upload('sitewright-a', [{ ...page('a')[0]!, path: '../../outside.html' }])).rejects.toThrow('Path escapes the bucket folder');
    await expect(host.readObject('sitewright-a', '../sitewright-b/index.html')).resolves.toBeNull();
    expect((await host.readObject('sitewright-b', 'index.html'))?.body.toString()).toBe('b');
  });
});
