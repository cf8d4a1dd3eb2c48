import { HostError } from '../ports';
import { createGcpEdge, type GcpEdgeOptions } from './gcp-edge';
import { createGcpEdgeClients, type GcpEdgeClients } from './gcp-edge-clients';
import { startGcpEdgeStub, type GcpEdgeStub } from './gcp-edge-stub';

type HostRule = { hosts: string[]; pathMatcher: string };

describe('createGcpEdge against local Compute Engine and Certificate Manager REST stubs', () => {
  let stub: GcpEdgeStub;
  let clients: GcpEdgeClients;
  let sleeps: number[];
  let polls: number[];
  const edge = (attempts = 4, more: Partial<GcpEdgeOptions> = {}) => createGcpEdge(clients, {
    projectId: 'p1', sitesDomain: 'sites.example.net', urlMap: 'sites', certificateMap: 'sites',
    retry: { attempts, baseDelayMs: 50, sleep: async (ms) => void sleeps.push(ms) },
    operations: { pollMs: 1, timeoutMs: 5000, sleep: async (ms) => void polls.push(ms) },
    ...more,
  });
  const map = () => stub.urlMaps.get('sites') as { hostRules: HostRule[]; pathMatchers: { name: string; defaultService: string }[] };
  const published = async () => {
    await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');
    stub.calls.length = 0;
  };

  beforeEach(async () => {
    stub = await startGcpEdgeStub();
    clients = createGcpEdgeClients({ apiEndpoint: stub.apiEndpoint, projectId: 'p1' });
    sleeps = [];
    polls = [];
  });
  afterEach(() => stub.close());

  it('should publish a site through a CDN-enabled backend bucket and a host rule of its own', async () => {
    // Act
    const url = await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');

    // Assess
    expect(url).toBe('https://cafe-aurora-1a2b3c.sites.example.net/');
    expect(stub.log()).toEqual([
      'GET /global/backendBuckets/sitewright-cafe-aurora-1a2b3c',
      'POST /global/backendBuckets',
      'POST /global/operations/operation-1/wait',
      'GET /global/urlMaps/sites',
      'PUT /global/urlMaps/sites',
      'POST /global/operations/operation-2/wait',
    ]);
    expect(stub.backendBuckets.get('sitewright-cafe-aurora-1a2b3c')).toMatchObject({
      bucketName: 'sitewright-cafe-aurora-1a2b3c',
      enableCdn: true,
      cdnPolicy: { cacheMode: 'USE_ORIGIN_HEADERS', negativeCaching: true },
    });
    expect(map().hostRules).toEqual([{ hosts: ['cafe-aurora-1a2b3c.sites.example.net'], pathMatcher: 'cafe-aurora-1a2b3c' }]);
    expect(map().pathMatchers).toEqual([{ name: 'cafe-aurora-1a2b3c', defaultService: 'https://www.googleapis.com/compute/v1/projects/p1/global/backendBuckets/sitewright-cafe-aurora-1a2b3c' }]);
    expect(edge().address('cafe-aurora-1a2b3c')).toBe(url);
    // The map's output-only uint64 `id` is not written back (a minified bundle cannot serialise it).
    expect(stub.calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('id');
  });

  it('should change nothing when the same site is published again', async () => {
    // Prepare
    await published();

    // Act
    await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');

    // Assess
    expect(stub.log()).toEqual(['GET /global/backendBuckets/sitewright-cafe-aurora-1a2b3c', 'GET /global/urlMaps/sites']);
    expect([...stub.backendBuckets.keys()].filter((k) => k.startsWith('sitewright-'))).toEqual(['sitewright-cafe-aurora-1a2b3c']);
    expect(map().hostRules).toHaveLength(1);
  });

  it('should keep both sites in the shared URL map when two are published at once', async () => {
    // Act: both read the same fingerprint; the second write meets a 412 and reads the map again.
    await Promise.all([edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c'), edge().publish('bike-shop-9f8e7d', 'sitewright-bike-shop-9f8e7d')]);

    // Assess
    expect(map().hostRules.map((r) => r.hosts[0]).sort()).toEqual(['bike-shop-9f8e7d.sites.example.net', 'cafe-aurora-1a2b3c.sites.example.net']);
    expect(map().pathMatchers.map((m) => m.name).sort()).toEqual(['bike-shop-9f8e7d', 'cafe-aurora-1a2b3c']);
    expect(stub.log().filter((l) => l === 'PUT /global/urlMaps/sites').length).toBeGreaterThanOrEqual(2);
  });

  it('should read the URL map again and retry when its fingerprint no longer matches (412)', async () => {
    // Prepare
    stub.inject({ method: 'PUT', path: /\/urlMaps\/sites$/, times: 1, status: 412, message: 'Invalid fingerprint.', reason: 'conditionNotMet' });

    // Act
    await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');

    // Assess
    expect(stub.log().filter((l) => l.includes('/urlMaps/'))).toEqual(['GET /global/urlMaps/sites', 'PUT /global/urlMaps/sites', 'GET /global/urlMaps/sites', 'PUT /global/urlMaps/sites']);
    expect(map().hostRules).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('should invalidate each fresh path once for the site host, never a hashed asset, without waiting', async () => {
    // Prepare
    await published();

    // Act
    await edge().invalidate('cafe-aurora-1a2b3c', ['/', '/index.html', 'index.html', '/assets/style.1a2b3c4d.css', '/assets/script.0f9e8d7c.js', '/img-0a1b2c3d4e.webp']);

    // Assess
    expect(stub.invalidations).toEqual([
      { host: 'cafe-aurora-1a2b3c.sites.example.net', path: '/' },
      { host: 'cafe-aurora-1a2b3c.sites.example.net', path: '/index.html' },
    ]);
    expect(stub.log()).toEqual(['POST /global/urlMaps/sites/invalidateCache', 'POST /global/urlMaps/sites/invalidateCache']);
  });

  it('should give up with a transient HostError when the quota stays exhausted (429)', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /\/backendBuckets\//, times: 99, status: 429, message: "Quota exceeded for quota metric 'Queries' of service 'compute.googleapis.com'", reason: 'rateLimitExceeded' });

    // Act
    const err = await edge(3).publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: true, status: 429, message: expect.stringMatching(/reading backend bucket sitewright-cafe-aurora-1a2b3c failed \(HTTP 429\).*quota/) });
    expect(stub.calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('should retry a 403 that is a rate limit (rateLimitExceeded) and then succeed', async () => {
    // Prepare
    stub.inject({ method: 'POST', path: /\/backendBuckets$/, times: 1, status: 403, message: 'Rate Limit Exceeded', reason: 'rateLimitExceeded' });

    // Act
    const url = await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');

    // Assess
    expect(url).toBe('https://cafe-aurora-1a2b3c.sites.example.net/');
    expect(sleeps).toHaveLength(1);
    expect(stub.log().filter((l) => l === 'POST /global/backendBuckets')).toHaveLength(2);
  });

  it('should retry a 503 and then succeed, but not a 400', async () => {
    // Prepare
    stub.inject({ method: 'GET', path: /\/urlMaps\/sites$/, times: 1, status: 503, message: 'Service Unavailable', reason: 'backendError' });

    // Act
    await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');
    stub.inject({ method: 'GET', path: /\/backendBuckets\//, times: 1, status: 400, message: 'Invalid value for field', reason: 'invalid' });
    const err = await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c').catch((e: unknown) => e);

    // Assess
    expect(sleeps).toHaveLength(1);
    expect(map().hostRules).toHaveLength(1);
    expect(err).toMatchObject({ transient: false, status: 400, message: expect.stringContaining('Invalid value for field') });
  });

  it('should fail permanently on a 403 permission error, naming the roles the service account needs', async () => {
    // Prepare
    stub.inject({ method: 'POST', path: /\/backendBuckets$/, times: 1, status: 403, message: "Required 'compute.backendBuckets.create' permission for 'projects/p1/global/backendBuckets/sitewright-cafe-aurora-1a2b3c'", reason: 'forbidden' });

    // Act
    const err = await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 403 });
    expect((err as Error).message).toMatch(/roles\/compute\.loadBalancerAdmin.*roles\/certificatemanager\.editor.*p1.*compute\.backendBuckets\.create/);
    expect(sleeps).toEqual([]);
  });

  it('should wait for an operation that is still running for a few polls', async () => {
    // Prepare
    stub.planOperation({ path: /\/backendBuckets$/, polls: 3 });

    // Act
    await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c');

    // Assess
    expect(stub.log().filter((l) => l === 'POST /global/operations/operation-1/wait')).toHaveLength(4);
    expect(polls).toEqual([1, 1, 1]);
    expect(stub.backendBuckets.has('sitewright-cafe-aurora-1a2b3c')).toBe(true);
    expect(map().hostRules).toHaveLength(1);
  });

  it('should turn an operation that ends in error into a HostError and not route the site', async () => {
    // Prepare
    stub.planOperation({ path: /\/backendBuckets$/, error: { code: 'QUOTA_EXCEEDED', message: "Quota 'BACKEND_BUCKETS' exceeded.  Limit: 50.0 globally.", httpStatus: 403 } });

    // Act
    const err = await edge().publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 403, message: expect.stringMatching(/creating backend bucket .*QUOTA_EXCEEDED.*Quotas.*BACKEND_BUCKETS/) });
    expect(map().hostRules).toEqual([]);
  });

  it('should give up with a transient HostError on an operation still running at the deadline', async () => {
    // Prepare
    stub.planOperation({ path: /\/backendBuckets$/, polls: 10_000 });

    // Act
    const err = await edge(1, { operations: { pollMs: 1, timeoutMs: 50 } }).publish('cafe-aurora-1a2b3c', 'sitewright-cafe-aurora-1a2b3c').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: true, message: expect.stringContaining('still running after') });
  });

  it('should add a custom domain: authorization, certificate, map entry and host rule, and the two records', async () => {
    // Prepare
    await published();

    // Act
    const records = await edge().addDomain('cafe-aurora-1a2b3c', 'WWW.Cafe-Aurora.com.');

    // Assess
    const auth = [...stub.dnsAuthorizations.values()][0] as { domain: string; dnsResourceRecord: { data: string } };
    expect(records).toEqual([
      { type: 'CNAME', name: 'www.cafe-aurora.com', value: 'cafe-aurora-1a2b3c.sites.example.net.', purpose: 'points the domain at your site' },
      { type: 'CNAME', name: '_acme-challenge.www.cafe-aurora.com', value: auth.dnsResourceRecord.data, purpose: 'proves you own it' },
    ]);
    expect(auth.domain).toBe('www.cafe-aurora.com');
    const [certName, cert] = [...stub.certificates.entries()][0] as [string, { name: string; managed: { domains: string[]; dnsAuthorizations: string[] } }];
    expect(cert.managed).toMatchObject({ domains: ['www.cafe-aurora.com'], dnsAuthorizations: [`projects/p1/locations/global/dnsAuthorizations/${certName}`] });
    expect([...stub.certificateMapEntries.entries()]).toEqual([[`sites/${certName}`, expect.objectContaining({ hostname: 'www.cafe-aurora.com', certificates: [cert.name] })]]);
    expect(certName).toMatch(/^sitewright-www-cafe-aurora-com-[0-9a-f]{6}$/);
    expect(map().hostRules).toContainEqual({ hosts: ['www.cafe-aurora.com'], pathMatcher: 'cafe-aurora-1a2b3c' });
    expect(stub.log().filter((l) => /operations\/operation-\d+$/.test(l))).toHaveLength(3);
  });

  it('should answer the same records when a domain is added twice, creating nothing new', async () => {
    // Prepare
    await published();
    const first = await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');

    // Act
    const again = await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');

    // Assess
    expect(again).toEqual(first);
    expect([stub.dnsAuthorizations.size, stub.certificates.size, stub.certificateMapEntries.size]).toEqual([1, 1, 1]);
    expect(map().hostRules).toHaveLength(2);
  });

  it('should wait for a Certificate Manager operation that takes a few polls', async () => {
    // Prepare
    await published();
    stub.planOperation({ path: /\/certificates$/, polls: 2 });

    // Act
    await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');

    // Assess: operations 1–3 are publish's two and the domain's host rule, 4 the authorization's.
    const certOp = stub.log().findIndex((l) => l === 'POST /certificates');
    expect(stub.log().slice(certOp, certOp + 4)).toEqual(['POST /certificates', 'GET /operations/operation-5', 'GET /operations/operation-5', 'GET /operations/operation-5']);
    expect(stub.certificateMapEntries.size).toBe(1);
  });

  it('should turn a Certificate Manager operation that fails into a permanent HostError', async () => {
    // Prepare
    await published();
    stub.planOperation({ path: /\/certificateMapEntries$/, error: { code: 'INVALID_ARGUMENT', message: 'hostname www.cafe-aurora.com is not covered by certificate' } });

    // Act
    const err = await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com').catch((e: unknown) => e);

    // Assess
    expect(err).toBeInstanceOf(HostError);
    expect(err).toMatchObject({ transient: false, status: 400, message: expect.stringContaining('is not covered by certificate') });
  });

  it('should refuse what is no domain, or a name under the sites domain, before calling Google', async () => {
    // Prepare
    await published();

    // Act
    const errors = await Promise.all(['https://www.example.org', 'localhost', 'a_b.example.org', 'shop.sites.example.net', 'sites.example.net']
      .map((d) => edge().addDomain('cafe-aurora-1a2b3c', d).catch((e: unknown) => e)));

    // Assess
    for (const err of errors) expect(err).toMatchObject({ transient: false, message: expect.stringMatching(/is not a domain name|wildcard certificate already serves/) });
    expect(stub.calls).toEqual([]);
  });

  it('should refuse a custom domain for a site that is not published', async () => {
    // Act
    const err = await edge().addDomain('never-published-1a2b3c', 'www.example.org').catch((e: unknown) => e);

    // Assess
    expect(err).toMatchObject({ transient: false, message: expect.stringContaining('not published yet') });
    expect(stub.certificates.size).toBe(0);
  });

  it('should report a certificate as provisioning, active, or failed with a reason an owner understands', async () => {
    // Prepare
    await published();
    await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');
    const site = edge();

    // Act / Assess
    await expect(site.certificate('www.cafe-aurora.com')).resolves.toEqual({ state: 'provisioning' });
    stub.setCertificate('www.cafe-aurora.com', { state: 'ACTIVE', authorizationAttemptInfo: [{ domain: 'www.cafe-aurora.com', state: 'AUTHORIZED' }] });
    await expect(site.certificate('www.cafe-aurora.com')).resolves.toEqual({ state: 'active' });
    stub.setCertificate('www.cafe-aurora.com', { state: 'FAILED', provisioningIssue: { reason: 'AUTHORIZATION_ISSUE' }, authorizationAttemptInfo: [{ domain: 'www.cafe-aurora.com', state: 'FAILED', failureReason: 'CONFIG', details: 'CNAME record not found' }] });
    await expect(site.certificate('www.cafe-aurora.com')).resolves.toEqual({ state: 'failed', reason: expect.stringMatching(/DNS records of www\.cafe-aurora\.com are missing.*_acme-challenge.*\(Google says: CNAME record not found\)/) });
    stub.setCertificate('www.cafe-aurora.com', { state: 'FAILED', authorizationAttemptInfo: [{ domain: 'www.cafe-aurora.com', state: 'FAILED', failureReason: 'CAA' }] });
    await expect(site.certificate('www.cafe-aurora.com')).resolves.toEqual({ state: 'failed', reason: expect.stringContaining('CAA record') });
    await expect(site.certificate('shop.example.org')).resolves.toEqual({ state: 'failed', reason: expect.stringContaining('No certificate has been requested for shop.example.org') });
  });

  it('should remove a domain: host rule, map entry, certificate and authorization, and again without error', async () => {
    // Prepare
    await published();
    await edge().addDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');

    // Act
    await edge().removeDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');
    stub.calls.length = 0;
    await edge().removeDomain('cafe-aurora-1a2b3c', 'www.cafe-aurora.com');

    // Assess
    expect([stub.dnsAuthorizations.size, stub.certificates.size, stub.certificateMapEntries.size]).toEqual([0, 0, 0]);
    expect(map().hostRules).toEqual([{ hosts: ['cafe-aurora-1a2b3c.sites.example.net'], pathMatcher: 'cafe-aurora-1a2b3c' }]);
    expect(stub.log().map((l) => l.replace(/\/sitewright-www-cafe-aurora-com-[0-9a-f]{6}$/, '/{id}'))).toEqual([
      'GET /global/urlMaps/sites',
      'DELETE /certificateMaps/sites/certificateMapEntries/{id}',
      'DELETE /certificates/{id}',
      'DELETE /dnsAuthorizations/{id}',
    ]);
    expect(sleeps).toEqual([]);
  });
});
