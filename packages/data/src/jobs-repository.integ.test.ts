/** The DynamoDB job ledger (issue 18) against a real DynamoDB API (dynalite, in memory). */
import { createDocumentDb } from './document-db';
import { createDynamoJobLedger } from './jobs-repository';
import { localDynamoConfig, startLocalDynamo, type LocalDynamo } from './local-dynamodb';
import { tableNames } from './tables';

let dynamo: LocalDynamo;
let ledger: ReturnType<typeof createDynamoJobLedger>;
const names = tableNames('ledger-test-');
beforeAll(async () => {
  dynamo = await startLocalDynamo({ names });
  ledger = createDynamoJobLedger(await createDocumentDb(localDynamoConfig(dynamo.endpoint)), names.jobs);
});
afterAll(() => dynamo.close());

const t = (s: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, s)).toISOString();

describe('DynamoDB job ledger', () => {
  it('It should record a job, count pickups, list stale entries oldest first within the limit, and forget ended jobs', async () => {
    await ledger.start({ id: 'job_a', kind: 'deploy', record_id: 'dep_a' }, t(1));
    await ledger.start({ id: 'gen_b', kind: 'generate', record_id: 'prj_b' }, t(2));
    await ledger.start({ id: 'job_c', kind: 'deploy', record_id: 'dep_c' }, t(3));
    await ledger.beat('job_a', t(10), true);
    await ledger.beat('job_a', t(11));
    expect(await ledger.get('job_a')).toEqual({ id: 'job_a', kind: 'deploy', record_id: 'dep_a', created_at: t(1), heartbeat_at: t(11), attempts: 1, requeues: 0 });
    expect((await ledger.listStale(t(5), 10)).map((e) => e.id)).toEqual(['gen_b', 'job_c']);
    expect((await ledger.listStale(t(20), 2)).map((e) => e.id)).toEqual(['gen_b', 'job_c']);
    expect((await ledger.listStale(t(20), 10)).map((e) => e.id)).toEqual(['gen_b', 'job_c', 'job_a']);
    await Promise.all(['job_a', 'gen_b', 'job_c'].map((id) => ledger.end(id)));
    expect(await ledger.listStale(t(59), 10)).toEqual([]);
  });

  it('It should write nothing for a heartbeat of a job it has no entry for', async () => {
    await ledger.beat('job_unknown', t(1), true);
    expect(await ledger.get('job_unknown')).toBeNull();
  });

  it('It should let only one of two reconciler runs that read the same entry count a re-enqueue', async () => {
    await ledger.start({ id: 'job_r', kind: 'deploy', record_id: 'dep_r' }, t(1));
    const read = (await ledger.get('job_r'))!;
    const outcomes = await Promise.all([ledger.requeued(read, t(30)), ledger.requeued(read, t(31))]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await ledger.get('job_r')).toMatchObject({ requeues: 1, attempts: 0 });
    // A worker's heartbeat after the read also makes a stale read lose.
    const again = (await ledger.get('job_r'))!;
    await ledger.beat('job_r', t(40), true);
    expect(await ledger.requeued(again, t(41))).toBe(false);
    await ledger.end('job_r');
  });
});
