/** Rows of the operations dashboard: API, live channel, queues, functions (deploy worker outcomes first). */
import { Duration } from 'aws-cdk-lib';
import * as cw from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Api } from './api';
import type { Live } from './live';
import type { Queues } from './queues';

const period = Duration.minutes(5);

/** Requests, 4xx/5xx and p99 latency of the HTTP API. */
export function apiWidgets(api: Api): cw.IWidget[] {
  const a = api.httpApi;
  return [
    new cw.GraphWidget({ title: 'API requests', left: [a.metricCount({ period, statistic: 'Sum' })], width: 8 }),
    new cw.GraphWidget({
      title: 'API errors', width: 8,
      left: [a.metricClientError({ period, statistic: 'Sum', label: '4xx' }), a.metricServerError({ period, statistic: 'Sum', label: '5xx' })],
    }),
    new cw.GraphWidget({ title: 'API latency p99 (ms)', left: [a.metricLatency({ period, statistic: 'p99' })], width: 8 }),
  ];
}

/** Visible messages and oldest message age per queue, and DLQ depth. */
export function queueWidgets(queues: Queues): cw.IWidget[] {
  return [
    new cw.GraphWidget({
      title: 'Queue depth', width: 8,
      left: queues.pairs.map((p) => p.queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: p.name })),
    }),
    new cw.GraphWidget({
      title: 'Oldest message age (s)', width: 8,
      left: queues.pairs.map((p) => p.queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum', label: p.name })),
    }),
    new cw.GraphWidget({
      title: 'DLQ depth', width: 8,
      left: queues.pairs.map((p) => p.dlq.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: `${p.name} DLQ` })),
    }),
  ];
}

/** Deploy outcomes (invocations vs errors, duration) and errors of every function. */
export function functionWidgets(fns: [string, LambdaFunction][], deployWorkers: LambdaFunction[]): cw.IWidget[] {
  const deploy: cw.IWidget[] = deployWorkers.length === 0
    ? [new cw.TextWidget({ markdown: '**Deploy worker**: none deployed yet (functions/src/workers.ts).', width: 8, height: 6 })]
    : [
      new cw.GraphWidget({
        title: 'Deploy worker runs / errors', width: 8,
        left: deployWorkers.flatMap((fn) => [fn.metricInvocations({ period, statistic: 'Sum', label: 'runs' }), fn.metricErrors({ period, statistic: 'Sum', label: 'errors' })]),
      }),
      new cw.GraphWidget({
        title: 'Deploy worker duration (ms)', width: 8,
        left: deployWorkers.flatMap((fn) => [fn.metricDuration({ period, statistic: 'p99', label: 'p99' }), fn.metricDuration({ period, statistic: 'Maximum', label: 'max' })]),
      }),
    ];
  return [
    ...deploy,
    new cw.GraphWidget({
      title: 'Function errors', width: deployWorkers.length === 0 ? 16 : 8,
      left: fns.map(([id, fn]) => fn.metricErrors({ period, statistic: 'Sum', label: id })),
    }),
  ];
}

/** Connections, messages and errors of the live channel's WebSocket API (issue 19). */
export function liveWidgets(live: Live): cw.IWidget[] {
  const m = (name: string, label: string) => live.stage.metric(name, { period, statistic: 'Sum', label });
  return [
    new cw.GraphWidget({ title: 'Live channel connects', left: [m('ConnectCount', 'connects')], width: 8 }),
    new cw.GraphWidget({ title: 'Live channel messages (both ways)', left: [m('MessageCount', 'messages')], width: 8 }),
    new cw.GraphWidget({
      title: 'Live channel errors', width: 8,
      left: [m('ClientError', '4xx (client)'), m('IntegrationError', 'integration'), m('ExecutionError', 'execution')],
    }),
  ];
}
