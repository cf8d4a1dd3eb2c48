import { hkdfSync } from 'node:crypto';
import { createScryptHasher } from '@sitewright/core/accounts/passwords';
import type { AccountDeps } from '@sitewright/core/accounts/deps';
import type { ProjectStoreDeps } from '@sitewright/core/projects/deps';
import type { Clock } from '@sitewright/core/ports';
import type { DeploymentRepository } from '@sitewright/core/deployments/ports';
import {
  createAwsClient, createDocumentDb, createDynamoDeploymentRepository, createDynamoProjectRepository, createDynamoTemplateRepository,
  createDynamoUserRepository, type AwsConnection, type DocumentDb,
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
  db: DocumentDb;
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
  // aws-lite clients (packages/data clients.ts): in AWS they take the function's credentials from the
  // environment; locally the endpoints point at dynalite and local-aws-sqs.
  const at = (endpoint: string | undefined): AwsConnection => ({ region, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });
  const [db, sqs, sesClient] = await Promise.all([
    createDocumentDb(at(config.DYNAMODB_ENDPOINT)),
    createAwsClient(at(config.SQS_ENDPOINT)),
    config.MAIL_TRANSPORT === 'ses' ? createAwsClient(at(undefined)) : undefined,
  ]);
  const mailer = sesClient
    ? createSesMailer(sesClient, config.MAIL_FROM)
    : createOutboxMailer(config.OUTBOX_DIR, logger, clock);
  // A separate key for code hashes, derived from the signing secret (RFC 5869), so one secret to manage.
  const otpPepper = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'sitewright', 'otp-hash', 32)).toString('hex');
  return {
    config,
    db,
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
  current = undefined;
}

/** Replaces the clock seen by every adapter (tests: expired codes, tokens, throttling windows). */
export function setClockForTesting(c: Clock | undefined): void {
  clockOverride = c;
}
