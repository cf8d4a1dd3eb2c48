import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../../../test/fake-api';
import { LoginForm, VERIFY_NEEDED } from './login-form';

describe('LoginForm (SPEC §8 login with an unverified e-mail)', () => {
  it('It should open the code screen with Resend counting down, as the server has just sent a code', async () => {
    fakeApi({
      'POST /api/auth/login': () => [403, { detail: 'Please verify your email address. We have sent a 6-digit code to your inbox.' }],
    });
    const user = userEvent.setup();
    render(<MemoryRouter><LoginForm onSignedIn={jest.fn()} registerHref="/register" /></MemoryRouter>);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VERIFY_NEEDED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
  });
});
