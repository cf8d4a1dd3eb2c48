/**
 * The CDK app: `npm run synth` / `npm run deploy` (cdk.json: npx tsx infra/bin/app.ts).
 * Synth needs no AWS account: the environment falls back to an explicit region and nothing is
 * looked up, so the template is the same offline and in CI.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SitewrightStack } from '../lib/sitewright-stack';

const app = new App();
const dev = app.node.tryGetContext('dev') === 'true';
new SitewrightStack(app, dev ? 'SitewrightDev' : 'Sitewright', {
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1',
  },
  description: 'Sitewright: AI website generator (API, workers, web, monitoring)',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
