/**
 * The one way this stack makes a Lambda function: ESM on nodejs22.x/arm64, bundled by the local
 * esbuild with the shared options and plugins (lib/bundling.ts `bundleFunction`, run by
 * scripts/bundle-function.ts), a log group kept one month, Powertools settings in the env.
 */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack, type ILocalBundling } from 'aws-cdk-lib';
import {
  Architecture, Code, Function as LambdaFunction, ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions, Runtime, type ILayerVersion,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { FunctionBundleSpec } from './bundling';
import { acknowledgeFunction } from './nag-acks';
import { REPO_ROOT } from './settings';

/** Runtime pinned by TOOLCHAIN.md (the AWS SDK pins and ESM handlers are tested against Node 22). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/**
 * The AWS Parameters and Secrets Lambda Extension (an AWS-published layer, ARN per region from CDK's
 * mapping): functions read their secrets through it at cold start (functions/src/secrets.ts) instead of
 * bundling a Secrets Manager client. Cached 300 s (the extension's maximum), a 5 s timeout towards
 * Secrets Manager so a stuck call fails the cold start clearly rather than at the function timeout.
 */
export const paramsAndSecrets = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  cacheSize: 20,
  secretsManagerTtl: Duration.seconds(300),
  secretsManagerTimeout: Duration.seconds(5),
  logLevel: ParamsAndSecretsLogLevel.WARN,
});

/** `/sitewright/<stack>/<route or worker id>`: where a function's logs go. */
export const functionLogGroupName = (stackName: string, id: string): string => `/sitewright/${stackName}/${id}`;

/** What {@link createFunction} needs to know. */
export interface FunctionSpec {
  /** Route or worker id; names the construct and shows in logs (POWERTOOLS_SERVICE_NAME suffix). */
  id: string;
  /** Handler module relative to functions/. */
  entry: string;
  /** The module's export to invoke (default `handler`). */
  exportName?: string;
  memoryMb: number;
  timeoutS: number;
  /** Settings shared by every function (table names, origins, log level…). */
  environment: Record<string, string>;
  /** Disposable stack: log groups are deleted with it. */
  dev: boolean;
  reservedConcurrency?: number;
  /** Packages left out of the bundle because `layers` provide them (native modules such as sharp). */
  externalModules?: string[];
  /**
   * Build-time flags of this function (bundling.ts `defineFor`), merged over the shared ones. Required:
   * without them a bundle builds neither the SQS nor the SES client (functions/src/deps.ts).
   */
  define: Record<string, string>;
  layers?: ILayerVersion[];
  /** Files copied into the bundle beside the handler: `from` relative to the repository, `to` to the bundle. */
  bundleFiles?: { from: string; to: string }[];
}

/** The script the stack bundles each function with (esbuild's plugins need its asynchronous API, a process of its own). */
const BUNDLE_SCRIPT = path.join(REPO_ROOT, 'infra', 'scripts', 'bundle-function.ts');

/**
 * Bundles a function on this machine (never in Docker) with {@link bundleFunction}'s options. CDK keys its
 * asset cache on this object's JSON, so `spec` (everything that shapes the bundle) is a field of it.
 */
class LocalFunctionBundling implements ILocalBundling {
  constructor(readonly spec: Omit<FunctionBundleSpec, 'outdir'>) {}

  tryBundle(outputDir: string): boolean {
    execFileSync(process.execPath, ['--import', 'tsx', BUNDLE_SCRIPT, JSON.stringify({ ...this.spec, outdir: outputDir })], {
      cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'],
    });
    return true;
  }
}

/** The function's code: its bundle, hashed by content (so an unchanged bundle is not uploaded again). */
function functionCode(spec: FunctionSpec): Code {
  const bundle: Omit<FunctionBundleSpec, 'outdir'> = {
    entry: path.join(REPO_ROOT, 'functions', spec.entry),
    exportName: spec.exportName ?? 'handler',
    define: spec.define,
    external: spec.externalModules ?? [],
    files: spec.bundleFiles ?? [],
  };
  return Code.fromAsset(path.join(REPO_ROOT, 'functions'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: new LocalFunctionBundling(bundle),
      // Required by the type; never pulled, because the local bundling always succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
    },
  });
}

/** A Lambda function for one route or worker, with its own log group (retention one month). */
export function createFunction(scope: Construct, spec: FunctionSpec): LambdaFunction {
  // An explicit log group (not the deprecated logRetention custom resource) so retention is plain
  // CloudFormation, with a predictable name that RUNBOOK.md can point at.
  const logGroup = new LogGroup(scope, `${spec.id}-logs`, {
    logGroupName: functionLogGroupName(Stack.of(scope).stackName, spec.id),
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: spec.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
  });
  const fn = new LambdaFunction(scope, spec.id, {
    code: functionCode(spec),
    handler: `index.${spec.exportName ?? 'handler'}`,
    runtime: LAMBDA_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: spec.memoryMb,
    timeout: Duration.seconds(spec.timeoutS),
    description: `Sitewright ${spec.id}`,
    ...(spec.layers?.length ? { layers: spec.layers } : {}),
    paramsAndSecrets,
    logGroup,
    ...(spec.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
    environment: {
      ...spec.environment,
      POWERTOOLS_SERVICE_NAME: `sitewright-${spec.id}`,
      // Stack traces point at the TypeScript sources through the external source maps.
      NODE_OPTIONS: '--enable-source-maps',
    },
  });
  acknowledgeFunction(fn);
  return fn;
}
