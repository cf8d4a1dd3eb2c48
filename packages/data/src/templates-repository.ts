import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TemplateRecord, TemplateRepository } from '@sitewright/core/projects/ports';

/** The constant partition of the by-created index: every published template. */
const GALLERY = 'published';

/** DynamoDB gallery: one item a template, listed newest first through the by-created index. */
export function createDynamoTemplateRepository(db: DynamoDBDocumentClient, tableName: string): TemplateRepository {
  return {
    async list() {
      const items: TemplateRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const out = await db.send(new QueryCommand({
          TableName: tableName, IndexName: 'by-created', KeyConditionExpression: 'gallery = :g',
          ExpressionAttributeValues: { ':g': GALLERY }, ScanIndexForward: false, ExclusiveStartKey,
        }));
        items.push(...((out.Items ?? []) as TemplateRecord[]));
        ExclusiveStartKey = out.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return items.map(({ gallery: _g, ...t }: TemplateRecord & { gallery?: string }) => t);
    },
    async get(id) {
      const out = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
      if (!out.Item) return null;
      const { gallery: _g, ...t } = out.Item as TemplateRecord & { gallery?: string };
      return t;
    },
    async put(t) {
      await db.send(new PutCommand({ TableName: tableName, Item: { ...t, gallery: GALLERY } }));
    },
    async delete(id) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { id } }));
    },
  };
}
