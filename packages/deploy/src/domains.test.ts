import type { DeploymentRecord } from '@sitewright/core/deployments/ports';
import { checkDomainNow, NO_LIVE_SITE, ONE_DOMAIN, removeDomain, requestDomain } from '@sitewright/core/deployments/domains';
import { ConflictError, UpstreamError } from '@sitewright/core/errors';
import { createManualClock } from '@sitewright/core/testing/fakes';
import { createMemoryDeploymentRepository, createMemoryJobLedger, createMemoryProjectRepository } from '@sitewright/core/testing/memory-repos';
import type { JobMessage } from '@sitewright/core/schemas/jobs';
import { runDomainJob, type DnsLookup } from './domains';
import { HostError, type CertificateState, type SiteEdge } from './ports';

const dep = (over: Partial<DeploymentRecord> = {}): DeploymentRecord => ({
  id: 'dep_1', project_id: 'prj_1a2b3c', user_id: 'usr_1', platform: 'gcp', kind: 'basic', status: 'deployed', url: 'https://casa-1a2b3c.sites.example/',
  error_message: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', custom_domain: null,
  metadata: { github_repo: null, github_url: null }, logs: [], current_step: 5, steps: {}, job_id: 'job_0', version: 0, ...over,
});

function setup(opts: { cert?: CertificateState; cname?: string[]; failQueue?: boolean } = {}) {
  const deployments = createMemoryDeploymentRepository();
  const projects = createMemoryProjectRepository();
  const sent: Array<{ m: JobMessage; delayS?: number }> = [];
  const queue = { send: async (m: JobMessage, o?: { delayS?: number }) => { if (opts.failQueue) throw new Error('SQS down'); sent.push({ m, delayS: o?.delayS }); } };
  const clock = createManualClock();
  const removed: string[] = [];
  const edge: SiteEdge = {
    address: (slug) => `https://${slug}.sites.example/`,
    publish: async (slug) => `https://${slug}.sites.example/`,
    invalidate: async () => undefined,
    addDomain: async (slug, domain) => [
      { type: 'CNAME', name: domain, value: `${slug}.sites.example.`, purpose: 'points the domain at your site' },
      { type: 'CNAME', name: `_acme-challenge.${domain}`, value: 'abc.authorize.certificatemanager.goog.', purpose: 'proves you own it' },
    ],
    certificate: async () => opts.cert ?? { state: 'active' },
    removeDomain: async (_slug, domain) => { removed.push(domain); },
  };
  let answers = opts.cname;
  const dns: DnsLookup = { cname: async (name) => (answers ? (name.startsWith('_acme') ? ['abc.authorize.certificatemanager.goog'] : answers) : []) };
  void projects.create({ id: 'prj_1a2b3c', user_id: 'usr_1', business_name: 'Casa' } as never);
  const deps = { deployments, projects, queue, clock, jobs: createMemoryJobLedger() };
  return { deps, deployments, sent, edge, dns, removed, setDns: (a: string[] | undefined) => { answers = a; } };
}

