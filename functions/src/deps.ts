import { hkdfSync } from 'node:crypto';
import { withHashAdmission } from '@sitewright/core/accounts/hash-admission';
import { createScryptHasher, type ScryptKdf } from '@sitewright/core/accounts/passwords';
import { HASH_ANSWER_MARGIN_MS } from '@sitewright/core/limits';
import type { AccountDeps } from '@sitewright/core/accounts/deps';
import type { ProjectStoreDeps } from '@sitewright/core/projects/deps';
import type { JobQueue } from '@sitewright/core/projects/ports';
import type { Mailer } from '@sitewright/core/ports';
import type { DeploymentRepository } from '@sitewright/core/deployments/ports';
import type { MessageRepository } from '@sitewright/core/forms/ports';
import { createLivePublisher } from '@sitewright/core/live/use-cases';
import { noLivePublisher, type LiveConnectionStore, type LivePublisher, type LiveTicketCodec } from '@sitewright/core/live/ports';
import {
  createDocumentDb, createDynamoDeploymentRepository, createDynamoMessageRepository, createDynamoProjectRepository, createDynamoTemplateRepository,
  createDynamoUserRepository, createDynamoJobLedger, createDynamoConnectionStore, type AwsConnection, type DocumentDb,
} from '@sitewright/data';
import { liveConnectionPosterAt } from './adapters/live-poster';
import { createLiveTicketCodec } from './adapters/live-tickets';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { sesMailerAt } from './adapters/ses-mailer';
import { sqsJobQueueAt } from './adapters/sqs-job-queue';
import { buildOnce, getBaseDeps, resetBaseDeps, type BaseDeps } from './base-deps';
import type { Config } from './config';
import { answeredGuard, currentInvocation } from './invocation';
import { logger } from './logger';

export { setClockForTesting } from './base-deps';

/** Everything handlers and workers need, built once per cold start (config ▶ clients ▶ adapters ▶ ports). */
export interface Deps extends BaseDeps, AccountDeps, ProjectStoreDeps {
  db: DocumentDb;
  deployments: DeploymentRepository;
  /** Form messages of live sites and their rate-limit counters (issue 16 §2). */
  messages: MessageRepository;
  /** The live channel (issue 19): its sockets and spent tickets, its ticket codec, and the publisher workers call. */
  connections: LiveConnectionStore;
  liveTickets: LiveTicketCodec;
  live: LivePublisher;
}

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * Where an AWS client connects: the configured region, and an endpoint override with placeholder
 * credentials locally (dynalite, local-aws-sqs); in AWS the role's credentials from the environment.
 */
export const awsConnection = (config: Pick<Config, 'AWS_REGION'>, endpoint: string | undefined): AwsConnection =>
  ({ region: config.AWS_REGION, ...(endpoint ? { endpoint, credentials: localCredentials } : {}) });

/** The mailer of a function that declares no mail (routes.ts `mail`): sending is a wiring mistake, said plainly. */
const noMailer: Mailer = { send: async () => { throw new Error('This function declares no mail, so it cannot send e-mail (routes.ts mail).'); } };

/** The queue of a function that declares none (routes.ts): sending is a wiring mistake, said plainly. */
const noQueue: JobQueue = { send: async (m) => { throw new Error(`This function declares no queue, so it cannot send a ${m.type} job (routes.ts queues).`); } };

/** Where scrypt runs: Node's thread pool (one request per Lambda instance), or a worker pool set by the local stack. */
let scryptPool: { kdf: ScryptKdf; slots: number } | undefined;

/**
 * Runs password hashing on `pool` (the local stack's worker threads, sized to the machine; issue 18 §2)
 * from the next getDeps() on; `undefined` goes back to Node's own crypto.scrypt with one slot.
 */
export function useScryptPool(pool: { kdf: ScryptKdf; slots: number } | undefined): void {
  scryptPool = pool;
}

/** A request's time when no invocation is known (scripts): the routes' default timeout, in ms. */
const DEFAULT_BUDGET_MS = 10_000;

