import type { FormMessage, MessageRepository } from '@sitewright/core/forms/ports';
import type { DocumentDb } from './clients';
import { isConditionFailed } from './conditional';

const messageKey = (projectId: string, id: string) => `msg#${projectId}#${id}`;

/**
 * DynamoDB form messages (issue 16 §2) in the messages table: one item a message, keyed by its digest
 * id so a retried request stores nothing new (a conditional put), listed through by-project newest
 * first; and fixed-window rate-limit counters (`rate#…`, no `project_id`, expiring through `ttl`).
 */
export function createDynamoMessageRepository(db: DocumentDb, tableName: string): MessageRepository {
  return {
    async putIfNew(m) {
      try {
        await db.PutItem({ TableName: tableName, Item: { ...m, id: messageKey(m.project_id, m.id), message_id: m.id }, ConditionExpression: 'attribute_not_exists(id)' });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
    async listByProject(projectId, limit) {
      const out = await db.Query({
        TableName: tableName, IndexName: 'by-project', KeyConditionExpression: 'project_id = :p',
        ExpressionAttributeValues: { ':p': projectId }, ScanIndexForward: false, Limit: limit,
      });
      return (out.Items ?? []).map((i): FormMessage => ({ id: i.message_id, project_id: i.project_id, form: i.form, fields: i.fields, received_at: i.received_at }));
    },
    async deleteByProject(projectId) {
      for (;;) {
        const out = await db.Query({
          TableName: tableName, IndexName: 'by-project', KeyConditionExpression: 'project_id = :p',
          ExpressionAttributeValues: { ':p': projectId }, Limit: 100,
        });
        const items = out.Items ?? [];
        await Promise.all(items.map((i) => db.DeleteItem({ TableName: tableName, Key: { id: i.id } })));
        if (items.length < 100) return;
      }
    },
    async hit(key, windowStart, windowMs, limit) {
      try {
        await db.UpdateItem({
          TableName: tableName, Key: { id: `${key}#${windowStart}` },
          UpdateExpression: 'ADD #n :one SET #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
          ExpressionAttributeNames: { '#n': 'hits', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': Math.ceil((windowStart + 2 * windowMs) / 1000) },
        });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
  };
}
