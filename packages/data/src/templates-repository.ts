import type { DocumentDb } from './clients';
import type { TemplateRecord, TemplateRepository } from '@sitewright/core/projects/ports';

/** The constant partition of the by-created index: every published template. */
const GALLERY = 'published';

/** DynamoDB gallery: one item a template, listed newest first through the by-created index. */
export function createDynamoTemplateRepository(db: DocumentDb, tableName: string): TemplateRepository {
  return {
    async list() {
      const items: TemplateRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await db.Query({
          TableName: tableName, IndexName: 'by-created', KeyConditionExpression: 'gallery = :g',
          ExpressionAttributeValues: { ':g': GALLERY }, ScanIndexForward: false, ExclusiveStartKey,
        });
        items.push(...((out.Items ?? []) as TemplateRecord[]));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items.map(({ gallery: _g, ...t }: TemplateRecord & { gallery?: string }) => t);
    },
    async get(id) {
      const out = await db.GetItem({ TableName: tableName, Key: { id }, ConsistentRead: true });
      if (!out.Item) return null;
      const { gallery: _g, ...t } = out.Item as TemplateRecord & { gallery?: string };
      return t;
    },
    async put(t) {
      await db.PutItem({ TableName: tableName, Item: { ...t, gallery: GALLERY } });
    },
    async delete(id) {
      await db.DeleteItem({ TableName: tableName, Key: { id } });
    },
  };
}
