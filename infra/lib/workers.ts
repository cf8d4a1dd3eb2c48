/**
 * One Lambda per entry of functions/src/workers.ts, consuming its queue with partial batch
 * responses (ReportBatchItemFailures), so one bad message is retried without its batch.
 */
import type { Function as LambdaFn, ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { reconcilerDef, type WorkerDef } from '../../functions/src/workers';
import { grantDeclared, type Resources } from './access';
import { allFontFiles, fontPackagePath } from '@sitewright/sitegen/fonts';
import { defineFor } from './bundling';
import { createFunction } from './lambda';
import { externalModulesFor, SHARP_FUNCTIONS } from './sharp-layer';

/** The @fontsource files every style may use, copied into the generate worker's bundle under fonts/. */
const FONT_FILES = allFontFiles().map((file) => ({ from: `node_modules/${fontPackagePath(file)!}`, to: `fonts/${file}` }));

/** Props of {@link Workers}. */
export interface WorkersProps {
  workers: WorkerDef[];
  resources: Resources;
  environment: Record<string, string>;
  dev: boolean;
  /** The sharp layer (built once per stack), for the workers in SHARP_FUNCTIONS. */
  sharp?: ILayerVersion;
}

/** The worker functions, keyed by worker id. */
export class Workers extends Construct {
  readonly functions = new Map<string, { def: WorkerDef; fn: LambdaFn }>();
  /** The job reconciler (issue 18), run by an EventBridge schedule. */
  readonly reconciler: LambdaFn;
  /** Its metrics from its "Reconciled jobs" log line: stale jobs found, and jobs it ended `failed`. */
  readonly reconcilerMetrics: { staleJobs: MetricFilter; failedJobs: MetricFilter };

  constructor(scope: Construct, id: string, props: WorkersProps) {
    super(scope, id);
    // One layer for every function that processes photos; none when no such worker is defined.
    const sharp = props.sharp;
    for (const def of props.workers) {
      const usesSharp = SHARP_FUNCTIONS.has(def.id);
      const fn = createFunction(this, {
        id: def.id,
        entry: def.entry,
        memoryMb: def.memoryMb ?? 1024,
        timeoutS: def.timeoutS,
        environment: props.environment,
        dev: props.dev,
        reservedConcurrency: def.reservedConcurrency,
        externalModules: externalModulesFor(def.id),
        define: defineFor({ kind: 'worker', ...def }),
        layers: usesSharp && sharp ? [sharp] : [],
        ...(def.queue === 'generate' ? { bundleFiles: FONT_FILES } : {}),
      });
      // The generate worker stores each site's two font pairs beside its index.html (issue 15 §2).
      if (def.queue === 'generate') fn.addEnvironment('FONTS_DIR', '/var/task/fonts');
      grantDeclared(fn, { kind: 'worker', ...def }, props.resources);
      fn.addEventSource(new SqsEventSource(props.resources.queues.queue(def.queue).queue, {
        batchSize: def.batchSize,
        reportBatchItemFailures: true,
      }));
      this.functions.set(def.id, { def, fn });
    }

    const def = reconcilerDef;
    this.reconciler = createFunction(this, {
      id: def.id, entry: def.entry, memoryMb: def.memoryMb, timeoutS: def.timeoutS, environment: props.environment, dev: props.dev,
      // It re-enqueues jobs, so its bundle must carry the SQS client (deps.ts builds it under this flag).
      define: defineFor({ kind: 'scheduled', ...def }),
    });
    grantDeclared(this.reconciler, { kind: 'scheduled', ...def }, props.resources);
    for (const q of def.readsDlqs) {
      const { dlq } = props.resources.queues.queue(q);
      dlq.grantConsumeMessages(this.reconciler);
      this.reconciler.addEnvironment(`${q.toUpperCase()}_DLQ_URL`, dlq.queueUrl);
    }
    new Rule(this, 'reconcile-schedule', {
      description: `Sitewright: resume or fail stale jobs every ${def.everyMinutes} minutes (issue 18)`,
      schedule: Schedule.rate(Duration.minutes(def.everyMinutes)),
      targets: [new LambdaFunction(this.reconciler, { retryAttempts: 0 })],
    });
    // "Reconciled jobs" carries the counts (functions/src/workers/reconcile.ts); the alarms watch these.
    const metric = (name: string, field: string) => new MetricFilter(this, `reconciler-${field}`, {
      logGroup: this.reconciler.logGroup, metricNamespace: 'Sitewright', metricName: name,
      filterPattern: FilterPattern.stringValue('$.message', '=', 'Reconciled jobs'), metricValue: `$.${field}`, defaultValue: 0,
    });
    this.reconcilerMetrics = { staleJobs: metric('StaleJobs', 'stale'), failedJobs: metric('JobsFailedByReconciler', 'failed') };
  }
}
