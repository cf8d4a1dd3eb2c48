/**
 * Workers and the routes that feed them, on a disposable (dev=true) stack. workers.ts is still
 * empty, so fixture definitions stand in; entries point at existing handlers because bundling is
 * skipped (only the file's existence is checked).
 */
import { Match } from 'aws-cdk-lib/assertions';
import type { RouteDef } from '../../functions/src/routes';
import type { WorkerDef } from '../../functions/src/workers';
import { VISIBILITY_FACTOR } from '../lib/queues';
import { grantsOf } from './iam';
import { logicalId, synth, type Synth } from './synth';

const entry = 'src/http/auth-me.ts';
const routes: RouteDef[] = [
  { id: 'generate', method: 'POST', path: '/api/generate', entry, auth: true, tables: [{ name: 'projects', access: 'write' }], queues: ['generate'] },
  { id: 'project-improve', method: 'POST', path: '/api/project/{id}/improve', entry, auth: true, tables: [{ name: 'projects', access: 'write' }] },
  { id: 'site-file', method: 'GET', path: '/sites/{id}/{file+}', entry, auth: false, tables: [{ name: 'projects', access: 'read' }] },
  { id: 'auth-google-callback', method: 'GET', path: '/api/auth/google/callback', entry, auth: false, tables: [{ name: 'users', access: 'write' }] },
];
const workers: WorkerDef[] = [
  { id: 'generate-worker', queue: 'generate', entry, tables: [{ name: 'projects', access: 'write' }], timeoutS: 120, batchSize: 1, maxReceiveCount: 3 },
  {
    id: 'deploy-worker', queue: 'deploy', entry, tables: [{ name: 'projects', access: 'read' }, { name: 'deployments', access: 'write' }],
    timeoutS: 300, batchSize: 1, maxReceiveCount: 2, reservedConcurrency: 2,
  },
];

let s: Synth;
beforeAll(() => {
  s = synth({ routes, workers }, { dev: 'true', alarmEmail: 'oncall@example.com' });
});

const fnId = (id: string): string => logicalId((s.stack.api.functions.get(id) ?? s.stack.workers.functions.get(id))!.fn);
const secretsOf = (id: string): string[] => {
  const grants = grantsOf(s, fnId(id));
  return [...s.stack.secretsAndMail.secrets].filter(([, sec]) => grants.has(logicalId(sec))).map(([n]) => n).sort();
};

it('It should consume each queue with partial batch responses and the declared batch size', () => {
  for (const w of workers) {
    s.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: fnId(w.id) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(s.stack.queues.queue(w.queue).queue), 'Arn'] },
      BatchSize: w.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  }
});

it('It should set each visibility timeout to six times the worker timeout, and the DLQ after maxReceiveCount', () => {
  for (const w of workers) {
    const { queue, dlq } = s.stack.queues.queue(w.queue);
    expect(s.json.Resources[logicalId(queue)]?.Properties).toMatchObject({
      VisibilityTimeout: VISIBILITY_FACTOR * w.timeoutS,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(dlq), 'Arn'] }, maxReceiveCount: w.maxReceiveCount },
    });
  }
});

it('It should reserve concurrency for the deploy worker only', () => {
  expect(s.json.Resources[fnId('deploy-worker')]?.Properties?.ReservedConcurrentExecutions).toBe(2);
  expect(s.json.Resources[fnId('generate-worker')]?.Properties?.ReservedConcurrentExecutions).toBeUndefined();
});

it('It should let only the declaring route send to a queue, with its URL in the env', () => {
  const generateQueue = logicalId(s.stack.queues.queue('generate').queue);
  expect([...grantsOf(s, fnId('generate')).get(generateQueue)!]).toContain('sqs:SendMessage');
  expect(grantsOf(s, fnId('project-improve')).has(generateQueue)).toBe(false);
  expect(s.json.Resources[fnId('generate')]?.Properties).toMatchObject({
    Environment: { Variables: { GENERATE_QUEUE_URL: { Ref: generateQueue } } },
  });
  // The worker may consume its queue but not the other one.
  expect(grantsOf(s, fnId('generate-worker')).has(logicalId(s.stack.queues.queue('deploy').queue))).toBe(false);
});

