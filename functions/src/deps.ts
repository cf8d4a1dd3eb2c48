import { hkdfSync } from 'node:crypto';
import { SESClient } from '@aws-sdk/client-ses';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createScryptHasher } from '@sitewright/core/accounts/passwords';
import type { AccountDeps } from '@sitewright/core/accounts/deps';
import type { ProjectStoreDeps } from '@sitewright/core/projects/deps';
import type { Clock } from '@sitewright/core/ports';
import type { DeploymentRepository } from '@sitewright/core/deployments/ports';
import {
  createDocumentClient, createDynamoDeploymentRepository, createDynamoProjectRepository, createDynamoTemplateRepository,
  createDynamoUserRepository,
} from '@sitewright/data';
import { createJwtTokenService } from './adapters/jwt-token-service';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { createSesMailer } from './adapters/ses-mailer';
import { createSqsJobQueue } from './adapters/sqs-job-queue';
import { parseConfig, type Config } from './config';
import { logger } from './logger';
import { loadSecrets } from './secrets';

/** Everything handlers and workers need, built once per cold start (config ▶ clients ▶ adapters ▶ ports). */
export interface Deps extends AccountDeps, ProjectStoreDeps {
  config: Config;
  db: DynamoDBDocumentClient;
  sqs: SQSClient;
  deployments: DeploymentRepository;
}

let current: Promise<Deps> | undefined;
let clockOverride: Clock | undefined;
/** The clock every adapter sees; tests may replace it (setClockForTesting). */
const clock: Clock = { now: () => (clockOverride ? clockOverride.now() : Date.now()) };

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

async function build(): Promise<Deps> {
  await loadSecrets();
  const config = parseConfig();
  logger.setLogLevel(config.LOG_LEVEL);
  const region = config.AWS_REGION;
  const db = createDocumentClient({
    region, ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: localCredentials } : {}),
  });
  const sqs = new SQSClient({ region, ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT, credentials: localCredentials } : {}) });
  const mailer = config.MAIL_TRANSPORT === 'ses'
    ? createSesMailer(new SESClient({ region }), config.MAIL_FROM)
    : createOutboxMailer(config.OUTBOX_DIR, logger, clock);
  // A separate key for code hashes, derived from the signing secret (RFC 5869), so one secret to manage.
  const otpPepper = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'sitewright', 'otp-hash', 32)).toString('hex');
  return {
    config,
    db,
    sqs,
    clock,
    users: createDynamoUserRepository(db, config.tables.users),
    projects: createDynamoProjectRepository(db, config.tables),
    templates: createDynamoTemplateRepository(db, config.tables.templates),
    deployments: createDynamoDeploymentRepository(db, config.tables.deployments),
    queue: createSqsJobQueue(sqs, { generate: config.GENERATE_QUEUE_URL, deploy: config.DEPLOY_QUEUE_URL }),
    mailer,
    passwords: createScryptHasher(config.PASSWORD_SCRYPT_LOG_N),
    tokens: createJwtTokenService({
      secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, ttlS: config.ACCESS_TOKEN_TTL_S, clock,
    }),
    otpPepper,
  };
}

/** The process-wide dependencies, built on first use (secrets read, config parsed once). */
export function getDeps(): Promise<Deps> {
  current ??= build().catch((err: unknown) => {
    current = undefined;
    throw err;
  });
  return current;
}

/** Drops the built dependencies so the next getDeps() reads the environment again (tests, local restarts). */
export function resetDeps(): void {
  const old = current;
  current = undefined;
  void old?.then((d) => { d.db.destroy(); d.sqs.destroy(); }, () => undefined);
}

/** Replaces the clock seen by every adapter (tests: expired codes, tokens, throttling windows). */
export function setClockForTesting(c: Clock | undefined): void {
  clockOverride = c;
}
