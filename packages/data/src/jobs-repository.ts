import type { JobEntry, JobLedger } from '@sitewright/core/jobs/ports';
import type { DocumentDb } from './clients';
import { isConditionFailed } from './conditional';

const IN_FLIGHT = 'in-flight';
/** Ledger items expire after a week whatever happens (DynamoDB TTL, epoch seconds). */
const TTL_S = 7 * 24 * 3600;

/**
 * The job ledger on DynamoDB (tables.ts `jobsTable`): PutItem at queueing, UpdateItem heartbeats (only
 * on an existing item), a Query of the by-heartbeat index for stale jobs, a conditional UpdateItem for a
 * re-enqueue (so two reconciler runs never both send one job).
 */
export function createDynamoJobLedger(db: DocumentDb, tableName: string): JobLedger {
  const strip = (item: Record<string, unknown> | undefined): JobEntry | null => {
    if (!item) return null;
    const { state: _s, ttl: _t, ...entry } = item;
    return entry as unknown as JobEntry;
  };
  return {
    async start(job, at) {
      await db.PutItem({
        TableName: tableName,
        Item: { ...job, state: IN_FLIGHT, created_at: at, heartbeat_at: at, attempts: 0, requeues: 0, ttl: Math.floor(Date.parse(at) / 1000) + TTL_S },
      });
    },
    async beat(jobId, at, pickup) {
      try {
        await db.UpdateItem({
          TableName: tableName, Key: { id: jobId },
          UpdateExpression: pickup ? 'SET heartbeat_at = :at ADD attempts :one' : 'SET heartbeat_at = :at',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':at': at, ...(pickup ? { ':one': 1 } : {}) },
        });
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
    async get(jobId) {
      return strip((await db.GetItem({ TableName: tableName, Key: { id: jobId }, ConsistentRead: true })).Item);
    },
    async end(jobId) {
      await db.DeleteItem({ TableName: tableName, Key: { id: jobId } });
    },
    async listStale(before, limit) {
      const out = await db.Query({
        TableName: tableName, IndexName: 'by-heartbeat', KeyConditionExpression: '#s = :s AND heartbeat_at < :before',
        ExpressionAttributeNames: { '#s': 'state' }, ExpressionAttributeValues: { ':s': IN_FLIGHT, ':before': before }, Limit: limit,
      });
      return (out.Items ?? []).map((i) => strip(i)!);
    },
    async requeued(entry, at) {
      try {
        await db.UpdateItem({
          TableName: tableName, Key: { id: entry.id },
          UpdateExpression: 'SET heartbeat_at = :at, requeues = :next',
          ConditionExpression: 'requeues = :was AND heartbeat_at = :beat',
          ExpressionAttributeValues: { ':at': at, ':next': entry.requeues + 1, ':was': entry.requeues, ':beat': entry.heartbeat_at },
        });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
  };
}
