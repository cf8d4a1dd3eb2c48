import type { LiveConnection, LiveConnectionStore } from '@sitewright/core/live/ports';
import type { DocumentDb } from './clients';
import { isConditionFailed } from './conditional';

const connKey = (connectionId: string) => `conn#${connectionId}`;

/**
 * DynamoDB store of the live channel's sockets and spent tickets (issue 19) in the connections table:
 * a socket item per connection (listed per project through by-project), a `ticket#…` item per spent
 * ticket (a conditional put, so a ticket opens one socket only). Items expire through `ttl`; reads skip
 * sockets past their expiry, since DynamoDB deletes expired items only eventually.
 */
export function createDynamoConnectionStore(db: DocumentDb, tableName: string, nowS: () => number = () => Math.floor(Date.now() / 1000)): LiveConnectionStore {
  return {
    async spendTicket(ticketId, expiresAtS) {
      try {
        await db.PutItem({ TableName: tableName, Item: { id: `ticket#${ticketId}`, ttl: expiresAtS }, ConditionExpression: 'attribute_not_exists(id)' });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
    async put(c) {
      await db.PutItem({ TableName: tableName, Item: { id: connKey(c.connection_id), connection_id: c.connection_id, project_id: c.project_id, user_id: c.user_id, ttl: c.expires_at } });
    },
    async remove(connectionId) {
      await db.DeleteItem({ TableName: tableName, Key: { id: connKey(connectionId) } });
    },
    async listByProject(projectId) {
      const out: LiveConnection[] = [];
      const now = nowS();
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.Query({
          TableName: tableName, IndexName: 'by-project', KeyConditionExpression: 'project_id = :p',
          ExpressionAttributeValues: { ':p': projectId }, ...(start ? { ExclusiveStartKey: start } : {}),
        });
        for (const i of page.Items ?? []) {
          if (Number(i.ttl) < now) continue;
          out.push({ connection_id: String(i.connection_id), project_id: String(i.project_id), user_id: String(i.user_id), expires_at: Number(i.ttl) });
        }
        start = page.LastEvaluatedKey;
      } while (start);
      return out;
    },
  };
}
