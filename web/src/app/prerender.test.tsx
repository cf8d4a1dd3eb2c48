import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { fakeApi } from '../test/fake-api';
import { HYDRATE_ATTR } from './prerender-marks';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

// The same tree src/prerender.tsx renders at build time (there with react-dom/static, which waits for Suspense).
const serverHtml = () => renderToString(<AppProviders queryClient={createQueryClient()}><StaticRouter location="/"><AppRoutes /></StaticRouter></AppProviders>);

describe('prerendered home (vite-plugins/prerender-home.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(HYDRATE_ATTR);
    fakeApi({ 'GET /api/templates/public': () => [200, { templates: [] }] });
  });

  it('It should hydrate the build-time HTML without a mismatch, keeping its nodes and ids', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml();
    const heading = container.querySelector('h1');
    const explore = container.querySelector('button[aria-controls]');
    expect(heading).toHaveTextContent("Describe your business. Get a website that's ready to publish.");
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, <AppProviders queryClient={createQueryClient()}><BrowserRouter><AppRoutes /></BrowserRouter></AppProviders>,
        { onRecoverableError: (err) => mismatches.push(err) });
    });

    expect(mismatches).toEqual([]);
    // A mismatch makes React throw the server HTML away and render anew: these would be new nodes.
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('button', { name: 'Explore' })).toBe(explore);
    expect(await screen.findByText('No templates yet. Check back soon.')).toBeInTheDocument();
    // React leaves server attributes as they are, so useId must give the server's ids: the menu is the one the button names.
    await userEvent.click(screen.getByRole('button', { name: 'Explore' }));
    expect(document.getElementById(explore?.getAttribute('aria-controls') ?? '')).toHaveTextContent('Browse Templates');
  });
});
