/**
 * The live channel's WebSocket API (issue 19 §1): one stage with throttling and JSON access logs, and,
 * for every entry of functions/src/routes.ts `socketRoutes`, one Lambda and one route. Functions that
 * publish on the channel (`live: true` in routes.ts / workers.ts) get {@link Live.grantPublish}.
 */
import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { SocketRouteDef } from '../../functions/src/routes';
import { grantDeclared, type Resources } from './access';
import { defineFor } from './bundling';
import { createFunction } from './lambda';
import { executeApiWildcardFinding } from './nag-acks';

/** The stage's name: the last path segment of `wsUrl` and of WS_MANAGEMENT_URL. */
export const LIVE_STAGE_NAME = 'live';

/**
 * Stage-wide throttling of what clients send: `$connect`s and frames (pings). An open editor makes one
 * connection and a ping every few minutes, so 20/s is ample; the burst of 50 lets every open tab reconnect
 * at once after a network blip. Messages the functions post to sockets (Management API) are not counted here.
 */
export const LIVE_THROTTLE = { rateLimit: 20, burstLimit: 50 };

/** One JSON line per connect, frame and disconnect; field names are what the RUNBOOK's queries use. */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  connectionId: '$context.connectionId',
  status: '$context.status',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integration.error',
  error: '$context.error.message',
  userAgent: '$context.identity.userAgent',
});

/** The WebSocket API, its stage and (after {@link Live.addRoutes}) one function per socket route. */
export class Live extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly accessLogs: LogGroup;
  readonly functions = new Map<string, { def: SocketRouteDef; fn: LambdaFunction }>();

  constructor(scope: Construct, id: string, props: { dev: boolean }) {
    super(scope, id);
    this.webSocketApi = new WebSocketApi(this, 'websocket-api', {
      apiName: `${Stack.of(this).stackName}-live`,
      description: 'Sitewright live channel (issue 19)',
    });
    this.accessLogs = new LogGroup(this, 'access-logs', {
      logGroupName: `/sitewright/${Stack.of(this).stackName}/ws-access`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.stage = new WebSocketStage(this, 'stage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: LIVE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
  }

  /** What the SPA connects to (config.json `wsUrl`): wss://{api id}.execute-api.{region}.amazonaws.com/live. */
  get url(): string {
    return this.stage.url;
  }

  /** The API's origin (wss://{api id}.execute-api.{region}.amazonaws.com), for the SPA's CSP connect-src. */
  get origin(): string {
    return this.webSocketApi.apiEndpoint;
  }

  /** WS_MANAGEMENT_URL: the stage's Management API endpoint (https://…/live) that PostToConnection calls. */
  get managementUrl(): string {
    return this.stage.callbackUrl;
  }

  /** Adds a function and a route for each socket route, granted exactly what the definition declares. */
  addRoutes(defs: SocketRouteDef[], resources: Resources, environment: Record<string, string>, dev: boolean): void {
    for (const def of defs) {
      const fn = createFunction(this, {
        id: def.id,
        entry: def.entry,
        exportName: def.handler,
        // The HTTP routes' defaults: a ticket check and one DynamoDB write per connect.
        memoryMb: 512,
        timeoutS: 10,
        environment,
        dev,
        define: defineFor({ kind: 'socket', ...def }),
      });
      grantDeclared(fn, { kind: 'socket', ...def }, resources);
      const route = this.webSocketApi.addRoute(def.routeKey, {
        integration: new WebSocketLambdaIntegration(`${def.id}-integration`, fn),
        // `$default` answers a ping with {"type":"pong"}: a route response passes the function's body back to the client.
        returnResponse: def.routeKey === '$default',
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions::AwsSolutions-APIG4',
        reason: def.routeKey === '$connect'
          ? 'The $connect handler verifies the single-use ticket itself (a short-lived HS256 JWT from POST /api/ws/ticket, which requires the bearer token) and refuses the upgrade with 401; the local stack runs the same check.'
          : 'API Gateway authorizes WebSocket connections only on $connect; $disconnect and $default run on a connection that already passed the ticket check.',
      });
      this.functions.set(def.id, { def, fn });
    }
  }

  /**
   * Lets a function publish on the channel: execute-api:ManageConnections for POST (PostToConnection, the only
   * call the poster makes) on this API's stage only, and WS_MANAGEMENT_URL. Not WebSocketApi.grantManageConnections
   * (any stage, any method) nor WebSocketStage.grantManagementApiAccess (also GET and DELETE of a connection).
   */
  grantPublish(fn: LambdaFunction): void {
    const resourceName = `${this.stage.stageName}/POST/@connections/*`;
    fn.addToRolePolicy(new PolicyStatement({
      actions: ['execute-api:ManageConnections'],
      resources: [Stack.of(this).formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId, resourceName, arnFormat: ArnFormat.SLASH_RESOURCE_NAME })],
    }));
    fn.addEnvironment('WS_MANAGEMENT_URL', this.managementUrl);
    Validations.of(fn).acknowledge({
      id: executeApiWildcardFinding(this.webSocketApi, resourceName),
      reason: 'Connection ids are chosen by API Gateway per socket, so the grant covers POST to any connection of this WebSocket API\'s live stage only (PostToConnection): no other API, stage or method.',
    });
  }
}
