import type { CustomDomainView, DeploymentLog, DeploymentStatus } from '../schemas/deployment';

/** How a deployment publishes: enhanced = GitHub repository + GCS; basic = GCS only (SPEC §2 Deploy tab). */
export type DeploymentKind = 'enhanced' | 'basic';

/** What each finished step recorded, so a redelivered job skips it (ARCHITECTURE.md "Deploys are idempotent"). */
export interface DeploymentSteps {
  repo?: { fullName: string; url: string; defaultBranch: string };
  commit?: { sha: string };
  bucket?: string;
  /**
   * The site's name at the edge and in its bucket's name (`{slug}-{short id}`, packages/deploy naming.ts),
   * fixed by the first deploy: a redeploy and the custom domain's steps use it, so renaming the business
   * does not move the site to a new address (and leave its custom domain on the old one).
   */
  site?: string;
}

/** A stored deployment (SPEC §3 Deployment plus bookkeeping). */
export interface DeploymentRecord {
  id: string;
  project_id: string;
  user_id: string;
  platform: string;
  kind: DeploymentKind;
  status: DeploymentStatus;
  url: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  custom_domain: string | null;
  metadata: { github_repo: string | null; github_url: string | null };
  logs: DeploymentLog[];
  /** Steps done so far, 0 to 5 (SPEC §4: a step is done when currentStep ≥ its number). */
  current_step: number;
  steps: DeploymentSteps;
  /** Idempotency key of the job that owns the `deploying` state. */
  job_id: string;
  version: number;
  /** The custom domain served through the HTTPS edge, and where its setup stands (issue 21 §2). */
  domain?: CustomDomainView | null;
}

/** Storage of deployments (the deployments table in DynamoDB; an in-memory fake in unit tests). */
export interface DeploymentRepository {
  get(id: string): Promise<DeploymentRecord | null>;
  create(d: DeploymentRecord): Promise<void>;
  /** Versioned write (optimistic concurrency). @throws ConflictError. */
  update(d: DeploymentRecord): Promise<DeploymentRecord>;
  delete(id: string): Promise<void>;
  /** A project's deployments, newest first. */
  listByProject(projectId: string): Promise<DeploymentRecord[]>;
  /**
   * Takes the per-project deploy lock for `deploymentId` (a conditional write), so two deploys of one
   * project cannot run at once. A lock older than `staleMs` is taken over, and so is one held by
   * `takeOverFrom` (a deployment the caller found finished or stale). @returns false when held.
   */
  lockProject(projectId: string, deploymentId: string, now: number, staleMs: number, takeOverFrom?: string): Promise<boolean>;
  /** The deployment holding the project's lock, if any. */
  lockHolder(projectId: string): Promise<string | null>;
  /** Releases the lock if `deploymentId` holds it. */
  unlockProject(projectId: string, deploymentId: string): Promise<void>;
}
