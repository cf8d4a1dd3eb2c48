import dynamodbPlugin from '@aws-lite/dynamodb';
import { createAwsClient, type AwsConnection, type DocumentDb } from './clients';

/**
 * The DynamoDB client every repository receives. Only the composition root and tests call this
 * (adapters receive the client; CONVENTIONS.md). A module of its own so that code which needs only
 * `createAwsClient` (the S3 blob store of the upload routes) does not bundle the DynamoDB plugin.
 */
export async function createDocumentDb(conn: AwsConnection): Promise<DocumentDb> {
  const client = await createAwsClient(conn, [dynamodbPlugin]);
  return (client as unknown as { DynamoDB: DocumentDb }).DynamoDB;
}
