import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, UpstreamError } from '../errors';
import type { CustomDomainView } from '../schemas/deployment';
import type { DomainJob } from '../schemas/jobs';
import type { DeploymentRecord } from './ports';
import { ownedDeployment, type DeploymentDeps } from './use-cases';

/** Why a domain cannot be added yet. */
export const NO_LIVE_SITE = 'This deployment has no live site yet. Deploy it first, then add a domain.';
/** A second domain while one is set up. */
export const ONE_DOMAIN = 'Remove the current domain first.';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A domain just asked for, before its first step: `waiting_for_dns`, no records yet (issue 21 §2). Used by
 * the deployment page's Add domain and by a deploy that was given a custom domain.
 */
export function pendingDomain(name: string, nowIso: string): CustomDomainView {
  return { name, state: 'waiting_for_dns', reason: 'Setting up the certificate and the DNS records to create…', records: [], checks: 0, next_check_at: nowIso, updated_at: nowIso };
}

/** Queues the domain's next step; when the queue refuses, the record goes back as it was and the caller gets 503. */
async function queueStep(deps: DeploymentDeps, before: DeploymentRecord, saved: DeploymentRecord, action: DomainJob['action']): Promise<void> {
  try {
    await deps.queue.send({ type: 'domain', deployment_id: saved.id, job_id: `job_${randomUUID()}`, action });
  } catch (err) {
    await deps.deployments.update({ ...saved, domain: before.domain ?? null, updated_at: before.updated_at });
    throw new UpstreamError(`Could not queue the domain's setup; please try again. (${(err as Error).message})`, 503);
  }
}

/**
 * PUT /api/deployment/{id}/domain (issue 21 §2): serve the deployed site at `domain` too. Records the
 * domain `waiting_for_dns` and queues its setup (the deploy worker asks the edge for a certificate and
 * the DNS records, then checks the DNS with backoff). The same domain again is answered as it stands.
 * @throws NotFoundError (404); ConflictError (409) without a live site, or while another domain is set.
 */
export async function requestDomain(deps: DeploymentDeps, userId: string, id: string, domain: string): Promise<{ domain: CustomDomainView }> {
  const d = await ownedDeployment(deps, userId, id);
  if (d.status !== 'deployed' || !d.url) throw new ConflictError(NO_LIVE_SITE);
  if (d.domain && d.domain.name === domain && d.domain.state !== 'failed' && d.domain.state !== 'removing') return { domain: d.domain };
  if (d.domain && d.domain.state !== 'failed') throw new ConflictError(ONE_DOMAIN);
  const now = iso(deps.clock.now());
  const view = pendingDomain(domain, now);
  const saved = await deps.deployments.update({ ...d, domain: view, updated_at: now });
  await queueStep(deps, d, saved, 'add');
  return { domain: view };
}

/**
 * POST /api/deployment/{id}/domain/check: checks the DNS again now (waiting) or starts over after a
 * failure. @throws NotFoundError (404, also without a domain); ConflictError (409) once active or removing.
 */
export async function checkDomainNow(deps: DeploymentDeps, userId: string, id: string): Promise<{ domain: CustomDomainView }> {
  const d = await ownedDeployment(deps, userId, id);
  if (!d.domain) throw new NotFoundError('This deployment has no custom domain.');
  if (d.domain.state !== 'waiting_for_dns' && d.domain.state !== 'failed') throw new ConflictError(`The domain is ${d.domain.state.replace(/_/g, ' ')}; there is nothing to check.`);
  const now = iso(deps.clock.now());
  const view: CustomDomainView = { ...d.domain, state: 'waiting_for_dns', checks: 0, next_check_at: now, updated_at: now, reason: 'Checking the DNS records now…' };
  const saved = await deps.deployments.update({ ...d, domain: view, updated_at: now });
  await queueStep(deps, d, saved, d.domain.records.length ? 'check' : 'add');
  return { domain: view };
}

/**
 * DELETE /api/deployment/{id}/domain: stops serving the domain; its certificate and routing are removed
 * by the worker, then the domain is gone from the record. @throws NotFoundError (404).
 */
export async function removeDomain(deps: DeploymentDeps, userId: string, id: string): Promise<{ domain: CustomDomainView | null }> {
  const d = await ownedDeployment(deps, userId, id);
  if (!d.domain) return { domain: null };
  if (d.domain.state === 'removing') return { domain: d.domain };
  const now = iso(deps.clock.now());
  const view: CustomDomainView = { ...d.domain, state: 'removing', reason: 'Removing the certificate and the routing…', next_check_at: null, updated_at: now };
  const saved = await deps.deployments.update({ ...d, domain: view, updated_at: now });
  await queueStep(deps, d, saved, 'remove');
  return { domain: view };
}
