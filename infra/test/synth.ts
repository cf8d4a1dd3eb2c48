/**
 * Test helper: builds the stack once, with cdk-nag's AwsSolutions checks registered and asset
 * bundling skipped (`aws:cdk:bundling-stacks: []`: template assertions need no bundles).
 * A nag finding makes synthesis throw; the error then lists the unacknowledged findings.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { SitewrightStack, type SitewrightStackProps } from '../lib/sitewright-stack';

/** A synthesized stack and its template. */
export interface Synth {
  stack: SitewrightStack;
  template: Template;
  json: { Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }> };
}

/** Synthesizes SitewrightStack with nag; @throws Error listing every unacknowledged finding. */
export function synth(props: SitewrightStackProps = {}, context: Record<string, unknown> = {}): Synth {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewright-cdk-'));
  // sharpLayerDir: no layer unless a test builds one, whether or not this machine has run `npm run sharp-layer`.
  const noLayer = path.join(outdir, 'no-sharp-layer');
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [], sharpLayerDir: noLayer, ...context } });
  const stack = new SitewrightStack(app, 'Test', { env: { account: '123456789012', region: 'us-east-1' }, ...props });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    const template = Template.fromStack(stack);
    return { stack, template, json: template.toJSON() as Synth['json'] };
  } catch (e) {
    throw new Error(`${(e as Error).message}\n${findings(outdir).join('\n')}`);
  }
}

/** Unacknowledged findings from the validation report, one line each. */
export function findings(outdir: string): string[] {
  const file = path.join(outdir, 'validation-report.json');
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pluginReports: { violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[];
  };
  return report.pluginReports.flatMap((p) => p.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`)));
}

/** The CloudFormation logical id of a construct's default resource. */
export const logicalId = (c: IConstruct): string => Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement);
