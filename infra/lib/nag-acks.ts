/**
 * cdk-nag (AwsSolutions) acknowledgements that need a computed finding id, or that concern
 * constructs aws-cdk-lib creates for us. cdk-nag 3 matches each finding id exactly (no prefix
 * match), so ids that embed a logical id, account or region are built here from the construct.
 */
import { Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** How cdk-nag prints a pseudo parameter or a concrete value inside a finding id. */
const shown = (value: string, pseudo: string): string => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);

/** The finding id cdk-nag gives `<logicalId.Arn>/suffix` in a policy's Resource list. */
export function arnWildcardFinding(resource: IConstruct, suffix: string): string {
  const logicalId = Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement);
  return `AwsSolutions::AwsSolutions-IAM5[Resource::<${logicalId}.Arn>${suffix}]`;
}

const BASIC_EXECUTION = 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

/** Acknowledgements every function of ours needs (runtime pin, basic execution role). */
export function acknowledgeFunction(fn: IConstruct): void {
  Validations.of(fn).acknowledge(
    {
      id: 'AwsSolutions::AwsSolutions-L1',
      reason: 'nodejs22.x is pinned on purpose: the AWS SDK and Powertools versions in package-lock.json are tested on Node 22 (TOOLCHAIN.md); move to a newer runtime only together with those pins.',
    },
    {
      id: BASIC_EXECUTION,
      reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch Logs; AWS maintains it, and every other permission is an inline least-privilege grant from routes.ts/workers.ts.',
    },
  );
}

/**
 * Acknowledges findings on the singleton handler that BucketDeployment adds at stack level: its
 * runtime and policy are chosen by aws-cdk-lib, and it must copy the whole build into the bucket.
 */
export function acknowledgeBucketDeploymentHandler(stack: Stack, destination: IConstruct): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) return;
  const qualifier = String(stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? 'hnb659fds');
  const assets = `cdk-${qualifier}-assets-${shown(stack.account, 'AccountId')}-${shown(stack.region, 'Region')}`;
  const why = 'aws-cdk-lib BucketDeployment handler: it copies the web build from the CDK asset bucket into the web bucket and removes stale files, so it needs object-level wildcards on exactly those two buckets.';
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions::AwsSolutions-L1', reason: 'The runtime of the BucketDeployment handler is chosen and upgraded by aws-cdk-lib; it runs only during deploys.' },
    { id: BASIC_EXECUTION, reason: 'aws-cdk-lib creates this deploy-time handler with AWSLambdaBasicExecutionRole, which only allows writing its own logs.' },
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((a) => ({ id: `AwsSolutions::AwsSolutions-IAM5[Action::${a}]`, reason: why })),
    { id: `AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assets}/*]`, reason: why },
    { id: arnWildcardFinding(destination, '/*'), reason: why },
  );
}

/**
 * The finding id cdk-nag gives an execute-api ARN on `api` ending in `resourceName` (a wildcard over
 * connection ids or routes): `arn:<AWS::Partition>:execute-api:<region>:<account>:<apiLogicalId>/<resourceName>`.
 */
export function executeApiWildcardFinding(api: IConstruct, resourceName: string): string {
  const stack = Stack.of(api);
  const apiId = stack.getLogicalId(api.node.defaultChild as CfnElement);
  return `AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}:<${apiId}>/${resourceName}]`;
}
