import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@sitewright/core/limits';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../../features/auth/hooks/session';
import { fakeApi } from '../../test/fake-api';
import { LoginPage } from './auth-page';

const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', created_at: '2026-01-01', email_verified: true, pending_email: null };
function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('AuthPage (SPEC §2 /login)', () => {
  it('It should send a signed-in visitor on to the redirect target instead of showing the sign-in box', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.userTs, String(Date.now()));
    fakeApi({ 'GET /api/auth/me': () => [200, user] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/login?redirectTo=%2Fprofile']}>
            <Routes><Route path="/login" element={<LoginPage />} /><Route path="*" element={<Where />} /></Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/profile');
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });
});
