import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { prefetchRouteData } from './app/prefetch';
import { HYDRATE_ATTR, PRERENDERED_ATTR } from './app/prerender-marks';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './config/runtime';
import './index.css';

// Not awaited: the first render does not wait for /config.json (see config/runtime.ts).
void loadRuntimeConfig();

const queryClient = createQueryClient();
prefetchRouteData(queryClient, location.pathname);
const container = document.getElementById('root') as HTMLElement;
const app = <AppProviders queryClient={queryClient}><BrowserRouter><AppRoutes /></BrowserRouter></AppProviders>;
// Transitions render in 5 ms slices, so a phone's main thread stays free for input while the first
// page is built (one long task otherwise).
if (container.hasAttribute(PRERENDERED_ATTR) && document.documentElement.hasAttribute(HYDRATE_ATTR)) {
  // index.html already shows this page (the signed-out home, prerendered at build time): attach to it.
  startTransition(() => { hydrateRoot(container, app); });
} else {
  // Another page, or a signed-in visitor: the prerendered home is hidden (index.css); render afresh.
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTR);
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
