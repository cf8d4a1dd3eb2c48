import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * A DocumentClient that drops undefined values and keeps numbers as numbers. Only the composition
 * root and tests call this (adapters receive the client; CONVENTIONS.md).
 */
export function createDocumentClient(config: DynamoDBClientConfig = {}): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(config), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
}
