import * as z from 'zod/mini';
import './zod-locale';

/**
 * Queue messages, one discriminated union (CONVENTIONS.md: serverless-full-stack-webapp-starter-kit).
 * `job_id` is the idempotency key: a worker that finds the job already done acknowledges and stops.
 */
export const generateJobSchema = z.object({ type: z.literal('generate'), project_id: z.string().check(z.minLength(1)), job_id: z.string().check(z.minLength(1)) });
export const deployJobSchema = z.object({ type: z.literal('deploy'), deployment_id: z.string().check(z.minLength(1)), job_id: z.string().check(z.minLength(1)) });
export const jobMessageSchema = z.discriminatedUnion('type', [generateJobSchema, deployJobSchema]);
export type GenerateJob = z.infer<typeof generateJobSchema>;
export type DeployJob = z.infer<typeof deployJobSchema>;
export type JobMessage = z.infer<typeof jobMessageSchema>;
