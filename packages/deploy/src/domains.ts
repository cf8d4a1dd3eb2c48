import type { DeploymentRecord, DeploymentRepository } from '@sitewright/core/deployments/ports';
import type { LivePublisher } from '@sitewright/core/live/ports';
import type { Clock } from '@sitewright/core/ports';
import type { JobQueue, ProjectRepository } from '@sitewright/core/projects/ports';
import type { CustomDomainView } from '@sitewright/core/schemas/deployment';
import type { DomainJob } from '@sitewright/core/schemas/jobs';
import { deploymentSiteName, hostName } from './naming';
import { HostError, type DnsRecord, type SiteEdge } from './ports';

/** Looks up DNS (node:dns/promises in the functions; a stand-in in tests). */
export interface DnsLookup {
  /** The CNAME targets of `name`, lower case without the trailing dot; [] when it has none or does not exist. */
  cname(name: string): Promise<string[]>;
}

/** What a custom domain's step needs (the deploy worker's dependencies). */
export interface DomainDeps {
  deployments: DeploymentRepository;
  projects: ProjectRepository;
  queue: JobQueue;
  clock: Clock;
  dns: DnsLookup;
  /** The HTTPS edge; without one custom domains cannot be served (the step fails with a reason). */
  edge?: SiteEdge;
  live?: LivePublisher;
  /** First wait between DNS checks, doubling up to 15 minutes (SQS's longest delay). Default 30 s. */
  checkBaseDelayS?: number;
  /** Checks before the domain ends `failed` (default 12: about 1 h 40 min with the defaults). */
  maxChecks?: number;
}

const MAX_DELAY_S = 900;

/** Which of `records` DNS does not answer as asked, with what it answers instead. */
async function unmet(dns: DnsLookup, records: DnsRecord[]): Promise<Array<{ record: DnsRecord; found: string[] }>> {
  const out: Array<{ record: DnsRecord; found: string[] }> = [];
  for (const record of records) {
    if (record.type !== 'CNAME') continue;
    const found = (await dns.cname(record.name).catch(() => [])).map(hostName);
    if (!found.includes(hostName(record.value))) out.push({ record, found });
  }
  return out;
}

/** What the owner reads while DNS is not there yet (or points elsewhere: "moved"). */
function waitingReason(missing: Array<{ record: DnsRecord; found: string[] }>): string {
  const [first] = missing;
  if (!first) return '';
  const { record, found } = first;
  return found.length
    ? `${record.name} points at ${found.join(', ')}, not at ${hostName(record.value)}. Change its ${record.type} record.`
    : `No ${record.type} record for ${record.name} yet (it should point at ${hostName(record.value)}). DNS changes can take a while to appear.`;
}

/**
 * Whether `stored` is still the domain this job last read or wrote as `mine`: nobody removed it, replaced
 * it or started it over (Check again) meanwhile. Compares what every such change rewrites.
 */
function unchanged(mine: CustomDomainView | null | undefined, stored: CustomDomainView | null | undefined): boolean {
  return Boolean(mine && stored && mine.name === stored.name && mine.state === stored.state && mine.updated_at === stored.updated_at
    && mine.checks === stored.checks && mine.next_check_at === stored.next_check_at && mine.records.length === stored.records.length);
}

/**
 * One step of a custom domain (issue 21 §2), run by the deploy worker from the deploy queue:
 * - `add`: asks the edge to serve the domain (DNS authorization, managed certificate, routing) and
 *   records the DNS records the owner must create, then checks as below;
 * - `check`: looks the records up; while they are missing (or point elsewhere: the domain moved) the
 *   domain stays `waiting_for_dns` and the step is queued again after 30 s, 60 s, … up to 15 min, and
 *   after `maxChecks` it ends `failed` with the reason (Check again starts over); once they answer,
 *   `issuing_certificate` until the edge's certificate is active (then `active`) or failed (`failed`, its reason);
 * - `remove`: the edge stops serving it (certificate, authorization, routing go) and the domain is cleared.
 * A step that no longer matches the record (removed meanwhile, another domain) does nothing, and so does
 * one whose domain the owner removed, replaced or started over while it ran: its write would undo theirs.
 * If that happened while it asked the edge to serve the domain, it takes back what it added unless the
 * domain is still this one (the new step carries on).
 * An edge error that will not change, or any error on the last receive before the DLQ (`lastAttempt`),
 * ends the domain `failed` with the reason (Check again, or Remove again, retries), as a deployment's
 * last attempt does (pipeline.ts).
 * @throws HostError (transient) for SQS to retry the step (rethrown on the last attempt, after the domain
 * is ended, so the message still reaches the DLQ for on-call); ConflictError when the record is written
 * between this step's read and its write (SQS retries, and the retry sees the change).
 */
