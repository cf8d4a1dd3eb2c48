/**
 * The live channel in AWS (issue 19 §1): the WebSocket API with its three routes and stage, its
 * functions, who may post to sockets, config.json's wsUrl, the CSP and the alarms. The real route,
 * socket and worker tables, production settings, cdk-nag on; one synth for the file.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { connectionsTable } from '@sitewright/data/tables';
import { routes, socketRoutes } from '../../functions/src/routes';
import { reconcilerDef, workers } from '../../functions/src/workers';
import { LIVE_STAGE_NAME, LIVE_THROTTLE } from '../lib/live';
import { grantsOf } from './iam';
import { logicalId, synth, type Synth } from './synth';

let s: Synth;
beforeAll(() => {
  s = synth();
});

const apiId = () => logicalId(s.stack.live.webSocketApi);
/** Every function of the stack (routes, socket routes, workers, the reconciler) with its logical id and whether it is declared live. */
const allFunctions = () => [
  ...routes.map((r) => ({ id: r.id, fnId: logicalId(s.stack.api.functions.get(r.id)!.fn), live: Boolean(r.live) })),
  ...socketRoutes.map((r) => ({ id: r.id, fnId: logicalId(s.stack.live.functions.get(r.id)!.fn), live: false })),
  ...workers.map((w) => ({ id: w.id, fnId: logicalId(s.stack.workers.functions.get(w.id)!.fn), live: Boolean(w.live) })),
  { id: reconcilerDef.id, fnId: logicalId(s.stack.workers.reconciler), live: Boolean(reconcilerDef.live) },
];
/** The Resource of every statement of a function's role that allows `action`. */
const resourcesAllowing = (fnId: string, action: string): unknown[] => {
  const roleId = (s.json.Resources[fnId]!.Properties!.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(s.template.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]))
    .filter((st) => [st.Action].flat().includes(action)).map((st) => st.Resource);
};

describe('WebSocket API', () => {
  it('It should route $connect, $disconnect and $default each to its own socket function, and answer $default frames', () => {
    const wsRoutes = Object.values(s.template.findResources('AWS::ApiGatewayV2::Route', { Properties: { ApiId: { Ref: apiId() } } }));
    expect(wsRoutes.map((r) => r.Properties.RouteKey as string).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = s.template.findResources('AWS::ApiGatewayV2::Integration');
    for (const def of socketRoutes) {
      const route = wsRoutes.find((r) => r.Properties.RouteKey === def.routeKey)!;
      const integration = integrations[(route.Properties.Target['Fn::Join'][1][1] as { Ref: string }).Ref]!;
      const fnId = logicalId(s.stack.live.functions.get(def.id)!.fn);
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', ApiId: { Ref: apiId() } });
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(`"${fnId}","Arn"`);
      const fn = s.json.Resources[fnId]!.Properties!;
      expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: `index.${def.handler}` });
      const logGroupId = (fn.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(s.json.Resources[logGroupId]?.Properties).toMatchObject({ RetentionInDays: 30, LogGroupName: `/sitewright/Test/${def.id}` });
      // API Gateway may call each function from this API's route only.
      const permissions = Object.values(s.template.findResources('AWS::Lambda::Permission', { Properties: { FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] } } }));
      expect(permissions).toHaveLength(1);
      expect(permissions[0]!.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permissions[0]!.Properties.SourceArn)).toContain(`{"Ref":"${apiId()}"},"/*${def.routeKey}"`);
    }
    // The ping's {"type":"pong"} reaches the client only through a route response.
    s.template.resourcePropertiesCountIs('AWS::ApiGatewayV2::RouteResponse', { ApiId: { Ref: apiId() }, RouteResponseKey: '$default' }, 1);
    const defaultRoute = wsRoutes.find((r) => r.Properties.RouteKey === '$default')!;
    expect(defaultRoute.Properties.RouteResponseSelectionExpression).toBe('$default');
  });

  it('It should deploy one throttled stage with JSON access logs in /sitewright/<stack>/ws-access, kept like the HTTP API\'s', () => {
    s.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: apiId() },
      StageName: LIVE_STAGE_NAME,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: LIVE_THROTTLE.burstLimit, ThrottlingRateLimit: LIVE_THROTTLE.rateLimit },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [logicalId(s.stack.live.accessLogs), 'Arn'] }, Format: Match.anyValue() },
    });
    const stage = Object.values(s.template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { ApiId: { Ref: apiId() } } }))[0]!;
    expect(Object.keys(JSON.parse(stage.Properties.AccessLogSettings.Format as string) as object))
      .toEqual(expect.arrayContaining(['requestId', 'eventType', 'routeKey', 'connectionId', 'status', 'integrationError']));
    const ws = s.json.Resources[logicalId(s.stack.live.accessLogs)]!;
    const http = s.json.Resources[logicalId(s.stack.api.accessLogs)]!;
    expect(ws.Properties).toMatchObject({ LogGroupName: '/sitewright/Test/ws-access', RetentionInDays: http.Properties!.RetentionInDays });
    expect(ws.DeletionPolicy).toBe(http.DeletionPolicy);
  });

  it('It should grant the socket functions exactly their declared tables and the JWT key, nothing else', () => {
    const connections = logicalId(s.stack.data.table('connections'));
    const jwt = logicalId(s.stack.secretsAndMail.secret('JWT_SECRET'));
    for (const def of socketRoutes) {
      const grants = grantsOf(s, logicalId(s.stack.live.functions.get(def.id)!.fn));
      const expected = [...def.tables.map((t) => logicalId(s.stack.data.table(t.name))), jwt].sort();
      expect([...grants.keys()].sort()).toEqual(expected);
      if (def.tables.length) expect([...grants.get(connections)!]).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:Query']));
    }
  });
});

