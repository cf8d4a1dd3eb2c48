import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalEdge } from './local-edge';
import { HostError } from './ports';

describe('the local edge (issue 21 §4)', () => {
  let dir: string;
  beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'sw-edge-')); });
  afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

  it('It should give each site http://{slug}.localhost:<port>/ and route that Host, with or without its port, to the bucket', async () => {
    const edge = createLocalEdge({ root: dir, sitesOrigin: 'http://localhost:3001' });
    expect(edge.address('blue-fern-1a2b3c')).toBe('http://blue-fern-1a2b3c.localhost:3001/');
    await expect(edge.publish('blue-fern-1a2b3c', 'sitewright-blue-fern-1a2b3c')).resolves.toBe('http://blue-fern-1a2b3c.localhost:3001/');
    for (const host of ['blue-fern-1a2b3c.localhost:3001', 'BLUE-FERN-1A2B3C.localhost', 'blue-fern-1a2b3c.localhost.']) {
      await expect(edge.resolveHost(host)).resolves.toBe('sitewright-blue-fern-1a2b3c');
    }
    await expect(edge.resolveHost('other.localhost:3001')).resolves.toBeNull();
    await expect(edge.resolveHost('../../etc/passwd')).resolves.toBeNull();
  });

  it('It should serve a custom domain by its Host once added, and stop when it is removed', async () => {
    const edge = createLocalEdge({ root: dir, sitesOrigin: 'http://localhost:3001' });
    await expect(edge.addDomain('blue-fern-1a2b3c', 'www.bluefern.example')).rejects.toThrow(/not published/);
    await edge.publish('blue-fern-1a2b3c', 'sitewright-blue-fern-1a2b3c');
    await expect(edge.addDomain('blue-fern-1a2b3c', 'www.bluefern.example')).resolves.toEqual([
      { type: 'CNAME', name: 'www.bluefern.example', value: 'blue-fern-1a2b3c.localhost.', purpose: 'points the domain at your site' },
    ]);
    await expect(edge.resolveHost('www.bluefern.example')).resolves.toBe('sitewright-blue-fern-1a2b3c');
    await expect(edge.certificate('www.bluefern.example')).resolves.toEqual({ state: 'active' });
    await edge.removeDomain('blue-fern-1a2b3c', 'www.bluefern.example');
    await edge.removeDomain('blue-fern-1a2b3c', 'www.bluefern.example');
    await expect(edge.resolveHost('www.bluefern.example')).resolves.toBeNull();
  });

  it('It should refuse a slug or domain that is no host name with a permanent HostError', async () => {
    const edge = createLocalEdge({ root: dir, sitesOrigin: 'http://localhost:3001' });
    const err = await edge.publish('../escape', 'b').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HostError);
    expect((err as HostError).transient).toBe(false);
  });
});
