import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@sitewright/core/limits';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AccountCard } from '../features/auth/components/account-card';
import { SessionProvider } from '../features/auth/hooks/session';
import { fakeApi } from '../test/fake-api';
import { Where } from '../test/render';
import { storeSession, testUser } from '../test/session';
import { ProtectedRoute } from './protected-route';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/login" element={<p>Sign-in page</p>} />
            <Route element={<ProtectedRoute />}><Route path="/profile" element={<AccountCard />} /></Route>
          </Routes>
          <Where />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('ProtectedRoute (SPEC §2)', () => {
  beforeEach(() => { localStorage.clear(); });

  it('It should send a signed-out visitor to /login with the page as the target', async () => {
    renderAt('/profile');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fprofile');
  });

  it('It should land on Home, not the sign-in page, after Logout on a protected page', async () => {
    storeSession();
    fakeApi({ 'GET /api/auth/me': () => [200, testUser] });
    const u = userEvent.setup();
    renderAt('/profile');
    await u.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
