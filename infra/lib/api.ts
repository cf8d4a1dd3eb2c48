/**
 * The HTTP API: a `$default` stage with throttling and JSON access logs, and, for every entry of
 * functions/src/routes.ts, one Lambda function and one route. CORS stays off: the SPA reaches
 * /api/* through CloudFront on its own origin, and previews (/sites/…) are plain navigations.
 */
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Function as LambdaFunction, ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { RouteDef } from '../../functions/src/routes';
import { defineFor } from './bundling';
import { externalModulesFor, SHARP_FUNCTIONS } from './sharp-layer';
import { grantDeclared, type Resources } from './access';
import { createFunction } from './lambda';

/** Stage-wide throttling: a cap on cost and on abuse of the unauthenticated routes. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** One JSON line per request; field names are what the RUNBOOK's Logs Insights queries use. */
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
  userAgent: '$context.identity.userAgent',
});

/** The HTTP API, its stage and (after {@link Api.addRoutes}) one function per route. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly functions = new Map<string, { def: RouteDef; fn: LambdaFunction }>();

  constructor(scope: Construct, id: string, props: { dev: boolean }) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'http-api', { createDefaultStage: false, description: 'Sitewright API' });
    this.accessLogs = new LogGroup(this, 'access-logs', {
      logGroupName: `/sitewright/${Stack.of(this).stackName}/api-access`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'default-stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
    });
  }

  /** The API's base URL (https://{id}.execute-api.{region}.amazonaws.com), also the sites origin. */
  get url(): string {
    return this.httpApi.apiEndpoint;
  }

  /** Adds a function and a route for each definition, granted exactly what the definition declares. */
  addRoutes(routes: RouteDef[], resources: Resources, environment: Record<string, string>, dev: boolean, sharp?: ILayerVersion): void {
    for (const def of routes) {
      const fn = createFunction(this, {
        id: def.id,
        entry: def.entry,
        exportName: def.handler,
        memoryMb: def.memoryMb ?? 512,
        timeoutS: def.timeoutS ?? 10,
        environment,
        dev,
        // Routes that encode images (an owner's upload, issue 15) get sharp from its layer.
        externalModules: externalModulesFor(def.id),
        define: defineFor({ kind: 'route', ...def }),
        layers: SHARP_FUNCTIONS.has(def.id) && sharp ? [sharp] : [],
      });
      grantDeclared(fn, { kind: 'route', ...def }, resources);
      const [route] = this.httpApi.addRoutes({
        path: def.path,
        methods: [HttpMethod[def.method]],
        integration: new HttpLambdaIntegration(`${def.id}-integration`, fn),
      });
      if (route) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions::AwsSolutions-APIG4',
          reason: def.auth
            ? 'The handler verifies the bearer JWT itself (jose: HS256, issuer, audience and exp required) in the shared middy stack, which the local runner uses too; an API Gateway authorizer would duplicate that check.'
            : 'A public route by design (sign-up, sign-in, OTP, previews): it must work before the caller has a token.',
        });
      }
      this.functions.set(def.id, { def, fn });
    }
  }
}
