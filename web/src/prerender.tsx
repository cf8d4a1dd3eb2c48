import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
export { bootScript, PRERENDERED_ATTR } from './app/prerender-marks';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';

/**
 * Build-time render of one page as a signed-out visitor sees it before any data arrives (run by
 * vite-plugins/prerender-home.ts in Node). main.tsx hydrates the result with the same providers.
 */
export async function prerenderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={createQueryClient()}><StaticRouter location={url}><AppRoutes /></StaticRouter></AppProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
