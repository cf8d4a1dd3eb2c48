import * as z from 'zod/mini';
import { hostnameSchema } from '@sitewright/core/schemas/hostname';
import '@sitewright/core/schemas/zod-locale';

const bool = z.pipe(z.enum(['true', 'false', '1', '0']), z.transform((v) => v === 'true' || v === '1'));
/** A whole number above 0 from a string variable. */
const positiveInt = z.pipe(z.coerce.number(), z.int().check(z.positive()));
/** An optional string where an empty value means unset (`KEY=` in a .env file). */
const optionalText = z.pipe(z.optional(z.string()), z.transform((v) => v || undefined));

/**
 * Every environment variable the functions read, parsed once with zod. A missing or bad value fails
 * at cold start, with every problem listed in one error that names the variables (CONVENTIONS.md,
 * Powertools habit). README.md and .env.example list the same variables.
 */
const schema = z
  .object({
    NODE_ENV: z._default(z.string(), 'production'),
    /** AWS region (the local runner uses us-east-1 unless AWS_REGION is set; the local endpoints ignore it). */
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    /** Physical table names: a prefix for all four, or one variable each (the CDK stack sets those). */
    TABLE_PREFIX: z._default(z.string(), 'sitewright-'),
    USERS_TABLE: z.optional(z.string()),
    PROJECTS_TABLE: z.optional(z.string()),
    TEMPLATES_TABLE: z.optional(z.string()),
    DEPLOYMENTS_TABLE: z.optional(z.string()),
    VERSIONS_TABLE: z.optional(z.string()),
    MESSAGES_TABLE: z.optional(z.string()),
    JOBS_TABLE: z.optional(z.string()),
    CONNECTIONS_TABLE: z.optional(z.string()),
    /**
     * Issue 19: the API Gateway Management API of the live channel, `https://{api id}.execute-api.{region}.amazonaws.com/{stage}`
     * (the stack sets it; npm start: the local stand-in `<APP_ORIGIN>/_local/ws`). Unset: nothing is published.
     */
    WS_MANAGEMENT_URL: z.optional(z.url()),
    /** Issue 18: how often the local stack runs the reconciler (seconds; AWS: the EventBridge schedule). */
    RECONCILE_INTERVAL_S: z.optional(positiveInt),
    /** DynamoDB endpoint override (dynalite locally). */
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    /** HS256 signing key for access tokens, at least 32 characters. In AWS it comes from Secrets Manager. */
    JWT_SECRET: z.string().check(z.minLength(32, 'must be at least 32 characters')),
    JWT_ISSUER: z._default(z.string(), 'sitewright'),
    JWT_AUDIENCE: z._default(z.string(), 'sitewright-api'),
    ACCESS_TOKEN_TTL_S: z._default(positiveInt, 7 * 24 * 3600),
    /** log2 of scrypt's N. 17 or more; lower values are accepted only when NODE_ENV=test. */
    PASSWORD_SCRYPT_LOG_N: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(10), z.maximum(20))), 17),
    /** `ses` in AWS, `outbox` locally (.data/outbox and GET /_local/outbox). */
    MAIL_TRANSPORT: z._default(z.enum(['ses', 'outbox']), 'ses'),
    MAIL_FROM: z._default(z.string(), 'Sitewright <no-reply@sitewright.app>'),
    OUTBOX_DIR: z._default(z.string(), '.data/outbox'),
    /** Origin of the SPA (CORS is off; used in links, the preview's frame-ancestors and postMessage checks). */
    APP_ORIGIN: z._default(z.url(), 'http://localhost:3000'),
    /** Origin that serves /sites/{id}/ previews (never the app origin: ARCHITECTURE.md). */
    SITES_ORIGIN: z._default(z.url(), 'http://localhost:3001'),
    LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
    /** SQS queue URLs (the CDK stack sets them; npm start points them at local-aws-sqs). */
    GENERATE_QUEUE_URL: z.optional(z.url()),
    DEPLOY_QUEUE_URL: z.optional(z.url()),
    /** The dead-letter queues the reconciler reads (issue 18: a dead-lettered job ends its record failed). */
    GENERATE_DLQ_URL: z.optional(z.url()),
    DEPLOY_DLQ_URL: z.optional(z.url()),
    /** SQS endpoint override (local-aws-sqs). */
    SQS_ENDPOINT: z.optional(z.url()),
    /** Object storage for uploads and site assets: an S3 bucket in AWS, or a folder locally. */
    UPLOADS_BUCKET: z.optional(z.string()),
    UPLOADS_DIR: z._default(z.string(), '.data/uploads'),
    /** AI provider (OpenAI or any OpenAI-compatible server). Without key and base URL the offline writer is used. */
    OPENAI_API_KEY: z.optional(z.string()),
    OPENAI_BASE_URL: z.optional(z.url()),
    OPENAI_MODEL: z._default(z.string(), 'gpt-4o-mini'),
    OPENAI_TIMEOUT_MS: z._default(positiveInt, 60_000),
    /** Photo sources for generated sites (issue 15), each on only when its key (or model) is set; else offline artwork. */
    UNSPLASH_ACCESS_KEY: optionalText,
    UNSPLASH_API_URL: z._default(z.url(), 'https://api.unsplash.com'),
    /** utm_source of the links back to Unsplash (API guidelines): the application's name on Unsplash. */
    UNSPLASH_APP_NAME: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, _ or -')), 'sitewright'),
    PEXELS_API_KEY: optionalText,
    PEXELS_API_URL: z._default(z.url(), 'https://api.pexels.com/v1'),
    /** An image model on the OPENAI_* provider (e.g. gpt-image-1); unset: no generated pictures. */
    OPENAI_IMAGE_MODEL: optionalText,
    /** Time budget in ms per image source and slot; the generate worker aborts that source's requests when it runs out. */
    IMAGE_SOURCE_TIMEOUT_MS: z._default(positiveInt, 8_000),
    /** Time budget in ms of the image model (OPENAI_IMAGE_MODEL), which is asked for the hero only: models take 10–60 s. */
    IMAGE_AI_TIMEOUT_MS: z._default(positiveInt, 60_000),
    /** GitHub: a token with the repo scope and the owner repositories are created under. Without a token, local repos. */
    GITHUB_TOKEN: z.optional(z.string()),
    GITHUB_OWNER: z._default(z.string(), 'sitewright'),
    GITHUB_OWNER_TYPE: z._default(z.enum(['user', 'org']), 'org'),
    GITHUB_API_URL: z.optional(z.url()),
    /** Google Cloud Storage: a service-account key (JSON) with Storage Admin. Without it, local bucket folders. */
    GCP_SERVICE_ACCOUNT: z.optional(z.string()),
    GCP_PROJECT_ID: z.optional(z.string()),
    GCS_LOCATION: z._default(z.string(), 'US'),
    GCS_BUCKET_PREFIX: z._default(z.string(), 'sitewright-'),
    GCS_API_ENDPOINT: z.optional(z.url()),
    /**
     * Issue 21: the HTTPS edge in GCP. Sites are served at https://{slug}.{SITES_DOMAIN}/ by the load balancer
     * whose URL map and certificate map are named here (made once: RUNBOOK "Set up the sites domain").
     * All three or none; without them sites keep their storage.googleapis.com addresses.
     */
    SITES_DOMAIN: z.optional(hostnameSchema),
    GCP_URL_MAP: z.optional(z.string()),
    GCP_CERTIFICATE_MAP: z.optional(z.string()),
    /** A stand-in of the Compute Engine and Certificate Manager REST APIs (tests). */
    GCP_EDGE_API_ENDPOINT: z.optional(z.url()),
    /** Local hosts (npm start): bare git repositories and bucket folders. */
    GIT_DIR: z._default(z.string(), '.data/git'),
    BUCKETS_DIR: z._default(z.string(), '.data/buckets'),
    /** npm start: the local edge's routes (issue 21 §4: `{slug}.localhost` and custom domains → bucket folders). */
    EDGE_DIR: z._default(z.string(), '.data/edge'),
    /** Issue 21 §2: DNS servers for custom-domain checks, `ip[:port]` comma-separated (default: the system's). */
    DNS_SERVERS: z.optional(z.string()),
    /** First wait between a custom domain's DNS checks in seconds, doubling to 900 (tests: 1). */
    DOMAIN_CHECK_BASE_S: z._default(positiveInt, 30),
    /** DNS checks before a custom domain ends failed (default 12: about 1 h 40 min at 30 s doubling to 15 min). */
    DOMAIN_MAX_CHECKS: z._default(positiveInt, 12),
    /** Google (any OpenID Connect provider) sign-in. Unset client id: the Google routes answer 503 (issue 8). */
    GOOGLE_CLIENT_ID: z.pipe(z.optional(z.string()), z.transform((v) => v || undefined)),
    /** The client secret; in AWS it comes from Secrets Manager (GOOGLE_CLIENT_SECRET_SECRET_ARN). */
    GOOGLE_CLIENT_SECRET: z.optional(z.string()),
    /** The provider's issuer; discovery reads <issuer>/.well-known/openid-configuration. http only on loopback. */
    OIDC_ISSUER: z._default(z.url(), 'https://accounts.google.com'),
    /** Comma-separated redirect_uri allow-list, exact matches (RFC 9700 §4.1.3). Default <APP_ORIGIN>/auth/google/callback. */
    OIDC_REDIRECT_URIS: z.optional(z.string()),
    /** Set by the local runner; enables local-only behaviour such as the outbox route. */
    SITEWRIGHT_LOCAL: z._default(bool, false),
  })
  .check(z.superRefine((c, ctx) => {
    if (c.PASSWORD_SCRYPT_LOG_N < 17 && c.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['PASSWORD_SCRYPT_LOG_N'], message: 'must be at least 17 outside tests' });
    }
    const edgeMissing = (['SITES_DOMAIN', 'GCP_URL_MAP', 'GCP_CERTIFICATE_MAP'] as const).filter((k) => !c[k]);
    if (edgeMissing.length > 0 && edgeMissing.length < 3) {
      for (const k of edgeMissing) ctx.addIssue({ code: 'custom', path: [k], message: 'is required with the other HTTPS edge settings (SITES_DOMAIN, GCP_URL_MAP, GCP_CERTIFICATE_MAP)' });
    }
    const issuer = new URL(c.OIDC_ISSUER);
    if (issuer.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must use https (http only on loopback, for tests)' });
    }
  }));

