import type { DocumentDb } from './clients';
import { TABLES, type TableDef, type TableNames } from './tables';

/** CreateTable input for a table definition (on-demand billing; every GSI projects all attributes). */
export function createTableInput(def: TableDef, physicalName: string) {
  const keys = [def.partitionKey, def.sortKey, ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]
    .filter((k): k is NonNullable<typeof k> => Boolean(k));
  const attrs = [...new Map(keys.map((k) => [k.name, k])).values()];
  const schema = (pk: TableDef['partitionKey'], sk?: TableDef['sortKey']) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: physicalName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attrs.map((a) => ({ AttributeName: a.name, AttributeType: a.type })),
    KeySchema: schema(def.partitionKey, def.sortKey),
    GlobalSecondaryIndexes: def.indexes.length
      ? def.indexes.map((i) => ({ IndexName: i.name, KeySchema: schema(i.partitionKey, i.sortKey), Projection: { ProjectionType: 'ALL' as const } }))
      : undefined,
  };
}

/** Creates every table of tables.ts that does not exist yet (the local runner and integration tests). */
export async function ensureTables(db: DocumentDb, names: TableNames): Promise<void> {
  for (const def of TABLES) {
    const TableName = names[def.name];
    try {
      await db.DescribeTable({ TableName });
    } catch (err) {
      if ((err as { name?: string }).name !== 'ResourceNotFoundException') throw err;
      await db.CreateTable(createTableInput(def, TableName));
    }
  }
}
