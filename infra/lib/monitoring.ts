/**
 * Alarms and the dashboard. Every alarm notifies one SNS topic (with an optional e-mail
 * subscription from context `alarmEmail`); RUNBOOK.md explains each alarm by the name suffix
 * used here (`<stack>-dlq-generate`, `<stack>-api-5xx-rate`, `<stack>-<function>-errors`, …).
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as cw from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { Api } from './api';
import { apiWidgets, functionWidgets, queueWidgets } from './dashboard-widgets';
import type { Queues } from './queues';
import type { Workers } from './workers';

/** Props of {@link Monitoring}. */
export interface MonitoringProps {
  api: Api;
  queues: Queues;
  workers: Workers;
  alarmEmail?: string;
}

/** 5xx share of API requests (percent over five minutes) that pages on-call. */
export const API_5XX_RATE_PERCENT = 5;
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

    const fns: [string, NodejsFunction][] = [
      ...[...props.api.functions].map(([fid, { fn }]): [string, NodejsFunction] => [fid, fn]),
      ...[...props.workers.functions].map(([fid, { fn }]): [string, NodejsFunction] => [fid, fn]),
      ['job-reconciler', props.workers.reconciler],
    ];
    for (const [fid, fn] of fns) {
      this.alarm(`${fid}-errors`, `The ${fid} function threw or timed out.`, fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }), 1);
      this.alarm(`${fid}-throttles`, `The ${fid} function was throttled.`, fn.metricThrottles({ period: Duration.minutes(5), statistic: 'Sum' }), 1);
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
        queueWidgets(props.queues),
        functionWidgets(fns, deployWorkers.map(({ fn }) => fn)),
        [new cw.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 })],
      ],
    });
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
