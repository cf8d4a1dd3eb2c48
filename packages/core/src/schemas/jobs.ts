import * as z from 'zod/mini';
import './zod-locale';

/**
 * Queue messages, one discriminated union (CONVENTIONS.md: serverless-full-stack-webapp-starter-kit).
 * `job_id` is the idempotency key: a worker that finds the job already done acknowledges and stops.
 */
export const generateJobSchema = z.object({ type: z.literal('generate'), project_id: z.string().check(z.minLength(1)), job_id: z.string().check(z.minLength(1)) });
export const deployJobSchema = z.object({ type: z.literal('deploy'), deployment_id: z.string().check(z.minLength(1)), job_id: z.string().check(z.minLength(1)) });
/** A custom domain's next step (issue 21 §2), on the deploy queue: set it up, check its DNS and certificate, or remove it. */
export const domainJobSchema = z.object({
  type: z.literal('domain'), deployment_id: z.string().check(z.minLength(1)), job_id: z.string().check(z.minLength(1)),
  action: z.enum(['add', 'check', 'remove']),
});
export const jobMessageSchema = z.discriminatedUnion('type', [generateJobSchema, deployJobSchema, domainJobSchema]);
/** What the deploy queue carries: a deployment's run, or a custom domain's step. */
export const deployQueueJobSchema = z.discriminatedUnion('type', [deployJobSchema, domainJobSchema]);
export type DomainJob = z.infer<typeof domainJobSchema>;
export type GenerateJob = z.infer<typeof generateJobSchema>;
export type DeployJob = z.infer<typeof deployJobSchema>;
export type JobMessage = z.infer<typeof jobMessageSchema>;
