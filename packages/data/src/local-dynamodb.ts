import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import dynalite from 'dynalite';
import type { AwsConnection } from './clients';
import { createDocumentDb } from './document-db';
import { ensureTables } from './create-tables';
import type { TableNames } from './tables';

/** A running in-process dynalite (real DynamoDB API on loopback). */
export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite on 127.0.0.1 (an ephemeral port unless given) and creates the tables of tables.ts.
 * @param opts.path LevelDB folder for persistence (e.g. .data/dynamodb); in memory when omitted.
 */
export async function startLocalDynamo(opts: { path?: string; port?: number; names: TableNames }): Promise<LocalDynamo> {
  const server: Server = dynalite({ path: opts.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ensureTables(await createDocumentDb(localDynamoConfig(endpoint)), opts.names);
  return {
    endpoint,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections?.();
    }),
  };
}

/** Client config for a local endpoint (fake credentials; dynalite checks none). */
export function localDynamoConfig(endpoint: string): AwsConnection {
  return { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, retries: 1 };
}
