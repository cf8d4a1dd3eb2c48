import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../features/auth/hooks/session';
import { fakeApi } from '../../test/fake-api';
import { Where } from '../../test/render';
import { storeSession, testUser } from '../../test/session';
import { LoginPage } from './auth-page';


describe('AuthPage (SPEC §2 /login)', () => {
  it('It should send a signed-in visitor on to the redirect target instead of showing the sign-in box', async () => {
    storeSession();
    fakeApi({ 'GET /api/auth/me': () => [200, testUser] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/login?redirectTo=%2Fprofile']}>
            <Routes><Route path="/login" element={<LoginPage />} /><Route path="*" element={<Where />} /></Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).not.toBeInTheDocument();
  });
});