export type Config = z.output<typeof schema> & {
  /** OIDC_REDIRECT_URIS as a list (default: the SPA's Google callback on APP_ORIGIN). */
  oidcRedirectUris: string[];
  tables: { users: string; projects: string; templates: string; deployments: string; versions: string; messages: string; jobs: string; connections: string };
  /** Where live sites' forms post: `<APP_ORIGIN>/api/forms` (the API is same-origin with the app; issue 16 §2). */
  formsUrl: string;
};

/** Parses an environment (default process.env). @throws Error listing every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration; fix these environment variables:\n${lines.join('\n')}`);
  }
  const c = result.data;
  return {
    ...c,
    oidcRedirectUris: (c.OIDC_REDIRECT_URIS ?? `${new URL(c.APP_ORIGIN).origin}/auth/google/callback`)
      .split(',').map((u) => u.trim()).filter(Boolean),
    tables: {
      users: c.USERS_TABLE ?? `${c.TABLE_PREFIX}users`,
      projects: c.PROJECTS_TABLE ?? `${c.TABLE_PREFIX}projects`,
      templates: c.TEMPLATES_TABLE ?? `${c.TABLE_PREFIX}templates`,
      deployments: c.DEPLOYMENTS_TABLE ?? `${c.TABLE_PREFIX}deployments`,
      versions: c.VERSIONS_TABLE ?? `${c.TABLE_PREFIX}versions`,
      messages: c.MESSAGES_TABLE ?? `${c.TABLE_PREFIX}messages`,
      jobs: c.JOBS_TABLE ?? `${c.TABLE_PREFIX}jobs`,
      connections: c.CONNECTIONS_TABLE ?? `${c.TABLE_PREFIX}connections`,
    },
    formsUrl: `${new URL(c.APP_ORIGIN).origin}/api/forms`,
  };
}
