import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand, type TranslateConfig } from '@aws-sdk/lib-dynamodb';
import { awsClientConfig, type AwsConnection, type DocumentDb } from './clients';

/**
 * Marshalling of the document client (https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/Package/-aws-sdk-lib-dynamodb/):
 * optional fields left `undefined` are dropped (records carry them), class instances become maps, and
 * numbers come back as JavaScript numbers (every number stored here is an integer counter, version or
 * epoch time well inside Number.MAX_SAFE_INTEGER, so `wrapNumbers` is not needed).
 */
export const TRANSLATE_CONFIG: TranslateConfig = {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true, convertEmptyValues: false },
  unmarshallOptions: { wrapNumbers: false },
};

/** The DocumentDb operations over a DynamoDB document client (bring your own client: tests pass a mocked one). */
export function documentDbOver(client: DynamoDBDocumentClient): DocumentDb {
  return {
    GetItem: (input) => client.send(new GetCommand(input)),
    PutItem: (input) => client.send(new PutCommand(input)),
    UpdateItem: (input) => client.send(new UpdateCommand(input)),
    DeleteItem: (input) => client.send(new DeleteCommand(input)),
    Query: (input) => client.send(new QueryCommand(input)),
    CreateTable: (input) => client.send(new CreateTableCommand(input as unknown as CreateTableCommandInput)),
    DescribeTable: (input) => client.send(new DescribeTableCommand(input)),
  };
}

/**
 * The DynamoDB client every repository receives: `@aws-sdk/lib-dynamodb`'s document client over a
 * `DynamoDBClient` built from `conn` (clients.ts `awsClientConfig`). Only the composition root and tests
 * call this (adapters receive the client; CONVENTIONS.md). Building it makes no request.
 */
export async function createDocumentDb(conn: AwsConnection): Promise<DocumentDb> {
  return documentDbOver(DynamoDBDocumentClient.from(new DynamoDBClient(awsClientConfig(conn)), TRANSLATE_CONFIG));
}
