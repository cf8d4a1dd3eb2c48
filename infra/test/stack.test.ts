/**
 * SitewrightStack as deployed: the real route and worker tables, production settings, cdk-nag on.
 * One synth for the whole file (beforeAll); bundling is skipped.
 */
import { Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { TABLES } from '@sitewright/data/tables';
import { routes, socketRoutes } from '../../functions/src/routes';
import { workers } from '../../functions/src/workers';
import { secretsFor, uploadsAccess } from '../lib/access';
import { QUEUE_NAMES } from '../lib/queues';
import { grantsOf } from './iam';
import { createHash } from 'node:crypto';
import { bootScript } from '@sitewright/core/web/shell';
import { bootScriptCspHash } from '@sitewright/core/web/shell-hash';
import { logicalId, synth, type Synth } from './synth';

let s: Synth;
beforeAll(() => {
  s = synth();
});

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('API', () => {
  it('It should make one function and one API route for every entry of routes.ts', () => {
    // The live channel's WebSocket routes are ApiGatewayV2 routes too (live.test.ts): count the HTTP API's.
    const httpRoutes = s.template.findResources('AWS::ApiGatewayV2::Route', { Properties: { ApiId: { Ref: logicalId(s.stack.api.httpApi) } } });
    const keys = Object.values(httpRoutes).map((r) => r.Properties.RouteKey as string);
    expect(keys.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect([...s.stack.api.functions.keys()].sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('It should send each route to its own function (nodejs22.x, arm64, one-month logs)', () => {
    const integrations = s.template.findResources('AWS::ApiGatewayV2::Integration');
    for (const r of routes) {
      const fnId = logicalId(s.stack.api.functions.get(r.id)!.fn);
      const route = Object.values(s.template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: `${r.method} ${r.path}` } }))[0];
      const integrationId = (route?.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref;
      expect(integrations[integrationId]?.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
      const fn = s.json.Resources[fnId]!.Properties!;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: `index.${r.handler ?? 'handler'}` });
      const logGroupId = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(s.json.Resources[logGroupId]?.Properties).toMatchObject({ RetentionInDays: 30, LogGroupName: `/sitewright/Test/${r.id}` });
    }
  });

  it('It should give every function the Parameters and Secrets extension layer that its secrets are read through', () => {
    const fns = Object.values(s.template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Sitewright ') } }));
    expect(fns.length).toBe(routes.length + socketRoutes.length + workers.length + 1); // + the job reconciler
    for (const fn of fns) {
      expect(JSON.stringify(fn.Properties.Layers)).toMatch(/ParamsAndSecrets|AWS-Parameters-and-Secrets-Lambda-Extension/);
      expect(fn.Properties.Environment.Variables).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773', SECRETS_MANAGER_TTL: '300' });
    }
  });

  it('It should throttle the default stage and write JSON access logs kept one month', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [logicalId(s.stack.api.accessLogs), 'Arn'] }, Format: Match.stringLikeRegexp('requestId') },
    });
    expect(s.json.Resources[logicalId(s.stack.api.accessLogs)]?.Properties?.RetentionInDays).toBe(30);
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });
});

describe('Least privilege', () => {
  const tableIds = (): Map<string, string> => new Map(TABLES.map((t) => [t.name, logicalId(s.stack.data.table(t.name))]));

  it.each(routes.map((r) => [r.id, r] as const))('It should grant %s exactly the tables, queues, secrets and uploads it needs', (_id, r) => {
    const grants = grantsOf(s, logicalId(s.stack.api.functions.get(r.id)!.fn));
    for (const [name, id] of tableIds()) {
      const declared = r.tables.find((t) => t.name === name);
      const actions = [...(grants.get(id) ?? [])];
      if (!declared) expect(actions).toEqual([]);
      else if (declared.access === 'write') expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', ...WRITE_ACTIONS]));
      else {
        expect(actions).toContain('dynamodb:Query');
        for (const w of WRITE_ACTIONS) expect(actions).not.toContain(w);
      }
    }
    for (const p of s.stack.queues.pairs) {
      expect([...(grants.get(logicalId(p.dlq)) ?? [])]).toEqual([]);
      const actions = [...(grants.get(logicalId(p.queue)) ?? [])];
      if (r.queues?.includes(p.name)) expect(actions).toContain('sqs:SendMessage');
      else expect(actions).toEqual([]);
    }
    const secretIds = [...s.stack.secretsAndMail.secrets].filter(([, sec]) => grants.has(logicalId(sec))).map(([n]) => n);
    // Photo-source keys exist only in a stack that enables those sources (-c photoSources): the rest must be granted exactly.
    expect(secretIds.sort()).toEqual(secretsFor({ kind: 'route', ...r }).filter((n) => s.stack.secretsAndMail.secrets.has(n)).sort());
    const uploads = [...(grants.get(logicalId(s.stack.data.uploads)) ?? [])];
    const access = uploadsAccess({ kind: 'route', ...r });
    if (!access) expect(uploads).toEqual([]);
    else expect(uploads.includes('s3:PutObject')).toBe(access === 'write');
  });

  it('It should let the public uploads route read uploads but never write or delete them', () => {
    const grants = grantsOf(s, logicalId(s.stack.api.functions.get('uploads-get')!.fn));
    expect([...grants.get(logicalId(s.stack.data.uploads))!].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    const upload = grantsOf(s, logicalId(s.stack.api.functions.get('upload-logo')!.fn));
    expect([...upload.get(logicalId(s.stack.data.uploads))!].sort()).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
  });

  it('It should give a route that declares only users no access to the other tables', () => {
    const grants = grantsOf(s, logicalId(s.stack.api.functions.get('auth-me')!.fn));
    for (const t of ['projects', 'templates', 'deployments'] as const) expect(grants.has(logicalId(s.stack.data.table(t)))).toBe(false);
    expect([...grants.get(logicalId(s.stack.data.table('users')))!]).not.toContain('dynamodb:PutItem');
  });
});

describe('Data', () => {
  it('It should make every table from TABLES on demand, with PITR, deletion protection and RETAIN', () => {
    s.template.resourceCountIs('AWS::DynamoDB::GlobalTable', TABLES.length);
    for (const t of TABLES) {
      const r = s.json.Resources[logicalId(s.stack.data.table(t.name))]!;
      expect(r.DeletionPolicy).toBe('Retain');
      expect(r.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: t.partitionKey.name, KeyType: 'HASH' }, ...(t.sortKey ? [{ AttributeName: t.sortKey.name, KeyType: 'RANGE' }] : [])],
        Replicas: [{ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true }],
      });
      const gsis = ((r.Properties!.GlobalSecondaryIndexes ?? []) as { IndexName: string }[]).map((g) => g.IndexName);
      expect(gsis).toEqual(t.indexes.map((i) => i.name));
    }
  });
});

