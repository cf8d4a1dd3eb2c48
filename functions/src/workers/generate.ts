import { runGeneration } from '@sitewright/core/projects/generate';
import { generateJobSchema } from '@sitewright/core/schemas/jobs';
import { getBlobs } from '../blob-store';
import { getDeps } from '../deps';
import { getGenerator, getPhotoDeps } from '../engine';
import { createJobWorker } from './job-worker';

/**
 * The generate worker (ARCHITECTURE.md "Generation is a job"): runs the generator for one project. A
 * failing job is retried by SQS and, on its last receive, marks the project `failed` before its message
 * moves to the DLQ.
 */
export const handler = createJobWorker('generate-worker', generateJobSchema, async (job, lastAttempt) => {
  const deps = await getDeps();
  return { outcome: await runGeneration({ ...deps, blobs: getBlobs(deps.config), engine: getGenerator(deps.config), images: getPhotoDeps(deps.config) }, job, lastAttempt) };
});
