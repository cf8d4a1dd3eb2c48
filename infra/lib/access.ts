/**
 * Which resources a route or worker may touch. Tables and queues come from the definitions in
 * functions/ (routes.ts, workers.ts); the secret and uploads rules below are the stack's only
 * hand-written access rules, kept in this one place.
 */
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { RouteDef, SocketRouteDef } from '../../functions/src/routes';
import type { ScheduledDef, WorkerDef } from '../../functions/src/workers';
import type { Data } from './data';
import { arnWildcardFinding } from './nag-acks';
import type { Queues } from './queues';
import { secretEnvVar, type SecretName, type SecretsAndMail } from './secrets-mail';

/** A route, a socket route (the live channel's WebSocket API), a worker or a scheduled function, tagged so the rules can tell them apart. */
export type FunctionDef = ({ kind: 'route' } & RouteDef) | ({ kind: 'socket' } & SocketRouteDef) | ({ kind: 'worker' } & WorkerDef)
  | ({ kind: 'scheduled' } & ScheduledDef);

/** Secrets a function may read (secretsmanager:GetSecretValue on exactly these). */
export function secretsFor(def: FunctionDef): SecretName[] {
  // Every function's configuration requires the JWT key (functions/src/config.ts): getDeps derives the
  // one-time-code pepper and the token service from it, workers included.
  // Socket routes verify the live channel's tickets, which are signed with the JWT key (issue 19).
  if (def.kind === 'scheduled' || def.kind === 'socket') return ['JWT_SECRET'];
  if (def.kind === 'worker') {
    // The stock photo keys exist only when their source is enabled (-c photoSources); see grantDeclared.
    if (def.queue === 'generate') return ['JWT_SECRET', 'OPENAI_API_KEY', 'UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY'];
    return ['JWT_SECRET', 'GITHUB_TOKEN', 'GCP_SERVICE_ACCOUNT'];
  }
  // Every HTTP route verifies or issues bearer tokens, so each one reads the JWT key.
  const names: SecretName[] = ['JWT_SECRET'];
  if (def.id === 'project-improve' || def.id === 'capabilities') names.push('OPENAI_API_KEY');
  // "Pick another" photo asks the same sources as generation (issue 17 §1); the capabilities route tells whether any is set.
  if (def.id === 'project-image-another') names.push('OPENAI_API_KEY', 'UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY');
  if (def.id === 'capabilities') names.push('UNSPLASH_ACCESS_KEY', 'PEXELS_API_KEY');
  if (def.id.startsWith('auth-google')) names.push('GOOGLE_CLIENT_SECRET');
  return names;
}

/**
 * Access to the uploads bucket: the logo upload and project routes store and read images; the generate
 * worker stores each site's artwork, photos and fonts (issue 15); GET /api/uploads and the sites routes
 * serve them, and the deploy worker copies them to the published site.
 */
export function uploadsAccess(def: FunctionDef): 'read' | 'write' | undefined {
  if (def.kind === 'scheduled' || def.kind === 'socket') return undefined;
  if (def.kind === 'worker') return def.queue === 'deploy' ? 'read' : 'write';
  if (def.id === 'upload-logo' || def.id.startsWith('project')) return 'write';
  return def.id.startsWith('site') || def.id === 'uploads-get' ? 'read' : undefined;
}

/** The stack resources a function can be granted. */
export interface Resources {
  data: Data;
  queues: Queues;
  secretsAndMail: SecretsAndMail;
}

/** Grants a function exactly what its definition declares and sets the matching env vars. */
export function grantDeclared(fn: LambdaFunction, def: FunctionDef, r: Resources): void {
  for (const t of def.tables) {
    const table = r.data.table(t.name);
    if (t.access === 'write') table.grantReadWriteData(fn);
    else table.grantReadData(fn);
    Validations.of(fn).acknowledge({
      id: arnWildcardFinding(table, '/index/*'),
      reason: `The ${t.name} table is declared for this function in functions/src; /index/* covers only that table's GSIs (queries by e-mail, owner, date).`,
    });
  }
  for (const q of (def.kind === 'socket' ? undefined : def.queues) ?? []) {
    r.queues.queue(q).queue.grantSendMessages(fn);
    fn.addEnvironment(`${q.toUpperCase()}_QUEUE_URL`, r.queues.queue(q).queue.queueUrl);
  }
  if (def.kind === 'route' && def.mail) r.secretsAndMail.identity.grantSendEmail(fn);
  for (const name of secretsFor(def)) {
    const secret = r.secretsAndMail.secrets.get(name);
    if (!secret) continue; // an optional secret (a photo source) this stack does not enable
    secret.grantRead(fn);
    fn.addEnvironment(secretEnvVar(name), secret.secretArn);
  }
  const uploads = uploadsAccess(def);
  if (uploads) {
    // Object access, no ACL or policy changes. s3:ListBucket only so that GetObject of a missing key answers
    // 404 NoSuchKey (read as "not found") rather than 403 AccessDenied (an error): S3 API GetObject, "Permissions".
    fn.addToRolePolicy(new PolicyStatement({
      // No s3:DeleteObject: the BlobStore port has no delete; nothing removes an upload.
      actions: uploads === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
      resources: [r.data.uploads.arnForObjects('*')],
    }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [r.data.uploads.bucketArn] }));
    Validations.of(fn).acknowledge({
      id: arnWildcardFinding(r.data.uploads, '/*'),
      reason: 'Upload keys are chosen per request (user and file ids), so the grant covers the objects of the uploads bucket only: get (and put for the upload and project routes), never delete or bucket settings.',
    });
    fn.addEnvironment('UPLOADS_BUCKET', r.data.uploads.bucketName);
  }
}
