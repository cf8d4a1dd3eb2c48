import awsLite from '@aws-lite/client';

/**
 * Where and as whom to reach an AWS API. In Lambda only `region` is given and aws-lite reads the
 * function's credentials from the environment; locally `endpoint` points at dynalite or
 * local-aws-sqs with any fixed credentials.
 */
export interface AwsConnection {
  region: string;
  /** e.g. http://127.0.0.1:4567 (local stand-ins); omitted in AWS. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Retries of throttled / 5xx / network failures (aws-lite's default is 5, with backoff). */
  retries?: number;
}

/**
 * An item as stored: plain JavaScript values, (un)marshalled to DynamoDB JSON by the client. Items are
 * schemaless, so (as with the SDK's DocumentClient) the repositories state the record type they read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = Record<string, any>;

/**
 * The DynamoDB operations the repositories use, with plain (unmarshalled) items: aws-lite's DynamoDB
 * plugin, typed to what this package needs. Errors carry the API's error `name`, e.g.
 * `ConditionalCheckFailedException` (see isConditionFailed) or `ResourceNotFoundException`.
 * API reference: https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/
 */
export interface DocumentDb {
  GetItem(input: { TableName: string; Key: Item; ConsistentRead?: boolean }): Promise<{ Item?: Item }>;
  PutItem(input: {
    TableName: string; Item: Item; ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Item;
  }): Promise<unknown>;
  UpdateItem(input: {
    TableName: string; Key: Item; UpdateExpression: string; ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Item; ReturnValues?: 'NONE' | 'ALL_NEW';
  }): Promise<{ Attributes?: Item }>;
  DeleteItem(input: {
    TableName: string; Key: Item; ConditionExpression?: string; ReturnValues?: 'NONE' | 'ALL_OLD';
    ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Item;
  }): Promise<{ Attributes?: Item }>;
  /**
   * One page of results; the repositories follow LastEvaluatedKey. That key comes back in DynamoDB JSON
   * (the plugin leaves it marshalled) and goes back unchanged as ExclusiveStartKey: treat it as opaque.
   */
  Query(input: {
    TableName: string; IndexName?: string; KeyConditionExpression: string; ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Item; ScanIndexForward?: boolean; Limit?: number; ExclusiveStartKey?: Item; ProjectionExpression?: string;
  }): Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>;
  CreateTable(input: Record<string, unknown>): Promise<unknown>;
  DescribeTable(input: { TableName: string }): Promise<unknown>;
}

/**
 * An aws-lite client (https://aws-lite.org) with only the plugins given: a small, fast-loading AWS
 * client chosen over AWS SDK v3 for Lambda cold starts (issue 7: ≤ 300 KB bundles, ≤ 60 ms import;
 * `npm run bench:lambda`). Raw requests (`client({ service, path, ... })`) reach any other API.
 * @throws when no credentials can be found (aws-lite checks config, environment, then ~/.aws).
 */
export async function createAwsClient(conn: AwsConnection, plugins: unknown[] = []): Promise<AwsLiteClient> {
  return awsLite({
    region: conn.region,
    ...(conn.endpoint ? { endpoint: conn.endpoint } : {}),
    ...(conn.credentials ?? {}),
    ...(conn.retries !== undefined ? { retries: conn.retries } : {}),
    plugins,
    autoloadPlugins: false,
    // Items may carry undefined optional fields; drop them as the DocumentClient did.
    awsjsonMarshall: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  } as Parameters<typeof awsLite>[0]);
}

/** The aws-lite client: callable for raw requests. */
export type AwsLiteClient = Awaited<ReturnType<typeof awsLite>>;
