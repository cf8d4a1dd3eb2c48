import type { DocumentDb } from './clients';
import { ConflictError } from '@sitewright/core';
import type { ProjectRecord, ProjectRepository, ProjectVersion } from '@sitewright/core/projects/ports';
import { isConditionFailed } from './conditional';
import { versionedPut } from './versioned-put';

/**
 * DynamoDB projects repository: one item a project (conditional on `version` for every update), the
 * by-user index for a user's list, and the versions table for the content before each improve.
 */
export function createDynamoProjectRepository(db: DocumentDb, tables: { projects: string; versions: string }): ProjectRepository {
  return {
    async get(id) {
      const out = await db.GetItem({ TableName: tables.projects, Key: { id }, ConsistentRead: true });
      return (out.Item as ProjectRecord | undefined) ?? null;
    },
    async create(p) {
      try {
        await db.PutItem({ TableName: tables.projects, Item: p, ConditionExpression: 'attribute_not_exists(id)' });
      } catch (err) {
        throw isConditionFailed(err) ? new ConflictError('Project id already exists.') : err;
      }
    },
    update: (p) => versionedPut(db, tables.projects, p, 'project'),
    async delete(id) {
      await db.DeleteItem({ TableName: tables.projects, Key: { id } });
    },
    async listByUser(userId) {
      const items: ProjectRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await db.Query({
          TableName: tables.projects, IndexName: 'by-user', KeyConditionExpression: 'user_id = :u',
          ExpressionAttributeValues: { ':u': userId }, ScanIndexForward: false, ExclusiveStartKey,
        });
        items.push(...((out.Items ?? []) as ProjectRecord[]));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    },
    async saveVersion(v) {
      await db.PutItem({ TableName: tables.versions, Item: v });
    },
    async listVersions(projectId) {
      const out = await db.Query({
        TableName: tables.versions, KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': projectId },
      });
      return (out.Items ?? []) as ProjectVersion[];
    },
  };
}
