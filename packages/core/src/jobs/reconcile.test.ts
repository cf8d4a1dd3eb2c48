import { startGeneration } from '../projects/generate';
import { createManualClock } from '../testing/fakes';
import { createMemoryDeploymentRepository, createMemoryJobLedger, createMemoryProjectRepository } from '../testing/memory-repos';
import type { JobMessage } from '../schemas/jobs';
import type { TemplateRepository } from '../projects/ports';
import { JOB_STALE_AFTER_MS } from '../limits';
import { failDeadLettered, reconcileJobs } from './reconcile';
import { isStale } from './ports';

function setup() {
  const clock = createManualClock();
  const sent: JobMessage[] = [];
  const deps = {
    jobs: createMemoryJobLedger(), projects: createMemoryProjectRepository(), deployments: createMemoryDeploymentRepository(),
    templates: { get: async () => null } as unknown as TemplateRepository,
    queue: { send: async (m: JobMessage) => { sent.push(m); } }, clock,
  };
  return { deps, sent, clock };
}
const request = { business_name: 'Casa Nonna', industry: 'Food & Restaurant', description: 'Family trattoria.', target_audience: 'Families', key_features: null, color_scheme: null, style_preference: 'modern', logo_url: null, template_id: null } as const;

describe('reconcileJobs and failDeadLettered (issue 18)', () => {
  it('It should re-enqueue a generation whose message was lost with a restart (orphanedBefore), not a fresh one', async () => {
    const { deps, sent, clock } = setup();
    const { project_id } = await startGeneration(deps, 'usr_1', request as never);
    sent.length = 0; // the queue "crashes" with the message in it
    const job = deps.projects.items.get(project_id)!.job_id!;
    expect(await reconcileJobs(deps)).toMatchObject({ stale: 0 });
    clock.advance(1000);
    const report = await reconcileJobs(deps, { orphanedBefore: clock.now() });
    expect(report).toMatchObject({ stale: 1, requeued: 1, failed: 0, jobs: [{ job_id: job, kind: 'generate', record_id: project_id, action: 'requeued' }] });
    expect(sent).toEqual([{ type: 'generate', project_id, job_id: job }]);
  });

  it('It should fail a generation past its attempts with a readable message, and forget entries whose project moved on', async () => {
    const { deps, clock } = setup();
    const a = await startGeneration(deps, 'usr_1', request as never);
    const b = await startGeneration(deps, 'usr_1', { ...request, business_name: 'Other' } as never);
    const jobA = deps.projects.items.get(a.project_id)!.job_id!;
    for (let i = 0; i < 3; i++) await deps.jobs.beat(jobA, new Date(clock.now()).toISOString(), true);
    const pb = deps.projects.items.get(b.project_id)!;
    deps.projects.items.set(b.project_id, { ...pb, status: 'ready' }); // finished, but its worker died before ending the entry
    clock.advance(JOB_STALE_AFTER_MS + 1);
    const report = await reconcileJobs(deps);
    expect(report).toMatchObject({ stale: 2, requeued: 0, failed: 1, finished: 1 });
    expect(deps.projects.items.get(a.project_id)).toMatchObject({ status: 'failed', error: 'Generation stopped responding and was stopped after 3 attempts. Please try again.' });
    expect(deps.projects.items.get(b.project_id)?.status).toBe('ready');
    expect(deps.jobs.items.size).toBe(0);
  });

  it('It should stop after the allowed re-enqueues even when no worker ever picks the job up', async () => {
    const { deps, sent, clock } = setup();
    const { project_id } = await startGeneration(deps, 'usr_1', request as never);
    sent.length = 0;
    for (let i = 0; i < 2; i++) {
      clock.advance(JOB_STALE_AFTER_MS + 1);
      expect((await reconcileJobs(deps)).requeued).toBe(1);
    }
    clock.advance(JOB_STALE_AFTER_MS + 1);
    expect((await reconcileJobs(deps)).failed).toBe(1);
    expect(deps.projects.items.get(project_id)?.status).toBe('failed');
    expect(sent).toHaveLength(2);
  });

  it('It should end the record of a dead-lettered job failed at once, and ignore unknown or finished jobs', async () => {
    const { deps } = setup();
    const { project_id } = await startGeneration(deps, 'usr_1', request as never);
    const job = deps.projects.items.get(project_id)!.job_id!;
    await deps.jobs.beat(job, new Date(deps.clock.now()).toISOString(), true);
    expect(await failDeadLettered(deps, [job, job, 'gen_unknown'])).toEqual([{ job_id: job, kind: 'generate', record_id: project_id, action: 'failed', attempts: 1 }]);
    expect(deps.projects.items.get(project_id)).toMatchObject({ status: 'failed', error: 'The job kept failing and was stopped. Please try again.' });
    expect(deps.jobs.items.has(job)).toBe(false);
    expect(await failDeadLettered(deps, [job])).toEqual([]);
  });

  it('It should call a job stale without a ledger entry or with an old heartbeat', () => {
    const now = Date.UTC(2026, 10, 25);
    const entry = { id: 'j', kind: 'deploy' as const, record_id: 'd', created_at: '', heartbeat_at: new Date(now - 1000).toISOString(), attempts: 1, requeues: 0 };
    expect(isStale(null, now)).toBe(true);
    expect(isStale(entry, now)).toBe(false);
    expect(isStale(entry, now + JOB_STALE_AFTER_MS)).toBe(true);
  });
});
