import type { DocumentDb } from './clients';
import { ConflictError } from '@sitewright/core';
import { isConditionFailed } from './conditional';

/**
 * Optimistic concurrency: writes `item` with `version + 1` only if the stored item still has
 * `item.version`. @returns the stored item. @throws ConflictError (409) when someone wrote first.
 */
export async function versionedPut<T extends { version: number }>(db: DocumentDb, tableName: string, item: T, what: string): Promise<T> {
  const next = { ...item, version: item.version + 1 };
  try {
    await db.PutItem({
      TableName: tableName,
      Item: next,
      ConditionExpression: '#v = :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': item.version },
    });
  } catch (err) {
    if (isConditionFailed(err)) throw new ConflictError(`The ${what} was changed by another request. Reload and try again.`);
    throw err;
  }
  return next;
}
