import { hkdfSync } from 'node:crypto';
import { SESClient } from '@aws-sdk/client-ses';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createScryptHasher } from '@sitewright/core/accounts/passwords';
import type { AccountDeps } from '@sitewright/core/accounts/deps';
import type { Clock } from '@sitewright/core/ports';
import { createDocumentClient, createDynamoUserRepository } from '@sitewright/data';
import { createJwtTokenService } from './adapters/jwt-token-service';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { createSesMailer } from './adapters/ses-mailer';
import { parseConfig, type Config } from './config';
import { logger } from './logger';

/** Everything handlers need, built once per cold start (the composition root: config ▶ clients ▶ adapters ▶ ports). */
export interface Deps extends AccountDeps {
  config: Config;
  db: DynamoDBDocumentClient;
}

let current: Deps | undefined;
let clockOverride: Clock | undefined;
/** The clock every adapter sees; tests may replace it (setClockForTesting). */
const clock: Clock = { now: () => (clockOverride ? clockOverride.now() : Date.now()) };

function build(): Deps {
  const config = parseConfig();
  logger.setLogLevel(config.LOG_LEVEL);
  const db = createDocumentClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT
      ? { endpoint: config.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const mailer = config.MAIL_TRANSPORT === 'ses'
    ? createSesMailer(new SESClient({ region: config.AWS_REGION }), config.MAIL_FROM)
    : createOutboxMailer(config.OUTBOX_DIR, logger, clock);
  // A separate key for code hashes, derived from the signing secret (RFC 5869), so one secret to manage.
  const otpPepper = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'sitewright', 'otp-hash', 32)).toString('hex');
  return {
    config,
    db,
    clock,
    users: createDynamoUserRepository(db, config.tables.users),
    mailer,
    passwords: createScryptHasher(config.PASSWORD_SCRYPT_LOG_N),
    tokens: createJwtTokenService({
      secret: config.JWT_SECRET,
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttlS: config.ACCESS_TOKEN_TTL_S,
      clock,
    }),
    otpPepper,
  };
}

/** The process-wide dependencies, built on first use from the environment. */
export function getDeps(): Deps {
  current ??= build();
  return current;
}

/** Drops the built dependencies so the next getDeps() reads the environment again (tests, local restarts). */
export function resetDeps(): void {
  current?.db.destroy();
  current = undefined;
}

/** Replaces the clock seen by every adapter (tests: expired codes, tokens, throttling windows). */
export function setClockForTesting(c: Clock | undefined): void {
  clockOverride = c;
}