it('It should hand out each secret only to the functions that need it', () => {
  expect(secretsOf('generate')).toEqual(['JWT_SECRET']);
  expect(secretsOf('project-improve')).toEqual(['JWT_SECRET', 'OPENAI_API_KEY']);
  expect(secretsOf('auth-google-callback')).toEqual(['GOOGLE_CLIENT_SECRET', 'JWT_SECRET']);
  // Workers and the reconciler parse the same configuration, which requires the JWT key (functions/src/config.ts).
  expect(secretsOf('generate-worker')).toEqual(['JWT_SECRET', 'OPENAI_API_KEY']);
  expect(secretsOf('deploy-worker')).toEqual(['GCP_SERVICE_ACCOUNT', 'GITHUB_TOKEN', 'JWT_SECRET']);
});

it('It should give the uploads bucket to project routes and the generate worker (read/write), site routes and the deploy worker (read) only', () => {
  const uploads = logicalId(s.stack.data.uploads);
  // ListBucket (on the bucket itself) only so that a missing key answers 404, not 403.
  expect([...grantsOf(s, fnId('project-improve')).get(uploads)!].sort()).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
  expect([...grantsOf(s, fnId('site-file')).get(uploads)!].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
  expect([...grantsOf(s, fnId('deploy-worker')).get(uploads)!].sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
  expect(grantsOf(s, fnId('generate')).has(uploads)).toBe(false);
  // The generate worker stores each site's artwork, photos and fonts (issue 15).
  expect([...grantsOf(s, fnId('generate-worker')).get(uploads)!].sort()).toEqual(['s3:GetObject', 's3:ListBucket', 's3:PutObject']);
  expect(s.json.Resources[fnId('generate-worker')]?.Properties).toMatchObject({ Environment: { Variables: { FONTS_DIR: '/var/task/fonts', UPLOADS_BUCKET: { Ref: uploads } } } });
  expect(s.json.Resources[fnId('site-file')]?.Properties).toMatchObject({ Environment: { Variables: { UPLOADS_BUCKET: { Ref: uploads } } } });
});

it('It should alarm when a deploy run passes 80% of its timeout, and mail the on-call address', () => {
  s.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
    MetricName: 'Duration', Statistic: 'Maximum', Threshold: 0.8 * 300 * 1000,
    Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId('deploy-worker') } }],
  });
  s.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@example.com' });
  for (const id of [...routes.map((r) => r.id), ...workers.map((w) => w.id)]) {
    s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'Errors', Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId(id) } }] });
  }
});

it('It should alarm on throttles once for the account, and per function only where concurrency is reserved', () => {
  const throttles = Object.values(s.template.findResources('AWS::CloudWatch::Alarm', { Properties: { MetricName: 'Throttles' } }));
  const byFunction = throttles.flatMap((a) => (a.Properties.Dimensions as { Value: { Ref: string } }[] | undefined)?.map((d) => d.Value.Ref) ?? []);
  expect(byFunction).toEqual([fnId('deploy-worker')]);
  s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'Test-lambda-throttles', Namespace: 'AWS/Lambda', MetricName: 'Throttles', Dimensions: Match.absent() });
});

it('It should make a dev stack disposable: tables and buckets deleted, no deletion protection', () => {
  for (const t of s.stack.data.tables.values()) {
    const r = s.json.Resources[logicalId(t)]!;
    expect(r.DeletionPolicy).toBe('Delete');
    const [replica] = r.Properties!.Replicas as { DeletionProtectionEnabled?: boolean }[];
    expect(replica?.DeletionProtectionEnabled ?? false).toBe(false);
  }
  expect(s.json.Resources[logicalId(s.stack.web.bucket)]?.DeletionPolicy).toBe('Delete');
});

