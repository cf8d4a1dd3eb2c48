/**
 * Issue 21 §1 through the real deploy worker: with SITES_DOMAIN and the load balancer's maps configured,
 * a deployment to (a stand-in of) Google Cloud Storage is served at https://{slug}.{SITES_DOMAIN}/ by
 * (a stand-in of) the load balancer: a CDN-enabled backend bucket and a host rule; a redeploy invalidates
 * only / and /index.html.
 */
import { startGcsStub, type GcsStub } from '@sitewright/deploy/gcs/gcs-api-stub';
import { startGcpEdgeStub, type GcpEdgeStub } from '@sitewright/deploy/edge/gcp-edge-stub';
import { startTestStack } from '../../local/test-stack';
import { deployedSite, eventually, signedInUser } from '../../local/test-users';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let gcs: GcsStub;
let edge: GcpEdgeStub;

beforeAll(async () => {
  gcs = await startGcsStub();
  edge = await startGcpEdgeStub({ project: 'p1', urlMaps: ['sites'], certificateMaps: ['sites'] });
  stack = await startTestStack({
    GCS_API_ENDPOINT: gcs.apiEndpoint, GCP_PROJECT_ID: 'p1',
    SITES_DOMAIN: 'sites.example.net', GCP_URL_MAP: 'sites', GCP_CERTIFICATE_MAP: 'sites', GCP_EDGE_API_ENDPOINT: edge.apiEndpoint,
  });
}, 60_000);
afterAll(async () => {
  await stack.stop();
  await edge.close();
  await gcs.close();
});

describe('the HTTPS edge in GCP (issue 21 §1)', () => {
  it('It should serve a deployment at https://{slug}.sites.example.net/ through a CDN backend bucket, and invalidate only the HTML on a redeploy', async () => {
    const { token } = await signedInUser(stack, 'edge@example.com', 'Edge Owner');
    const { deploymentId, url } = await deployedSite(stack, token, { business_name: 'Cafe Aurora', industry: 'Food & Restaurant', description: 'Coffee and cake.', target_audience: 'Neighbours' });
    const slug = /^https:\/\/(cafe-aurora-[0-9a-f]{6})\.sites\.example\.net\/$/.exec(url)?.[1];
    expect(slug).toBeDefined();
    expect(edge.backendBuckets.get(`sitewright-${slug}`)).toMatchObject({ bucketName: `sitewright-${slug}`, enableCdn: true });
    const map = edge.urlMaps.get('sites') as { hostRules: Array<{ hosts: string[]; pathMatcher: string }> };
    expect(map.hostRules).toEqual(expect.arrayContaining([expect.objectContaining({ hosts: [`${slug}.sites.example.net`] })]));
    expect(gcs.objects.has(`sitewright-${slug}/index.html`)).toBe(true);

    const before = edge.calls.filter((c) => c.path.endsWith('/invalidateCache')).length;
    expect((await stack.api('POST', `/api/deployment/${deploymentId}/redeploy`, undefined, { token })).status).toBe(202);
    await eventually(async () => ((await stack.api<{ progress: { status: string } }>('GET', `/api/deployment/${deploymentId}/progress`, undefined, { token })).body.progress.status === 'deployed' ? true : undefined), 30_000);
    const invalidations = edge.calls.filter((c) => c.path.endsWith('/invalidateCache')).slice(before).map((c) => c.body);
    expect(invalidations).toEqual([{ host: `${slug}.sites.example.net`, path: '/' }, { host: `${slug}.sites.example.net`, path: '/index.html' }]);
  }, 60_000);
});
