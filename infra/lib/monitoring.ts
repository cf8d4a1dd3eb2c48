/**
 * Alarms and the dashboard. Every alarm notifies one SNS topic (with an optional e-mail
 * subscription from context `alarmEmail`); RUNBOOK.md explains each alarm by the name suffix
 * used here (`<stack>-dlq-generate`, `<stack>-api-5xx-rate`, `<stack>-<function>-errors`, `<stack>-ws-…`, …).
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cw from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Api } from './api';
import { apiWidgets, functionWidgets, liveWidgets, queueWidgets } from './dashboard-widgets';
import type { Live } from './live';
import type { Queues } from './queues';
import type { Workers } from './workers';

/** Props of {@link Monitoring}. */
export interface MonitoringProps {
  api: Api;
  live: Live;
  queues: Queues;
  workers: Workers;
  alarmEmail?: string;
}

/** 5xx share of API requests (percent over five minutes) that pages on-call. */
export const API_5XX_RATE_PERCENT = 5;
/**
 * WebSocket `IntegrationError`s in five minutes that page on-call. A refused ticket (expired, spent) is a 401
 * from the $connect function and counts too, so a few are normal; ws-connect's own failures alarm on their own.
 */
export const WS_INTEGRATION_ERRORS = 20;
/** Deploy worker duration, as a share of its timeout, that warns before jobs start timing out. */
export const DURATION_TIMEOUT_SHARE = 0.8;

/** The alarm topic, the alarms and the dashboard. */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: cw.Alarm[] = [];
  readonly dashboard: cw.Dashboard;
  private readonly prefix = Stack.of(this).stackName;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'alarms', { displayName: 'Sitewright alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    for (const { name, dlq } of props.queues.pairs) {
      this.alarm(`dlq-${name}`, `A ${name} job failed every retry and is in the ${name} DLQ.`,
        dlq.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }), 1);
    }
    const requests = props.api.httpApi.metricCount({ period: Duration.minutes(5), statistic: 'Sum' });
    const errors = props.api.httpApi.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' });
    // Ignore quiet periods: below 10 requests a single 5xx is not a rate (the per-function alarms still fire).
    this.alarm('api-5xx-rate', `More than ${API_5XX_RATE_PERCENT}% of API requests answered 5xx over 5 minutes.`,
      new cw.MathExpression({ expression: 'IF(requests >= 10, 100 * errors / requests, 0)', usingMetrics: { requests, errors }, period: Duration.minutes(5), label: '5xx %' }),
      API_5XX_RATE_PERCENT, cw.ComparisonOperator.GREATER_THAN_THRESHOLD);

    this.liveAlarms(props.live);

    const fns: [string, LambdaFunction][] = [
      ...[...props.api.functions].map(([fid, { fn }]): [string, LambdaFunction] => [fid, fn]),
      ...[...props.live.functions].map(([fid, { fn }]): [string, LambdaFunction] => [fid, fn]),
      ...[...props.workers.functions].map(([fid, { fn }]): [string, LambdaFunction] => [fid, fn]),
      ['job-reconciler', props.workers.reconciler],
    ];
    for (const [fid, fn] of fns) {
      this.alarm(`${fid}-errors`, `The ${fid} function threw or timed out.`, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 1);
    }
    // Throttles: a function without reserved concurrency is throttled only when the account's regional pool is
    // used up, and then all of them are, so one account-wide alarm says it once. (One alarm per function made
    // the stack pass CloudFormation's 500-resource limit.) A function with reserved concurrency hits its own cap: its own alarm.
    this.alarm('lambda-throttles', 'Lambda throttled invocations in this account and region (concurrency used up).',
      LambdaFunction.metricAllThrottles({ period: Duration.minutes(5), statistic: 'Sum' }), 1);
    for (const { def, fn } of props.workers.functions.values()) {
      if (def.reservedConcurrency === undefined) continue;
      this.alarm(`${def.id}-throttles`, `The ${def.id} function was throttled at its reserved concurrency of ${def.reservedConcurrency}.`,
        fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }), 1);
    }
    // Issue 18: the reconciler found jobs whose worker stopped reporting, or gave some up.
    this.alarm('stale-jobs', 'The job reconciler found generation or deploy jobs whose worker stopped reporting (it resumed or failed them).',
      props.workers.reconcilerMetrics.staleJobs.metric({ period: Duration.minutes(15), statistic: 'Sum' }), 1);
    this.alarm('jobs-failed-by-reconciler', 'The job reconciler ended jobs failed (past their attempts, or dead-lettered).',
      props.workers.reconcilerMetrics.failedJobs.metric({ period: Duration.minutes(15), statistic: 'Sum' }), 1);
    const deployWorkers = [...props.workers.functions.values()].filter(({ def }) => def.queue === 'deploy');
    for (const { def, fn } of deployWorkers) {
      this.alarm(`${def.id}-duration`, `A ${def.id} run took more than ${DURATION_TIMEOUT_SHARE * 100}% of its ${def.timeoutS} s timeout.`,
        fn.metricDuration({ period: Duration.minutes(5), statistic: 'Maximum' }), DURATION_TIMEOUT_SHARE * def.timeoutS * 1000,
        cw.ComparisonOperator.GREATER_THAN_THRESHOLD);
    }

    this.dashboard = new cw.Dashboard(this, 'dashboard', {
      dashboardName: `${this.prefix}-operations`,
      widgets: [
        apiWidgets(props.api),
        liveWidgets(props.live),
        queueWidgets(props.queues),
        functionWidgets(fns, deployWorkers.map(({ fn }) => fn)),
        [new cw.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 })],
      ],
    });
  }

  /**
   * The live channel's WebSocket API (issue 19; metrics per API and stage): integration errors (the socket
   * functions answered 4xx/5xx or failed), execution errors (API Gateway could not call them), and ws-connect
   * answering 500 itself (it catches its errors, so the Lambda Errors metric does not see them).
   */
  private liveAlarms(live: Live): void {
    const period = Duration.minutes(5);
    this.alarm('ws-integration-errors', `The live channel's WebSocket API counted ${WS_INTEGRATION_ERRORS} or more integration errors in 5 minutes (refused tickets and function failures).`,
      live.stage.metric('IntegrationError', { period, statistic: 'Sum' }), WS_INTEGRATION_ERRORS);
    this.alarm('ws-execution-errors', "The live channel's WebSocket API could not call a socket function.",
      live.stage.metric('ExecutionError', { period, statistic: 'Sum' }), 1);
    const connect = live.functions.get('ws-connect')?.fn;
    if (connect) {
      // Its log line "Live channel connect failed" is the one ERROR it writes (functions/src/ws/socket.ts).
      const failures = new MetricFilter(this, 'ws-connect-failures-filter', {
        logGroup: connect.logGroup, metricNamespace: 'Sitewright', metricName: 'LiveConnectFailures',
        filterPattern: FilterPattern.stringValue('$.level', '=', 'ERROR'), metricValue: '1', defaultValue: 0,
      });
      this.alarm('ws-connect-failures', 'The ws-connect function failed (answered 500) for a live channel connection.',
        failures.metric({ period, statistic: 'Sum' }), 1);
    }
  }

  private alarm(suffix: string, description: string, metric: cw.IMetric, threshold: number,
    comparisonOperator = cw.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD): void {
    const alarm = new cw.Alarm(this, suffix, {
      alarmName: `${this.prefix}-${suffix}`,
      alarmDescription: `${description} See RUNBOOK.md.`,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      treatMissingData: cw.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