describe('custom domains (issue 21 §2)', () => {
  it('It should take a domain only for a live site, one at a time, the same one again as it stands', async () => {
    const { deps, deployments, sent } = setup();
    await deployments.create(dep({ status: 'deploying', url: null }));
    await expect(requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example')).rejects.toThrow(NO_LIVE_SITE);
    await deployments.update({ ...(await deployments.get('dep_1'))!, status: 'deployed', url: 'https://casa-1a2b3c.sites.example/' });
    const first = await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    expect(first.domain).toMatchObject({ name: 'www.casa.example', state: 'waiting_for_dns', records: [] });
    await expect(requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example')).resolves.toEqual(first);
    await expect(requestDomain(deps, 'usr_1', 'dep_1', 'shop.casa.example')).rejects.toThrow(ONE_DOMAIN);
    await expect(checkDomainNow(deps, 'usr_1', 'dep_1')).resolves.toMatchObject({ domain: { state: 'waiting_for_dns' } });
    expect(sent.map((s) => (s.m as { action: string }).action)).toEqual(['add', 'add']);
    await expect(requestDomain(deps, 'usr_2', 'dep_1', 'www.casa.example')).rejects.toThrow('Deployment not found');
  });

  it('It should leave the record as it was and answer 503 when the queue refuses', async () => {
    const { deps, deployments } = setup({ failQueue: true });
    await deployments.create(dep());
    await expect(requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example')).rejects.toThrow(UpstreamError);
    expect((await deployments.get('dep_1'))?.domain ?? null).toBeNull();
    expect((await deployments.get('dep_1'))?.updated_at).toBe('2026-01-01T00:00:00Z');
  });

  it('It should date the deployment record by every change of its domain', async () => {
    const { deps, deployments } = setup();
    await deployments.create(dep());
    const at = () => deployments.get('dep_1').then((d) => d!.updated_at);
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    const requested = await at();
    expect(requested).toBe(new Date(deps.clock.now()).toISOString());
    deps.clock.advance(60_000);
    await checkDomainNow(deps, 'usr_1', 'dep_1');
    expect(await at()).toBe(new Date(deps.clock.now()).toISOString());
    deps.clock.advance(60_000);
    await removeDomain(deps, 'usr_1', 'dep_1');
    expect(await at()).toBe(new Date(deps.clock.now()).toISOString());
  });

  it('It should show both records, wait with backoff, then wait for the certificate once the DNS answers', async () => {
    const { deps, deployments, sent, edge, dns, setDns } = setup({ cert: { state: 'provisioning' } });
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    const job = { type: 'domain' as const, deployment_id: 'dep_1', job_id: 'job_d', action: 'add' as const };
    await expect(runDomainJob({ ...deps, edge, dns, checkBaseDelayS: 30 }, job)).resolves.toBe('requeued');
    let d = (await deployments.get('dep_1'))!.domain!;
    expect(d.records.map((r) => r.name)).toEqual(['www.casa.example', '_acme-challenge.www.casa.example']);
    expect(d).toMatchObject({ state: 'waiting_for_dns', checks: 1 });
    await runDomainJob({ ...deps, edge, dns, checkBaseDelayS: 30 }, { ...job, action: 'check' });
    expect(sent.slice(-2).map((s) => s.delayS)).toEqual([30, 60]);
    setDns(['casa-1a2b3c.sites.example']);
    await runDomainJob({ ...deps, edge, dns, checkBaseDelayS: 30 }, { ...job, action: 'check' });
    d = (await deployments.get('dep_1'))!.domain!;
    expect(d).toMatchObject({ state: 'issuing_certificate' });
    expect(d.reason).toMatch(/issuing the certificate/);
  });

  it('It should fail with the certificate\'s reason, and without an edge say what is missing', async () => {
    const failing = setup({ cert: { state: 'failed', reason: 'CAA records forbid Google from issuing it' }, cname: ['casa-1a2b3c.sites.example'] });
    await failing.deployments.create(dep());
    await requestDomain(failing.deps, 'usr_1', 'dep_1', 'www.casa.example');
    await runDomainJob({ ...failing.deps, edge: failing.edge, dns: failing.dns }, { type: 'domain', deployment_id: 'dep_1', job_id: 'j', action: 'add' });
    expect((await failing.deployments.get('dep_1'))!.domain).toMatchObject({ state: 'failed', reason: 'The certificate could not be issued: CAA records forbid Google from issuing it' });

    const bare = setup();
    await bare.deployments.create(dep());
    await requestDomain(bare.deps, 'usr_1', 'dep_1', 'www.casa.example');
    await runDomainJob({ ...bare.deps, dns: bare.dns }, { type: 'domain', deployment_id: 'dep_1', job_id: 'j', action: 'add' });
    expect((await bare.deployments.get('dep_1'))!.domain).toMatchObject({ state: 'failed', reason: expect.stringMatching(/need the HTTPS edge/) });
  });

  it('It should remove the certificate and routing, then the domain; removing nothing answers null', async () => {
    const { deps, deployments, edge, dns, removed } = setup({ cname: ['casa-1a2b3c.sites.example'] });
    await deployments.create(dep());
    await expect(removeDomain(deps, 'usr_1', 'dep_1')).resolves.toEqual({ domain: null });
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    await runDomainJob({ ...deps, edge, dns }, { type: 'domain', deployment_id: 'dep_1', job_id: 'j', action: 'add' });
    expect((await deployments.get('dep_1'))!.domain?.state).toBe('active');
    await expect(checkDomainNow(deps, 'usr_1', 'dep_1')).rejects.toThrow(ConflictError);
    await removeDomain(deps, 'usr_1', 'dep_1');
    await runDomainJob({ ...deps, edge, dns }, { type: 'domain', deployment_id: 'dep_1', job_id: 'j', action: 'remove' });
    expect(removed).toEqual(['www.casa.example']);
    expect((await deployments.get('dep_1'))!.domain).toBeNull();
  });
});

describe('a domain step that keeps failing', () => {
  const job = { type: 'domain' as const, deployment_id: 'dep_1', job_id: 'job_d', action: 'remove' as const };

  it('It should end a removal failed on its last attempt, with the reason, so that Remove can be pressed again', async () => {
    const { deps, deployments, edge, dns, sent } = setup({ cname: ['casa-1a2b3c.sites.example'] });
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    await runDomainJob({ ...deps, edge, dns }, { ...job, action: 'add' });
    await removeDomain(deps, 'usr_1', 'dep_1');
    const flaky = { ...edge, removeDomain: async () => { throw new HostError('URL map update timed out', true); } };
    // Attempts before the last: the error goes back to SQS and the domain waits, still removing.
    await expect(runDomainJob({ ...deps, edge: flaky, dns }, job, false)).rejects.toThrow('timed out');
    expect((await deployments.get('dep_1'))!.domain?.state).toBe('removing');
    // The last: still thrown (the message goes on to the DLQ for on-call), and the owner reads why.
    await expect(runDomainJob({ ...deps, edge: flaky, dns }, job, true)).rejects.toThrow('timed out');
    expect((await deployments.get('dep_1'))!.domain).toMatchObject({ state: 'failed', next_check_at: null,
      reason: 'The domain could not be removed: URL map update timed out. Remove it again to retry.' });
    await expect(removeDomain(deps, 'usr_1', 'dep_1')).resolves.toMatchObject({ domain: { state: 'removing' } });
    expect(sent.map((s) => (s.m as { action: string }).action)).toEqual(['add', 'remove', 'remove']);
  });

  it('It should end the domain failed at once on an edge refusal that will not change', async () => {
    const { deps, deployments, edge, dns } = setup({ cname: ['casa-1a2b3c.sites.example'] });
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    const refusing = { ...edge, certificate: async (): Promise<CertificateState> => { throw new HostError('www.casa.example is served by another site', false); } };
    await expect(runDomainJob({ ...deps, edge: refusing, dns }, { ...job, action: 'add' })).resolves.toBe('done');
    expect((await deployments.get('dep_1'))!.domain).toMatchObject({ state: 'failed',
      reason: 'The domain could not be set up: www.casa.example is served by another site. Check again to retry.' });
  });
});

describe('a domain step racing the owner', () => {
  const job = { type: 'domain' as const, deployment_id: 'dep_1', job_id: 'job_d', action: 'add' as const };
  /** Runs `during` once, the first time the step looks up DNS (after it has read the record). */
  const duringLookup = (dns: DnsLookup, during: () => Promise<unknown>): DnsLookup => {
    let fired = false;
    return { cname: async (name) => { if (!fired) { fired = true; await during(); } return dns.cname(name); } };
  };

  it('It should not undo a Remove the owner pressed while the step checked the DNS', async () => {
    const { deps, deployments, sent, edge, dns, removed } = setup();
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    const racing = duringLookup(dns, () => removeDomain(deps, 'usr_1', 'dep_1'));
    await expect(runDomainJob({ ...deps, edge, dns: racing }, job)).resolves.toBe('skipped');
    expect((await deployments.get('dep_1'))!.domain?.state).toBe('removing');
    // The step queued no check of its own; only the owner's requests went on the queue.
    expect(sent.map((s) => (s.m as { action: string }).action)).toEqual(['add', 'remove']);
    await expect(runDomainJob({ ...deps, edge, dns }, { ...job, action: 'remove' })).resolves.toBe('done');
    expect((await deployments.get('dep_1'))!.domain).toBeNull();
    expect(removed).toEqual(['www.casa.example']);
  });

  it('It should take its routing back off the edge when the domain was removed while the edge set it up', async () => {
    const { deps, deployments, edge, dns, removed } = setup();
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    // The owner removes the domain, and the remove step runs to the end, while this step's addDomain is under way.
    const slowEdge = { ...edge, addDomain: async (slug: string, domain: string) => {
      await removeDomain(deps, 'usr_1', 'dep_1');
      await runDomainJob({ ...deps, edge, dns }, { ...job, action: 'remove' });
      return edge.addDomain(slug, domain);
    } };
    await expect(runDomainJob({ ...deps, edge: slowEdge, dns }, job)).resolves.toBe('skipped');
    expect((await deployments.get('dep_1'))!.domain).toBeNull();
    // Removed by the remove step, then again by this one after its addDomain: nothing left serving it.
    expect(removed).toEqual(['www.casa.example', 'www.casa.example']);
  });

  it('It should leave a domain the owner started over (Check again) to the new step, without a second chain of checks', async () => {
    const { deps, deployments, sent, edge, dns, removed } = setup();
    await deployments.create(dep());
    await requestDomain(deps, 'usr_1', 'dep_1', 'www.casa.example');
    await runDomainJob({ ...deps, edge, dns, checkBaseDelayS: 30 }, job);
    const before = (await deployments.get('dep_1'))!.domain!;
    expect(before).toMatchObject({ state: 'waiting_for_dns', checks: 1 });
    deps.clock.advance(1000);
    const racing = duringLookup(dns, () => checkDomainNow(deps, 'usr_1', 'dep_1'));
    await expect(runDomainJob({ ...deps, edge, dns: racing, checkBaseDelayS: 30 }, { ...job, action: 'check' })).resolves.toBe('skipped');
    expect((await deployments.get('dep_1'))!.domain).toMatchObject({ state: 'waiting_for_dns', checks: 0, reason: 'Checking the DNS records now…' });
    expect(sent.map((s) => (s.m as { action: string }).action)).toEqual(['add', 'check', 'check']);
    expect(removed).toEqual([]);
  });
});
