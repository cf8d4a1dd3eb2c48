/**
 * Issue 21 against the local stack: a deployed site at http://{slug}.localhost:<port>/, and a custom domain
 * through the local edge — its DNS record shown, checked against a stand-in DNS server with backoff
 * (missing, pointing elsewhere, right), active, served by its Host header, a domain that never resolves
 * ending failed with a reason and a working "Check again", and removal.
 */
import type { CustomDomainView } from '@sitewright/core/schemas/deployment';
import { startDnsStub } from './testing/dns-stub';
import { startTestStack } from './test-stack';
import { deployedSite, eventually, fetchSite, signedInUser } from './test-users';

type Stack = Awaited<ReturnType<typeof startTestStack>>;
let stack: Stack;
let dns: Awaited<ReturnType<typeof startDnsStub>>;
let token: string;

beforeAll(async () => {
  dns = await startDnsStub();
  stack = await startTestStack({ DNS_SERVERS: dns.server, DOMAIN_CHECK_BASE_S: '1', DOMAIN_MAX_CHECKS: '3' });
  token = (await signedInUser(stack, 'domains@example.com', 'Domain Owner')).token;
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await dns.close();
});

const publish = (name: string) => deployedSite(stack, token, { business_name: name, industry: 'Food & Restaurant', description: 'Family trattoria.', target_audience: 'Families' });

const domainOf = async (deploymentId: string) =>
  (await stack.api<{ management: { deployment: { domain: CustomDomainView | null } } }>('GET', `/api/deployment/${deploymentId}/manage`, undefined, { token })).body.management.deployment.domain;
const domainCall = (deploymentId: string, body: unknown) => stack.api<{ domain: CustomDomainView | null; detail?: unknown }>('POST', `/api/deployment/${deploymentId}/domain`, body, { token });

describe('published sites on their own address, and custom domains (issue 21)', () => {
  it('It should serve a deployed site at http://{slug}.localhost:<port>/, and a custom domain once its DNS points at it', async () => {
    const { deploymentId, url } = await publish('Casa Dominio');
    expect(url).toMatch(/^http:\/\/casa-dominio-[0-9a-f]{6}\.localhost:\d+\/$/);
    const site = await fetchSite(url);
    expect(site.status).toBe(200);
    expect(site.text).toContain('Casa Dominio');

    // Bad input and the order of things.
    expect((await domainCall(deploymentId, { action: 'add', domain: 'https://www.casa.example/' })).status).toBe(422);
    expect((await domainCall(deploymentId, { action: 'check' })).status).toBe(404);

    const added = await domainCall(deploymentId, { action: 'add', domain: 'WWW.Casa-Dominio.example' });
    expect(added.status).toBe(202);
    expect(added.body.domain).toMatchObject({ name: 'www.casa-dominio.example', state: 'waiting_for_dns' });
    expect((await domainCall(deploymentId, { action: 'add', domain: 'shop.casa-dominio.example' })).status).toBe(409);

    // The record to create is shown; nothing answers yet, so it waits and says what it waits for.
    const slugHost = new URL(url).hostname;
    const waiting = await eventually(async () => { const d = await domainOf(deploymentId); return d && d.records.length && d.checks >= 1 ? d : undefined; }, 15_000);
    expect(waiting.records).toEqual([{ type: 'CNAME', name: 'www.casa-dominio.example', value: `${slugHost}.`, purpose: 'points the domain at your site' }]);
    expect(waiting.state).toBe('waiting_for_dns');
    expect(waiting.reason).toMatch(/No CNAME record for www\.casa-dominio\.example yet/);
    expect(waiting.next_check_at).not.toBeNull();

    // The domain points somewhere else first (it moved, or a typo): the reason says where.
    dns.setCname('www.casa-dominio.example', 'old-host.example.net');
    await eventually(async () => ((await domainOf(deploymentId))?.reason?.includes('points at old-host.example.net') ? true : undefined), 15_000);

    // Then at the site: active, and served by its Host header.
    dns.setCname('www.casa-dominio.example', `${slugHost}.`);
    const active = await eventually(async () => { const d = await domainOf(deploymentId); return d?.state === 'active' ? d : undefined; }, 20_000);
    expect(active.reason).toBeNull();
    const port = new URL(url).port;
    const byDomain = await fetchSite(`http://127.0.0.1:${port}/`, 'www.casa-dominio.example');
    expect(byDomain.status).toBe(200);
    expect(byDomain.text).toContain('Casa Dominio');

    // Removed: no longer served, and the record says so.
    expect((await domainCall(deploymentId, { action: 'remove' })).body.domain).toMatchObject({ state: 'removing' });
    await eventually(async () => ((await domainOf(deploymentId)) === null ? true : undefined), 15_000);
    expect((await fetchSite(`http://127.0.0.1:${port}/`, 'www.casa-dominio.example')).status).toBe(404);
  }, 90_000);

  it('It should end a domain that never resolves failed with a clear reason, and let Check again start over', async () => {
    const { deploymentId } = await publish('Casa Nunca');
    await domainCall(deploymentId, { action: 'add', domain: 'www.never-resolves.example' });
    // Three checks, 1 s then 2 s apart (DOMAIN_MAX_CHECKS=3, DOMAIN_CHECK_BASE_S=1).
    const failed = await eventually(async () => { const d = await domainOf(deploymentId); return d?.state === 'failed' ? d : undefined; }, 30_000);
    expect(failed.reason).toMatch(/No CNAME record for www\.never-resolves\.example yet.*Checked 3 times; create the records below, then Check again\./);
    expect(failed.checks).toBe(3);
    const again = await domainCall(deploymentId, { action: 'check' });
    expect(again.status).toBe(202);
    expect(again.body.domain).toMatchObject({ state: 'waiting_for_dns', checks: 0 });
    dns.setCname('www.never-resolves.example', `${failed.records[0]!.value}`);
    await eventually(async () => ((await domainOf(deploymentId))?.state === 'active' ? true : undefined), 20_000);
  }, 90_000);

  it('It should refuse a domain for another user\'s deployment or an unknown one', async () => {
    const { deploymentId } = await publish('Casa Altro');
    const stranger = await signedInUser(stack, 'stranger-domains@example.com', 'Stranger');
    expect((await stack.api('POST', `/api/deployment/${deploymentId}/domain`, { action: 'add', domain: 'www.x.example' }, { token: stranger.token })).status).toBe(404);
    expect((await stack.api('POST', '/api/deployment/dep_nope/domain', { action: 'add', domain: 'www.x.example' }, { token })).status).toBe(404);
  }, 60_000);
});
