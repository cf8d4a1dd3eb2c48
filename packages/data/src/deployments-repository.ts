import type { DocumentDb } from './clients';
import { ConflictError } from '@sitewright/core';
import type { DeploymentRecord, DeploymentRepository } from '@sitewright/core/deployments/ports';
import { isConditionFailed } from './conditional';
import { versionedPut } from './versioned-put';

const lockId = (projectId: string) => `lock#${projectId}`;

/**
 * DynamoDB deployments: one item a deployment (versioned writes), the by-project index for a project's
 * latest, and a `lock#<projectId>` item per running deploy (a conditional put: no two deploys of one
 * project at once). Lock items carry no `project_id`, so they stay out of the index.
 */
export function createDynamoDeploymentRepository(db: DocumentDb, tableName: string): DeploymentRepository {
  return {
    async get(id) {
      if (id.startsWith('lock#')) return null;
      const out = await db.GetItem({ TableName: tableName, Key: { id }, ConsistentRead: true });
      return (out.Item as DeploymentRecord | undefined) ?? null;
    },
    async create(d) {
      try {
        await db.PutItem({ TableName: tableName, Item: d, ConditionExpression: 'attribute_not_exists(id)' });
      } catch (err) {
        throw isConditionFailed(err) ? new ConflictError('Deployment id already exists.') : err;
      }
    },
    update: (d) => versionedPut(db, tableName, d, 'deployment'),
    async delete(id) {
      await db.DeleteItem({ TableName: tableName, Key: { id } });
    },
    async listByProject(projectId) {
      const out = await db.Query({
        TableName: tableName, IndexName: 'by-project', KeyConditionExpression: 'project_id = :p',
        ExpressionAttributeValues: { ':p': projectId }, ScanIndexForward: false,
      });
      return (out.Items ?? []) as DeploymentRecord[];
    },
    async lockProject(projectId, deploymentId, now, staleMs, takeOverFrom) {
      try {
        await db.PutItem({
          TableName: tableName,
          Item: { id: lockId(projectId), deployment_id: deploymentId, locked_at: now },
          ConditionExpression: `attribute_not_exists(id) OR locked_at < :stale OR deployment_id = :d${takeOverFrom ? ' OR deployment_id = :from' : ''}`,
          ExpressionAttributeValues: { ':stale': now - staleMs, ':d': deploymentId, ...(takeOverFrom ? { ':from': takeOverFrom } : {}) },
        });
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
    async lockHolder(projectId) {
      const out = await db.GetItem({ TableName: tableName, Key: { id: lockId(projectId) }, ConsistentRead: true });
      return typeof out.Item?.deployment_id === 'string' ? out.Item.deployment_id : null;
    },
    async unlockProject(projectId, deploymentId) {
      await db.DeleteItem({
        TableName: tableName, Key: { id: lockId(projectId) },
        ConditionExpression: 'deployment_id = :d', ExpressionAttributeValues: { ':d': deploymentId },
      }).catch((err: unknown) => { if (!isConditionFailed(err)) throw err; });
    },
  };
}