async function build(): Promise<Deps> {
  const base = await getBaseDeps();
  const { config, clock } = base;
  // AWS SDK v3 clients, each built from one place (packages/data clients.ts `awsClientConfig`): in AWS they
  // take the function's role from the default credential chain; locally the endpoints point at dynalite
  // and local-aws-sqs. Building a client makes no request.
  const at = (endpoint: string | undefined) => awsConnection(config, endpoint);
  const db = await createDocumentDb(at(config.DYNAMODB_ENDPOINT));
  // In a Lambda bundle these two flags are build-time constants per function (infra bundling.ts
  // `defineFor`): a route that declares no queue and no mail carries neither client. Elsewhere both are on.
  // (esbuild folds the condition, drops the dead branch, and then the import it used: the SDK packages are
  // side-effect free. Static named imports on purpose: a dynamic import wraps its module graph, and esbuild
  // then keeps every command a client package re-exports, about 45 KB more for SES.)
  const queue: JobQueue = process.env.SITEWRIGHT_LAMBDA_BUNDLE !== 'true' || process.env.SITEWRIGHT_USES_QUEUE === 'true'
    ? sqsJobQueueAt(at(config.SQS_ENDPOINT), { generate: config.GENERATE_QUEUE_URL, deploy: config.DEPLOY_QUEUE_URL })
    : noQueue;
  const mailer: Mailer = process.env.SITEWRIGHT_LAMBDA_BUNDLE !== 'true' || process.env.SITEWRIGHT_USES_MAIL === 'true'
    ? (config.MAIL_TRANSPORT === 'ses' ? sesMailerAt(at(undefined), config.MAIL_FROM) : createOutboxMailer(config.OUTBOX_DIR, logger, clock))
    : noMailer;
  // A separate key for code hashes, derived from the signing secret (RFC 5869), so one secret to manage.
  const otpPepper = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'sitewright', 'otp-hash', 32)).toString('hex');
  // Issue 19: publishing needs the Management API client, which only functions declared `live` carry
  // (build-time flag, like the queue and mail above); without WS_MANAGEMENT_URL nothing is published.
  const connections = createDynamoConnectionStore(db, config.tables.connections);
  const live: LivePublisher = (process.env.SITEWRIGHT_LAMBDA_BUNDLE !== 'true' || process.env.SITEWRIGHT_USES_LIVE === 'true') && config.WS_MANAGEMENT_URL
    ? createLivePublisher({
      connections, poster: liveConnectionPosterAt(at(undefined), config.WS_MANAGEMENT_URL),
      onError: (err, projectId) => logger.warn('Could not publish on the live channel', { error: err as Error, project_id: projectId }),
    })
    : noLivePublisher;
  // Admission control in front of scrypt (issue 18 §2): a hash that cannot finish within the request's
  // time answers 503 + Retry-After at once, before anything is written.
  const passwords = withHashAdmission(createScryptHasher(config.PASSWORD_SCRYPT_LOG_N, 8, 1, scryptPool?.kdf), {
    slots: scryptPool?.slots ?? 1,
    budgetMs: () => (currentInvocation()?.remainingMs() ?? DEFAULT_BUDGET_MS) - HASH_ANSWER_MARGIN_MS,
    isAnswered: () => currentInvocation()?.signal.aborted ?? false,
  });
  // Every port refuses calls once its request has been answered (invocation.ts), so a handler that timed
  // out cannot go on writing after its error answer.
  return {
    ...base,
    db,
    users: answeredGuard('users', createDynamoUserRepository(db, config.tables.users)),
    projects: answeredGuard('projects', createDynamoProjectRepository(db, config.tables)),
    templates: answeredGuard('templates', createDynamoTemplateRepository(db, config.tables.templates)),
    deployments: answeredGuard('deployments', createDynamoDeploymentRepository(db, config.tables.deployments)),
    messages: answeredGuard('messages', createDynamoMessageRepository(db, config.tables.messages)),
    jobs: answeredGuard('jobs', createDynamoJobLedger(db, config.tables.jobs)),
    queue: answeredGuard('queue', queue),
    mailer: answeredGuard('mailer', mailer),
    passwords,
    otpPepper,
    connections: answeredGuard('connections', connections),
    liveTickets: createLiveTicketCodec({ secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, clock }),
    live,
  };
}

const all = buildOnce(build);

/**
 * The process-wide dependencies, built on first use (secrets read, config parsed once).
 * @throws Error listing every bad environment variable, or naming an unreadable secret.
 */
export function getDeps(): Promise<Deps> {
  return all.get();
}

/** Drops the built dependencies so the next getDeps() reads the environment again (tests, local restarts). */
export function resetDeps(): void {
  all.reset();
  resetBaseDeps();
}