export async function runDomainJob(deps: DomainDeps, job: DomainJob, lastAttempt = false): Promise<'done' | 'skipped' | 'requeued'> {
  const d = await deps.deployments.get(job.deployment_id);
  if (!d?.domain) return 'skipped';
  // The project is read only for a deployment from before site names were recorded.
  const slug = deploymentSiteName(d, d.steps.site ? undefined : (await deps.projects.get(d.project_id))?.business_name);
  const now = () => new Date(deps.clock.now()).toISOString();
  let current: DeploymentRecord = d;
  /** Writes `patch` over the domain (null clears it); false, writing nothing, when the owner changed the domain since this step read it. */
  const save = async (patch: Partial<CustomDomainView> | null): Promise<boolean> => {
    const fresh = await deps.deployments.get(current.id);
    if (!fresh || !unchanged(current.domain, fresh.domain)) return false;
    const domain = patch === null ? null : { ...fresh.domain!, ...patch, updated_at: now() };
    current = await deps.deployments.update({ ...fresh, domain });
    const about = { project_id: current.project_id, deployment_id: current.id };
    await deps.live?.publish(current.project_id, [{ type: 'message', content: domain ? `${domain.name}: ${domain.state.replace(/_/g, ' ')}` : 'Custom domain removed', ...about }]);
    return true;
  };
  const finish = async (patch: Partial<CustomDomainView> | null) => ((await save(patch)) ? 'done' as const : 'skipped' as const);
  const domain = d.domain;

  const step = async (): Promise<'done' | 'skipped' | 'requeued'> => {
    if (job.action === 'remove') {
      if (domain.state !== 'removing') return 'skipped';
      if (deps.edge) await deps.edge.removeDomain(slug, domain.name);
      return finish(null);
    }
    if (domain.state === 'removing' || domain.state === 'active') return 'skipped';
    if (!deps.edge) {
      return finish({ state: 'failed', reason: 'Custom domains need the HTTPS edge, which this installation has not set up (SITES_DOMAIN).', next_check_at: null });
    }

    let records = domain.records;
    if (job.action === 'add' || records.length === 0) {
      try {
        records = await deps.edge.addDomain(slug, domain.name);
      } catch (err) {
        if (err instanceof HostError && err.transient) throw err;
        return finish({ state: 'failed', reason: `The domain could not be set up: ${(err as Error).message}`, next_check_at: null });
      }
      if (!(await save({ records }))) {
        // Removed (maybe already taken off the edge before this step's addDomain finished) or replaced
        // meanwhile: take back what this step added. Still this domain, started over: its new step carries on.
        const stored = (await deps.deployments.get(d.id))?.domain;
        if (!stored || stored.name !== domain.name || stored.state === 'removing') await deps.edge.removeDomain(slug, domain.name);
        return 'skipped';
      }
    }

    const missing = await unmet(deps.dns, records);
    const checks = (current.domain?.checks ?? 0) + 1;
    if (missing.length) {
      const max = deps.maxChecks ?? 12;
      if (checks >= max) {
        return finish({ state: 'failed', checks, next_check_at: null, reason: `${waitingReason(missing)} Checked ${checks} times; create the records below, then Check again.` });
      }
      const delayS = Math.min(MAX_DELAY_S, (deps.checkBaseDelayS ?? 30) * 2 ** (checks - 1));
      if (!(await save({ state: 'waiting_for_dns', checks, reason: waitingReason(missing), next_check_at: new Date(deps.clock.now() + delayS * 1000).toISOString() }))) return 'skipped';
      await deps.queue.send({ ...job, action: 'check' }, { delayS });
      return 'requeued';
    }

    const cert = await deps.edge.certificate(domain.name);
    if (cert.state === 'active') return finish({ state: 'active', checks, reason: null, next_check_at: null });
    if (cert.state === 'failed') return finish({ state: 'failed', checks, reason: `The certificate could not be issued: ${cert.reason}`, next_check_at: null });
    const delayS = Math.min(MAX_DELAY_S, deps.checkBaseDelayS ?? 30);
    if (!(await save({ state: 'issuing_certificate', checks, reason: 'The DNS records are in place; Google is issuing the certificate (usually a few minutes).', next_check_at: new Date(deps.clock.now() + delayS * 1000).toISOString() }))) return 'skipped';
    await deps.queue.send({ ...job, action: 'check' }, { delayS });
    return 'requeued';
  };

  try {
    return await step();
  } catch (err) {
    // A refusal that will not change (the edge's non-transient error) or the last receive before the DLQ:
    // the owner reads why and may try again, instead of a domain left waiting with a past next check.
    const permanent = err instanceof HostError && !err.transient;
    if (permanent || lastAttempt) {
      const why = (err as Error).message || 'the edge did not answer';
      const ended = await finish(job.action === 'remove'
        ? { state: 'failed', reason: `The domain could not be removed: ${why}. Remove it again to retry.`, next_check_at: null }
        : { state: 'failed', reason: `The domain could not be set up: ${why}. Check again to retry.`, next_check_at: null });
      if (permanent) return ended;
    }
    throw err;
  }
}