it('It should make the stock photo keys secrets only when -c photoSources enables them, for the generate worker alone', () => {
  expect([...s.stack.secretsAndMail.secrets.keys()]).not.toContain('UNSPLASH_ACCESS_KEY');
  const withPhotos = synth({ routes, workers }, { dev: 'true', photoSources: 'unsplash,pexels' });
  const grants = grantsOf(withPhotos, logicalId(withPhotos.stack.workers.functions.get('generate-worker')!.fn));
  const granted = [...withPhotos.stack.secretsAndMail.secrets].filter(([, sec]) => grants.has(logicalId(sec))).map(([n]) => n).sort();
  expect(granted).toEqual(['JWT_SECRET', 'OPENAI_API_KEY', 'PEXELS_API_KEY', 'UNSPLASH_ACCESS_KEY']);
  expect(withPhotos.json.Resources[logicalId(withPhotos.stack.workers.functions.get('generate-worker')!.fn)]?.Properties)
    .toMatchObject({ Environment: { Variables: { UNSPLASH_ACCESS_KEY_SECRET_ARN: expect.anything(), PEXELS_API_KEY_SECRET_ARN: expect.anything() } } });
  expect(() => synth({ routes, workers }, { photoSources: 'flickr' })).toThrow(/photoSources takes unsplash and\/or pexels/);
});

it('It should run the job reconciler every few minutes with the ledger, the records, both queues and read access to both DLQs (issue 18)', () => {
  const fn = logicalId(s.stack.workers.reconciler);
  s.template.hasResourceProperties('AWS::Events::Rule', {
    ScheduleExpression: 'rate(5 minutes)',
    Targets: [{ Arn: { 'Fn::GetAtt': [fn, 'Arn'] } }],
  });
  const grants = grantsOf(s, fn);
  for (const t of ['jobs', 'projects', 'deployments'] as const) expect(grants.has(logicalId(s.stack.data.table(t)))).toBe(true);
  expect(grants.has(logicalId(s.stack.data.table('users')))).toBe(false);
  for (const q of ['generate', 'deploy'] as const) {
    expect(grants.has(logicalId(s.stack.queues.queue(q).queue))).toBe(true);
    expect([...grants.get(logicalId(s.stack.queues.queue(q).dlq))!]).toEqual(expect.arrayContaining(['sqs:ReceiveMessage']));
  }
  s.template.hasResourceProperties('AWS::Logs::MetricFilter', { MetricTransformations: [{ MetricName: 'StaleJobs', MetricValue: '$.stale', MetricNamespace: 'Sitewright', DefaultValue: 0 }] });
  s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'Test-stale-jobs', MetricName: 'StaleJobs', Threshold: 1 });
  s.template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'Test-jobs-failed-by-reconciler', MetricName: 'JobsFailedByReconciler' });
});

it('It should give the deploy worker the HTTPS edge settings only when -c sitesDomain, gcpUrlMap and gcpCertificateMap are all set (issue 21)', () => {
  const deployWorker = (x: typeof s) => x.json.Resources[logicalId(x.stack.workers.functions.get('deploy-worker')!.fn)]?.Properties as { Environment: { Variables: Record<string, unknown> } };
  expect(deployWorker(s).Environment.Variables).not.toHaveProperty('SITES_DOMAIN');
  const withEdge = synth({ routes, workers }, { dev: 'true', sitesDomain: 'sites.example.net', gcpUrlMap: 'sitewright-sites', gcpCertificateMap: 'sitewright-sites' });
  expect(deployWorker(withEdge).Environment.Variables).toMatchObject({ SITES_DOMAIN: 'sites.example.net', GCP_URL_MAP: 'sitewright-sites', GCP_CERTIFICATE_MAP: 'sitewright-sites' });
  expect(() => synth({ routes, workers }, { sitesDomain: 'sites.example.net' })).toThrow(/gcpUrlMap and gcpCertificateMap must be set/);
});
