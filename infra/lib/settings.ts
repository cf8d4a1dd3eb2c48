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
  /**
   * Stock photo libraries to enable (`-c photoSources=unsplash,pexels`, issue 15): each gets a secret for
   * its key, read by the generate worker. Opt-in, because a placeholder key would switch a source on.
   */
  photoSources: ('unsplash' | 'pexels')[];
  /**
   * The HTTPS edge for published sites (issue 21; RUNBOOK "Set up the sites domain"): `-c sitesDomain=sites.example.net
   * -c gcpUrlMap=… -c gcpCertificateMap=…`, all three or none. Sites are then served at https://{slug}.{sitesDomain}/.
   */
  sitesEdge?: { sitesDomain: string; urlMap: string; certificateMap: string };
}

/** The repository root: commands (cdk, jest, tsx) all run from it. */
export const REPO_ROOT = process.cwd();

const DEFAULT_MAIL_FROM = 'Sitewright <no-reply@sitewright.app>';

/** `unsplash,pexels` ▶ the known names. @throws Error naming an unknown source. */
function photoSourcesOf(v: string | undefined): Settings['photoSources'] {
  const names = (v ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
  const bad = names.find((n) => n !== 'unsplash' && n !== 'pexels');
  if (bad) throw new Error(`Context photoSources takes unsplash and/or pexels, not "${bad}"`);
  return [...new Set(names)] as Settings['photoSources'];
}

/** The three edge settings, all or none. @throws Error naming the missing ones. */
function sitesEdgeOf(sitesDomain?: string, urlMap?: string, certificateMap?: string): Settings['sitesEdge'] {
  if (!sitesDomain && !urlMap && !certificateMap) return undefined;
  if (!sitesDomain || !urlMap || !certificateMap) {
    const missing = [['sitesDomain', sitesDomain], ['gcpUrlMap', urlMap], ['gcpCertificateMap', certificateMap]].filter(([, v]) => !v).map(([k]) => k);
    throw new Error(`Context ${missing.join(' and ')} must be set with the other HTTPS edge settings (sitesDomain, gcpUrlMap, gcpCertificateMap)`);
  }
  return { sitesDomain, urlMap, certificateMap };
}

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
    photoSources: photoSourcesOf(ctx('photoSources')),
    sitesEdge: sitesEdgeOf(ctx('sitesDomain'), ctx('gcpUrlMap'), ctx('gcpCertificateMap')),
  };
}
