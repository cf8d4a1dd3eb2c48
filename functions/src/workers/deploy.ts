import { deployQueueJobSchema } from '@sitewright/core/schemas/jobs';
import { runDomainJob, type DomainDeps } from '@sitewright/deploy/domains';
import { runDeployment, type PipelineDeps } from '@sitewright/deploy/pipeline';
import { createDnsLookup } from '../adapters/dns-lookup';
import { getBlobs } from '../blob-store';
import { getDeps, type Deps } from '../deps';
import { createDeployHosts } from './deploy-hosts';
import { createJobWorker } from './job-worker';

let pipeline: Promise<PipelineDeps & Deps & { dns: DomainDeps['dns'] }> | undefined;

/**
 * The deploy worker: the five steps of SPEC §4 (packages/deploy), and the steps of custom domains (issue 21
 * §2: set up at the edge, DNS checks with backoff, certificate, removal). Transient failures retry through
 * SQS; the last one fails the deployment (or ends the domain failed, with the reason) and the message goes to the DLQ.
 */
export const handler = createJobWorker('deploy-worker', deployQueueJobSchema, async (job, lastAttempt) => {
  pipeline ??= getDeps().then(async (d) => ({
    ...d, blobs: getBlobs(d.config), formsUrl: d.config.formsUrl, ...(await createDeployHosts(d.config)),
    dns: createDnsLookup(d.config.DNS_SERVERS?.split(',').map((s) => s.trim()).filter(Boolean)),
  }));
  const deps = await pipeline;
  if (job.type === 'domain') {
    const outcome = await runDomainJob({ ...deps, checkBaseDelayS: deps.config.DOMAIN_CHECK_BASE_S, maxChecks: deps.config.DOMAIN_MAX_CHECKS }, job, lastAttempt);
    const d = await deps.deployments.get(job.deployment_id);
    return { outcome, action: job.action, domain: d?.domain?.name, state: d?.domain?.state ?? 'gone' };
  }
  const outcome = await runDeployment(deps, job, lastAttempt);
  const d = await deps.deployments.get(job.deployment_id);
  return { outcome, status: d?.status, url: d?.url };
});
