/**
 * Deploy-time settings, read once from CDK context (`cdk deploy -c key=value` or cdk.json), so every
 * construct gets the same typed values instead of reading context itself.
 */
import * as path from 'node:path';
import type { Construct } from 'constructs';

/** Typed stack settings. */
export interface Settings {
  /** `-c dev=true`: a disposable stack (tables and buckets destroyed with it, no deletion protection). */
  dev: boolean;
  /** Sender shown on every e-mail, e.g. `Sitewright <no-reply@example.com>` (MAIL_FROM). */
  mailFrom: string;
  /** The SES identity to verify: the sender's domain (`mailDomain` context) or, by default, its address. */
  mailIdentity: { kind: 'domain' | 'email'; value: string };
  /** Optional e-mail address subscribed to the alarm topic. */
  alarmEmail?: string;
  /** Folder holding the built SPA (default web/dist under the repository root). */
  webDist: string;
  /** LOG_LEVEL for every function. */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Google OAuth client id (`-c googleClientId=…`); without it Google sign-in is off (issue 8). */
  googleClientId?: string;
}

/** The repository root: commands (cdk, jest, tsx) all run from it. */
export const REPO_ROOT = process.cwd();

const DEFAULT_MAIL_FROM = 'Sitewright <no-reply@sitewright.app>';

/** Reads the settings from the construct tree's context. @throws Error when mailFrom holds no address. */
export function readSettings(scope: Construct): Settings {
  const ctx = (key: string): string | undefined => {
    const v: unknown = scope.node.tryGetContext(key);
    return v === undefined || v === null || v === '' ? undefined : String(v);
  };
  const mailFrom = ctx('mailFrom') ?? DEFAULT_MAIL_FROM;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (!address.includes('@')) throw new Error(`Context mailFrom must contain an e-mail address: ${mailFrom}`);
  const domain = ctx('mailDomain');
  const logLevel = (ctx('logLevel') ?? 'INFO') as Settings['logLevel'];
  return {
    dev: ctx('dev') === 'true',
    mailFrom,
    mailIdentity: domain ? { kind: 'domain', value: domain } : { kind: 'email', value: address },
    alarmEmail: ctx('alarmEmail'),
    webDist: path.resolve(REPO_ROOT, ctx('webDist') ?? 'web/dist'),
    logLevel,
    googleClientId: ctx('googleClientId'),
  };
}
