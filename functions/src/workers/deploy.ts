import { deployJobSchema } from '@sitewright/core/schemas/jobs';
import { runDeployment, type PipelineDeps } from '@sitewright/deploy/pipeline';
import { getBlobs } from '../blob-store';
import { getDeps } from '../deps';
import { createDeployHosts } from './deploy-hosts';
import { createJobWorker } from './job-worker';

let pipeline: Promise<PipelineDeps> | undefined;

/**
 * The deploy worker: the five steps of SPEC §4 (packages/deploy). Transient failures retry through
 * SQS; the last one fails the deployment and the message goes to the DLQ.
 */
export const handler = createJobWorker('deploy-worker', deployJobSchema, async (job, lastAttempt) => {
  pipeline ??= getDeps().then(async (d) => ({ ...d, blobs: getBlobs(d.config), formsUrl: d.config.formsUrl, ...(await createDeployHosts(d.config)) }));
  const deps = await pipeline;
  const outcome = await runDeployment(deps, job, lastAttempt);
  const d = await deps.deployments.get(job.deployment_id);
  return { outcome, status: d?.status, url: d?.url };
});
