import type { DocumentDb } from './clients';
import { ConflictError } from '@sitewright/core';
import type { ProjectRecord, ProjectRepository, ProjectVersion, ProjectVersionInfo } from '@sitewright/core/projects/ports';
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
      // Only the small attributes: a page of content would hold a dozen versions, a page of these hundreds.
      const items: ProjectVersionInfo[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await db.Query({
          TableName: tables.versions, KeyConditionExpression: 'project_id = :p', ExpressionAttributeValues: { ':p': projectId },
          // Names, not the words: several attribute names are DynamoDB reserved words.
          ProjectionExpression: '#p, #v, #k, #s, #c, #a', ScanIndexForward: false, ExclusiveStartKey,
          ExpressionAttributeNames: { '#p': 'project_id', '#v': 'version', '#k': 'kind', '#s': 'summary', '#c': 'created_at', '#a': 'saved_at' },
        });
        items.push(...((out.Items ?? []) as ProjectVersionInfo[]));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items;
    },
    async getVersion(projectId, version) {
      const out = await db.GetItem({ TableName: tables.versions, Key: { project_id: projectId, version }, ConsistentRead: true });
      return (out.Item as ProjectVersion | undefined) ?? null;
    },
    async deleteVersions(projectId, versions) {
      for (const version of versions) await db.DeleteItem({ TableName: tables.versions, Key: { project_id: projectId, version } });
    },
  };
}
