import * as z from 'zod/mini';
import { hostnameSchema } from './hostname';
import './zod-locale';

export const DEPLOYMENT_STATUSES = ['deploying', 'deployed', 'failed'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];
/** Log levels of SPEC §3 (SUCCESS, ERROR, WARNING or other: INFO). */
export const LOG_LEVELS = ['SUCCESS', 'ERROR', 'WARNING', 'INFO'] as const;

/** The five enhanced deployment steps, in order (SPEC §4). */
export const DEPLOY_STEP_NAMES = [
  'Creating GitHub Repository', 'Preparing Project Files', 'Pushing to GitHub', 'Configuring GCP', 'Deploying to GCP',
] as const;

export const deploymentLogSchema = z.object({
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  timestamp: z.string(),
});
export type DeploymentLog = z.infer<typeof deploymentLogSchema>;

/** A deployment (SPEC §3). */
export const deploymentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  user_id: z.string(),
  platform: z.string(),
  status: z.enum(DEPLOYMENT_STATUSES),
  url: z.nullable(z.string()),
  error_message: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  custom_domain: z.nullable(z.string()),
  metadata: z.object({ github_repo: z.nullable(z.string()), github_url: z.nullable(z.string()) }),
  logs: z.array(deploymentLogSchema),
  current_step: z.int().check(z.minimum(0)),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export { hostnameSchema } from './hostname';

/**
 * What is wrong with a custom domain as typed, or null when it is fine or blank (blank means none, SPEC §5):
 * the same rule as the deploy request's, for the field's message before submit (issue 17 §5).
 */
export function customDomainProblem(value: string): string | null {
  if (!value.trim()) return null;
  return hostnameSchema.safeParse(value).success ? null : 'Enter a domain name such as www.example.com, without https:// or a path.';
}

/** POST /api/deploy/enhanced (SPEC §3 Deploy request). A blank custom domain counts as none (SPEC §5). */
export const deployRequestSchema = z.object({
  project_id: z.string().check(z.minLength(1), z.maxLength(100)),
  platform: z._default(z.string(), 'gcp'),
  custom_domain: z.pipe(
    z.pipe(z.nullish(z.string()), z.transform((v) => (v && v.trim() ? v.trim() : undefined))),
    z.optional(hostnameSchema),
  ),
});
export type DeployRequest = z.output<typeof deployRequestSchema>;
export const deployResponseSchema = z.object({
  success: z.boolean(),
  deployment_id: z.optional(z.string()),
  message: z.optional(z.string()),
  url: z.optional(z.nullable(z.string())),
  error: z.optional(z.string()),
});

/** Deployment progress (SPEC §3): currentStep, totalSteps (5), percentage, logs, status. */
export const deploymentProgressSchema = z.object({
  currentStep: z.int(),
  totalSteps: z.int(),
  percentage: z.number(),
  logs: z.array(deploymentLogSchema),
  status: z.string(),
});
export const progressResponseSchema = z.object({
  success: z.boolean(),
  progress: deploymentProgressSchema,
  deployment: z.object({ url: z.nullable(z.string()), error_message: z.nullable(z.string()), metadata: deploymentSchema.shape.metadata }),
});

/** GET /api/deployment/{id}/manage (SPEC §3 Management response). */
export const manageResponseSchema = z.object({
  success: z.boolean(),
  management: z.object({
    deployment: deploymentSchema,
    project: z.object({ id: z.string(), business_name: z.string(), industry: z.string(), created_at: z.string() }),
    management_options: z.object({ can_redeploy: z.boolean(), can_delete: z.boolean() }),
    gcp_info: z.object({ github_repo: z.nullable(z.string()), github_url: z.nullable(z.string()) }),
  }),
});
export const successResponseSchema = z.object({ success: z.boolean() });

/**
 * A custom domain's setup as the deployment page shows it (issue 21 §2): the domain, the step it is at,
 * why (a failure's reason, or what it waits for), and the DNS records the owner must create.
 * waiting_for_dns ▶ issuing_certificate ▶ active; failed (retry with POST …/domain/check); removing ▶ gone.
 */
export const DOMAIN_STATES = ['waiting_for_dns', 'issuing_certificate', 'active', 'failed', 'removing'] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];
export interface DomainRecordView {
  type: 'CNAME' | 'A' | 'TXT';
  name: string;
  value: string;
  purpose: string;
}
export interface CustomDomainView {
  name: string;
  state: DomainState;
  /** A failure's reason, or what the next step waits for; null when active. */
  reason: string | null;
  records: DomainRecordView[];
  /** DNS checks made so far, and when the next one runs (ISO 8601), while waiting. */
  checks: number;
  next_check_at: string | null;
  updated_at: string;
}

/**
 * POST /api/deployment/{id}/domain (issue 21 §2; one route, for CloudFormation's resource budget):
 * `add` a domain (same rule as SPEC §5's field), `check` its DNS again, or `remove` it.
 */
export const domainRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), domain: hostnameSchema }),
  z.object({ action: z.literal('check') }),
  z.object({ action: z.literal('remove') }),
]);
export type DomainRequest = z.output<typeof domainRequestSchema>;