describe('Queues', () => {
  it.each(QUEUE_NAMES)('It should give the %s queue a DLQ and an alarm on any message in it', (name) => {
    const { queue, dlq } = s.stack.queues.queue(name);
    const consumer = workers.find((w) => w.queue === name);
    expect(s.json.Resources[logicalId(queue)]?.Properties?.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(dlq), 'Arn'] }, maxReceiveCount: consumer?.maxReceiveCount ?? 3,
    });
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(dlq), 'QueueName'] } }],
      AlarmActions: [{ Ref: logicalId(s.stack.monitoring.topic) }],
    });
  });
});

describe('Web', () => {
  it('It should forward /api/* to the HTTP API uncached with every viewer header but Host', () => {
    const dist = s.json.Resources[logicalId(s.stack.web.distribution)]!.Properties!.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; TargetOriginId: string; CachePolicyId: string; OriginRequestPolicyId: string; AllowedMethods: string[] }[];
      Origins: { Id: string; DomainName: unknown }[];
      DefaultCacheBehavior: { FunctionAssociations: unknown[] };
      CustomErrorResponses?: unknown;
    };
    const api = dist.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({ CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac' });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE']));
    const origin = dist.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(s.stack.api.httpApi));
    // SPA fallback by a viewer-request function on the S3 behaviour, never by error responses that would mask API errors.
    expect(dist.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(dist.CustomErrorResponses).toBeUndefined();
  });

  it('It should send HSTS, CSP, nosniff, a referrer policy and frame options', () => {
    s.template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue() }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          ContentTypeOptions: Match.anyValue(),
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
        },
      },
    });
  });

  it("It should let only the web build's inline boot script run: its sha256 in script-src, no 'unsafe-inline'", () => {
    const [policy] = Object.values(s.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const scriptSrc = /script-src ([^;]*);/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${bootScriptCspHash()}`);
    expect(bootScriptCspHash()).toBe(`'sha256-${createHash('sha256').update(bootScript()).digest('base64')}'`);
    // The preview frame's origin is the HTTP API's endpoint, resolved by CloudFormation.
    expect(csp).toContain(`frame-src ",{"Fn::GetAtt":["${logicalId(s.stack.api.httpApi)}","ApiEndpoint"]},"; object-src`);
    // Photos of up to 10 MB go to the uploads bucket with a presigned PUT (issue 15 §1), and the live channel's
    // socket to the WebSocket API's wss:// origin (issue 19): only those two origins are added.
    expect(csp).toContain(`connect-src 'self' https://",{"Fn::GetAtt":["${logicalId(s.stack.data.uploads)}","RegionalDomainName"]}," ",`
      + `{"Fn::GetAtt":["${logicalId(s.stack.live.webSocketApi)}","ApiEndpoint"]},"; frame-src`);
  });

  it('It should let the page PUT to the uploads bucket and expire uploads never placed after a day (issue 15 §1)', () => {
    s.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type'] })] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' })]) },
    });
  });
});

describe('cdk-nag', () => {
  it('It should synthesize with AwsSolutions checks and no unacknowledged finding', () => {
    // synth() throws, listing the findings, when any is left; reaching here means none were.
    expect(s.template.toJSON()).toBeDefined();
  });

  it('It should give every acknowledgement a specific written reason', () => {
    const acks = s.stack.node.findAll().flatMap((c) => c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      // Each entry is { [qualified rule id]: reason }.
      .flatMap((m) => Object.entries(m.data as Record<string, string>)))
      // aws-cdk-lib acknowledges its own CloudFormation-Validate findings (e.g. W3045 on log buckets).
      .filter(([id]) => !id.startsWith('CloudFormation-Validate::'));
    expect(acks.length).toBeGreaterThan(0);
    for (const [id, reason] of acks) {
      expect(`${id}: ${reason}`).toMatch(/^AwsSolutions::AwsSolutions-[A-Z]+\d+(\[.+\])?: .{60,}$/);
      expect(reason).not.toMatch(/^not (needed|required)/i);
    }
  });
});
