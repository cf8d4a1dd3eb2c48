/**
 * Secrets Manager entries the functions fetch at cold start (by ARN, from env vars ending in
 * _SECRET_ARN), and the SES identity that mail is sent from.
 */
import { Validations } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { Settings } from './settings';

/**
 * Secret names: each is the variable the functions fill from it (functions/src/secrets.ts
 * SECRET_VARS), and a function receives its ARN as `<NAME>_SECRET_ARN`.
 */
export type SecretName = 'JWT_SECRET' | 'OPENAI_API_KEY' | 'GITHUB_TOKEN' | 'GCP_SERVICE_ACCOUNT' | 'GOOGLE_CLIENT_SECRET'
  | 'UNSPLASH_ACCESS_KEY' | 'PEXELS_API_KEY';

/** Secrets made only when their photo source is enabled (`-c photoSources=…`, issue 15). */
const PHOTO_SECRETS: Record<'unsplash' | 'pexels', SecretName> = { unsplash: 'UNSPLASH_ACCESS_KEY', pexels: 'PEXELS_API_KEY' };

const DESCRIPTIONS: Record<SecretName, string> = {
  JWT_SECRET: 'Sitewright HS256 signing key for access tokens (generated; rotating it signs every user out).',
  OPENAI_API_KEY: 'Sitewright: OpenAI API key (plain string). Fill in after the first deploy.',
  GITHUB_TOKEN: 'Sitewright: GitHub token with repo scope for published sites (plain string). Fill in after the first deploy.',
  GCP_SERVICE_ACCOUNT: 'Sitewright: GCP service-account key JSON with Storage Admin on the site buckets. Fill in after the first deploy.',
  GOOGLE_CLIENT_SECRET: 'Sitewright: Google OAuth client secret (plain string). Fill in after the first deploy.',
  UNSPLASH_ACCESS_KEY: 'Sitewright: Unsplash app Access Key for stock photos (plain string). Fill in after the first deploy.',
  PEXELS_API_KEY: 'Sitewright: Pexels API key for stock photos (plain string). Fill in after the first deploy.',
};

/** The env var holding a secret's ARN, e.g. OPENAI_API_KEY ▶ OPENAI_API_KEY_SECRET_ARN. */
export const secretEnvVar = (name: SecretName): string => `${name}_SECRET_ARN`;

/** The five secrets and the SES sender identity. */
export class SecretsAndMail extends Construct {
  readonly secrets = new Map<SecretName, Secret>();
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, settings: Settings) {
    super(scope, id);
    const optional = new Set(Object.values(PHOTO_SECRETS));
    const wanted = new Set(settings.photoSources.map((p) => PHOTO_SECRETS[p]));
    for (const name of (Object.keys(DESCRIPTIONS) as SecretName[]).filter((n) => !optional.has(n) || wanted.has(n))) {
      // Every value is generated so that no secret is ever written into the template; the four
      // third-party ones are placeholders the operator overwrites (RUNBOOK.md, README "Secrets").
      const secret = new Secret(this, name, {
        description: DESCRIPTIONS[name],
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions::AwsSolutions-SMG4',
        reason: name === 'JWT_SECRET'
          ? 'Rotating the JWT signing key invalidates every issued token (users are signed out); it is rotated by hand in a maintenance window, as RUNBOOK.md describes.'
          : 'This is a credential issued by a third party (OpenAI, GitHub, Google Cloud, Google OAuth, Unsplash, Pexels); it can only be rotated at that provider, after which the operator updates the secret value.',
      });
      this.secrets.set(name, secret);
    }
    const { kind, value } = settings.mailIdentity;
    this.identity = new EmailIdentity(this, 'sender', {
      identity: kind === 'domain' ? Identity.domain(value) : Identity.email(value),
    });
  }

  /** The secret for a logical name. */
  secret(name: SecretName): Secret {
    const s = this.secrets.get(name);
    if (!s) throw new Error(`No secret ${name}`);
    return s;
  }
}
