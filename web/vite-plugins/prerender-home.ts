/**
 * Build step: the home page as a signed-out visitor first sees it, rendered into index.html.
 *
 * A phone then paints the hero after the HTML and the stylesheet instead of after ~100 KB of
 * JavaScript has downloaded and run; main.tsx hydrates that markup rather than building it again.
 * The CDN answers index.html for every route (infra/lib/spa-rewrite.ts), so a small blocking boot
 * script decides per visit whether the markup is the right page: only on / and only without a
 * session token (a signed-in visitor's hero and header differ). Everywhere else index.css hides it
 * and main.tsx renders afresh, as before. The script is inline, written byte for byte as
 * `bootScript()` returns it: the CSP allows it by that text's sha256 and no other inline script
 * (core/web/shell.ts), and an external file would cost a blocking round trip before the first paint.
 *
 * The stylesheet (Tailwind, ~9 KB gzip) is inlined as well: a phone on a high-latency network then
 * needs no second round trip before it can paint, and index.html is revalidated (ETag) rather than
 * downloaded again on later visits. The CSP allows inline styles.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** What src/prerender.tsx exports (built for Node by this plugin). */
interface PrerenderModule {
  prerenderPage(url: string): Promise<string>;
  bootScript(): string;
  PRERENDERED_ATTR: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/;

export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sitewright:prerender-home',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) { config = resolved; },
    async closeBundle() {
      // Inside web/ so that the server bundle's bare imports (react, react-router-dom) resolve.
      const ssrDir = join(config.root, 'node_modules', '.prerender');
      const out = await build({
        configFile: config.configFile, root: config.root, mode: config.mode, logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false, manifest: false },
      }) as Rollup.RollupOutput | Rollup.RollupOutput[];
      const entry = [out].flat().flatMap((o) => o.output).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
      if (!entry) throw new Error('prerender-home: the server build produced no entry chunk');
      const { prerenderPage, bootScript, PRERENDERED_ATTR } = await import(pathToFileURL(join(ssrDir, entry.fileName)).href) as PrerenderModule;
      const body = await prerenderPage('/');
      rmSync(ssrDir, { recursive: true, force: true });

      const outDir = join(config.root, config.build.outDir);
      const indexPath = join(outDir, 'index.html');
      const html = readFileSync(indexPath, 'utf8');
      if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender-home: ${EMPTY_ROOT} not found in index.html`);
      const stylesheet = STYLESHEET.exec(html);
      if (!stylesheet) throw new Error('prerender-home: no stylesheet link in index.html');
      const css = readFileSync(join(outDir, stylesheet[1] as string), 'utf8');
      writeFileSync(indexPath, html
        // Replacer functions, so nothing in the CSS or the script is read as a `$` pattern.
        .replace(stylesheet[0], () => `<style>${css}</style>`)
        // First in <head>: a script placed after a stylesheet would wait for it.
        .replace(/<meta name="viewport"[^>]*>/, (meta) => `${meta}\n    <script>${bootScript()}</script>`)
        .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTR}>${body}</div>`));
    },
  };
}