describe('Publishing on the live channel', () => {
  it('It should allow execute-api:ManageConnections to the functions declared live only, for POST on this API\'s stage only', () => {
    const expectedArn = { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':execute-api:us-east-1:123456789012:', { Ref: apiId() }, `/${LIVE_STAGE_NAME}/POST/@connections/*`]] };
    const fns = allFunctions();
    expect(fns.filter((f) => f.live).map((f) => f.id).sort()).toEqual(['deploy-worker', 'generate-worker', 'job-reconciler', 'project-improve']);
    for (const f of fns) {
      expect({ id: f.id, resources: resourcesAllowing(f.fnId, 'execute-api:ManageConnections') }).toEqual({ id: f.id, resources: f.live ? [expectedArn] : [] });
    }
    // No role anywhere in the stack may manage connections more widely (another stage, method or API).
    const everywhere = Object.values(s.template.findResources('AWS::IAM::Policy'))
      .flatMap((p) => (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]))
      .filter((st) => [st.Action].flat().some((a) => a.startsWith('execute-api:')));
    expect(everywhere).toHaveLength(fns.filter((f) => f.live).length);
    expect(everywhere.every((st) => JSON.stringify(st.Resource) === JSON.stringify(expectedArn))).toBe(true);
  });

  it('It should give WS_MANAGEMENT_URL (https://{api}.execute-api.{region}.{suffix}/{stage}) to the live functions only, and the connections table to every function', () => {
    const managementUrl = { 'Fn::Join': ['', ['https://', { Ref: apiId() }, '.execute-api.us-east-1.', { Ref: 'AWS::URLSuffix' }, `/${LIVE_STAGE_NAME}`]] };
    for (const f of allFunctions()) {
      const vars = (s.json.Resources[f.fnId]!.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect({ id: f.id, url: vars.WS_MANAGEMENT_URL }).toEqual({ id: f.id, url: f.live ? managementUrl : undefined });
      expect(vars.CONNECTIONS_TABLE).toEqual({ Ref: logicalId(s.stack.data.table('connections')) });
    }
  });

  it('It should make the connections table with its by-project index and TTL', () => {
    const table = s.json.Resources[logicalId(s.stack.data.table('connections'))]!;
    expect(table.Properties).toMatchObject({
      KeySchema: [{ AttributeName: connectionsTable.partitionKey.name, KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [{ IndexName: 'by-project', KeySchema: [{ AttributeName: 'project_id', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
      TimeToLiveSpecification: { AttributeName: connectionsTable.ttlAttribute, Enabled: true },
    });
  });
});

describe('The SPA and the live channel', () => {
  it('It should write the stage\'s wss:// URL into config.json as wsUrl', () => {
    const deployment = Object.values(s.template.findResources('Custom::CDKBucketDeployment'))
      .find((d) => JSON.stringify(d.Properties.SourceMarkers ?? null).includes(`"Ref":"${apiId()}"`))!;
    expect(deployment).toBeDefined();
    const outdir = (s.stack.node.root as App).outdir;
    const configs = (deployment.Properties.SourceObjectKeys as string[])
      .map((key) => path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json')).filter((f) => fs.existsSync(f));
    expect(configs).toHaveLength(1);
    const config = JSON.parse(fs.readFileSync(configs[0]!, 'utf8')) as { wsUrl: string };
    // Tokens in jsonData become markers that the deployment replaces with their CloudFormation values.
    const markers = Object.assign({}, ...(deployment.Properties.SourceMarkers as Record<string, unknown>[])) as Record<string, unknown>;
    const resolved = config.wsUrl.replace(/<<marker:0xbaba:\d+>>/g, (m) => JSON.stringify(markers[m]));
    expect(resolved).toBe(`wss://${JSON.stringify({ Ref: apiId() })}.execute-api.us-east-1.${JSON.stringify({ Ref: 'AWS::URLSuffix' })}/${LIVE_STAGE_NAME}`);
  });

  it('It should let the page open the socket: the WebSocket API\'s wss:// origin in the CSP connect-src', () => {
    const [policy] = Object.values(s.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    const connectSrc = /connect-src ([^;]*);/.exec(csp)?.[1];
    expect(connectSrc).toContain(`{"Fn::GetAtt":["${apiId()}","ApiEndpoint"]}`);
  });
});

describe('Alarms of the live channel', () => {
  const dims = () => [{ Name: 'ApiId', Value: { Ref: apiId() } }, { Name: 'Stage', Value: LIVE_STAGE_NAME }];
  const topic = () => [{ Ref: logicalId(s.stack.monitoring.topic) }];

  it('It should alarm on the WebSocket API\'s integration and execution errors, per API and stage', () => {
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Test-ws-integration-errors', Namespace: 'AWS/ApiGateway', MetricName: 'IntegrationError', Dimensions: dims(), AlarmActions: topic(),
    });
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Test-ws-execution-errors', Namespace: 'AWS/ApiGateway', MetricName: 'ExecutionError', Dimensions: dims(), Threshold: 1, AlarmActions: topic(),
    });
  });

  it('It should alarm on errors of each socket function, and on ws-connect\'s own 500s from its ERROR log lines', () => {
    for (const def of socketRoutes) {
      s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `Test-${def.id}-errors`, MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(s.stack.live.functions.get(def.id)!.fn) } }],
      });
    }
    const connectLogs = (s.json.Resources[logicalId(s.stack.live.functions.get('ws-connect')!.fn)]!.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup;
    s.template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: connectLogs, FilterPattern: '{ $.level = "ERROR" }',
      MetricTransformations: [{ MetricNamespace: 'Sitewright', MetricName: 'LiveConnectFailures', MetricValue: '1', DefaultValue: 0 }],
    });
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'Test-ws-connect-failures', Namespace: 'Sitewright', MetricName: 'LiveConnectFailures', Threshold: 1 });
  });
});
