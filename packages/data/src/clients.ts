/**
 * Where and as whom to reach an AWS API, and the one place that turns it into the settings every AWS SDK
 * v3 client of this project is built with (region, endpoint override for dynalite and local-aws-sqs,
 * retry mode and attempts, timeouts). In Lambda only `region` is given and the SDK's default credential
 * chain reads the function's role from the environment; locally `endpoint` points at a stand-in with
 * fixed credentials.
 */
export interface AwsConnection {
  region: string;
  /** e.g. http://127.0.0.1:4567 (local stand-ins); omitted in AWS. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Retries after the first attempt of throttled / 5xx / network failures (default 2, the SDK's standard mode: 3 attempts). */
  retries?: number;
  /** Per-request timeout in ms (default 5,000; an API Gateway request has 30 s in all). */
  requestTimeoutMs?: number;
}

/**
 * The constructor settings of an AWS SDK v3 client for `conn`: `retryMode: 'standard'` (exponential
 * backoff with jitter and a retry quota; https://docs.aws.amazon.com/sdkref/latest/guide/feature-retry-behavior.html),
 * `maxAttempts` = retries + 1, a 2 s connect and `requestTimeoutMs` request timeout on the default
 * Node.js HTTP handler, and the endpoint and credentials of a local stand-in when given.
 * @example new SQSClient(awsClientConfig({ region: 'eu-west-1' }))
 */
export function awsClientConfig(conn: AwsConnection) {
  return {
    region: conn.region,
    retryMode: 'standard',
    maxAttempts: (conn.retries ?? 2) + 1,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: conn.requestTimeoutMs ?? 5_000 },
    ...(conn.endpoint ? { endpoint: conn.endpoint } : {}),
    ...(conn.credentials ? { credentials: conn.credentials } : {}),
  } as const;
}

/**
 * An item as stored: plain JavaScript values, (un)marshalled to DynamoDB JSON by the document client.
 * Items are schemaless, so the repositories state the record type they read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = Record<string, any>;

/**
 * The DynamoDB operations the repositories use, with plain (unmarshalled) items: `@aws-sdk/lib-dynamodb`'s
 * document client (document-db.ts), named after the API actions. Errors are the SDK's, whose `name` is the
 * API's error, e.g. `ConditionalCheckFailedException` (see isConditionFailed) or `ResourceNotFoundException`.
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
  /** One page of results; the repositories follow LastEvaluatedKey (treat it as opaque). */
  Query(input: {
    TableName: string; IndexName?: string; KeyConditionExpression: string; ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Item; ScanIndexForward?: boolean; Limit?: number; ExclusiveStartKey?: Item; ProjectionExpression?: string;
  }): Promise<{ Items?: Item[]; LastEvaluatedKey?: Item }>;
  CreateTable(input: Record<string, unknown>): Promise<unknown>;
  DescribeTable(input: { TableName: string }): Promise<unknown>;
}
