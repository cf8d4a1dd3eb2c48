/**
 * Where the SPA build comes from. `npm run deploy` builds web/dist first; when it is missing (a
 * fresh clone running `npm run synth`, or the tests) a placeholder page stands in, with a synth
 * warning, so the template can still be checked offline.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The folders to upload: the build root and, when present, its hashed assets/ folder. */
export interface WebDist {
  root: string;
  assets?: string;
}

const PLACEHOLDER = '<!doctype html><title>Sitewright</title><p>The web app was not built before this deploy. Run <code>npm run deploy</code>, which builds it first.</p>';

/** Resolves the build folder, or makes a placeholder one (with a warning) when it does not exist. */
export function resolveWebDist(scope: Construct, webDist: string): WebDist {
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    const assets = path.join(webDist, 'assets');
    return { root: webDist, ...(fs.existsSync(assets) ? { assets } : {}) };
  }
  Annotations.of(scope).addWarningV2('sitewright:web-dist-missing', `${webDist}/index.html not found: deploying a placeholder page. Run "npm run build:web" first.`);
  const dir = path.join(os.tmpdir(), 'sitewright-web-placeholder');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), PLACEHOLDER);
  return { root: dir };
}
