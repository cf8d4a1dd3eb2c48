/**
 * SitewrightStack: the whole product in one stack, assembled from constructs by concern (data,
 * secrets and mail, queues and workers, API, live channel, web, monitoring). Routes and workers come from the
 * tables in functions/src, tables from packages/data; nothing here lists them by hand.
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Duration, Validations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { routes as allRoutes, socketRoutes as allSocketRoutes, type RouteDef, type SocketRouteDef } from '../../functions/src/routes';
import { reconcilerDef, workers as allWorkers, type WorkerDef } from '../../functions/src/workers';
import { Api } from './api';
import { Data } from './data';
import { Live } from './live';
import { Monitoring } from './monitoring';
import { Queues } from './queues';
import { SecretsAndMail } from './secrets-mail';
import { readSettings, type Settings } from './settings';
import { Web } from './web';
import { sharpLayer, SHARP_FUNCTIONS } from './sharp-layer';
import { Workers } from './workers';

/** Props of {@link SitewrightStack}; routes, socket routes and workers default to the tables in functions/src. */
export interface SitewrightStackProps extends StackProps {
  routes?: RouteDef[];
  socketRoutes?: SocketRouteDef[];
  workers?: WorkerDef[];
}

/** The Sitewright stack. Public members let tests and the app reach each part. */
export class SitewrightStack extends Stack {
  readonly settings: Settings;
  readonly data: Data;
  readonly secretsAndMail: SecretsAndMail;
  readonly queues: Queues;
  readonly api: Api;
  readonly live: Live;
  readonly web: Web;
  readonly workers: Workers;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: SitewrightStackProps = {}) {
    super(scope, id, props);
    const settings = (this.settings = readSettings(this));
    const routes = props.routes ?? allRoutes;
    const workerDefs = props.workers ?? allWorkers;
    const { dev } = settings;

    // One bucket for S3 server access logs and CloudFront standard logs (which need ACLs, hence
    // OBJECT_WRITER); logs older than 90 days are deleted.
    const accessLogs = new Bucket(this, 'access-logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: dev,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions::AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would create a log record for every log delivery.',
    });

    this.data = new Data(this, 'data', { dev, accessLogs });
    this.secretsAndMail = new SecretsAndMail(this, 'secrets-mail', settings);
    this.queues = new Queues(this, 'queues', { workers: workerDefs, dev });
    this.api = new Api(this, 'api', { dev });
    this.live = new Live(this, 'live', { dev });
    this.web = new Web(this, 'web', { apiUrl: this.api.url, webDist: settings.webDist, accessLogs, dev, googleEnabled: Boolean(settings.googleClientId),
      uploadsOrigin: `https://${this.data.uploads.bucketRegionalDomainName}`, live: { url: this.live.url, origin: this.live.origin } });

    const environment: Record<string, string> = {
      ...Object.fromEntries([...this.data.tables].map(([name, t]) => [`${name.toUpperCase()}_TABLE`, t.tableName])),
      JWT_ISSUER: 'sitewright',
      JWT_AUDIENCE: 'sitewright-api',
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: settings.mailFrom,
      APP_ORIGIN: `https://${this.web.distribution.distributionDomainName}`,
      SITES_ORIGIN: this.api.url,
      LOG_LEVEL: settings.logLevel,
      ...(settings.googleClientId ? { GOOGLE_CLIENT_ID: settings.googleClientId } : {}),
      ...(settings.sitesEdge ? {
        SITES_DOMAIN: settings.sitesEdge.sitesDomain, GCP_URL_MAP: settings.sitesEdge.urlMap, GCP_CERTIFICATE_MAP: settings.sitesEdge.certificateMap,
      } : {}),
    };
    const resources = { data: this.data, queues: this.queues, secretsAndMail: this.secretsAndMail };
    // One sharp layer for every function that encodes images (SHARP_FUNCTIONS); none when no such function is defined.
    const sharp = [...routes, ...workerDefs].some((f) => SHARP_FUNCTIONS.has(f.id))
      ? sharpLayer(this, this.node.tryGetContext('sharpLayerDir') as string | undefined)
      : undefined;
    this.api.addRoutes(routes, resources, environment, dev, sharp);
    this.workers = new Workers(this, 'workers', { workers: workerDefs, resources, environment, dev, sharp });
    this.live.addRoutes(props.socketRoutes ?? allSocketRoutes, resources, environment, dev);
    // Issue 19: exactly the functions declared `live` may post to sockets (and get WS_MANAGEMENT_URL).
    const publishers = [
      ...this.api.functions.values(), ...this.workers.functions.values(), { def: reconcilerDef, fn: this.workers.reconciler },
    ].filter(({ def }) => def.live);
    for (const { fn } of publishers) this.live.grantPublish(fn);
    this.monitoring = new Monitoring(this, 'monitoring', {
      api: this.api, live: this.live, queues: this.queues, workers: this.workers, alarmEmail: settings.alarmEmail,
    });

    new CfnOutput(this, 'AppUrl', { value: environment.APP_ORIGIN ?? '', description: 'The app (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'HTTP API, also the sites (preview) origin' });
    new CfnOutput(this, 'WsUrl', { value: this.live.url, description: 'WebSocket API of the live channel (config.json wsUrl)' });
    for (const [name, t] of this.data.tables) new CfnOutput(this, `${name}Table`, { value: t.tableName });
  }
}
