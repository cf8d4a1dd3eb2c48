import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../../../test/fake-api';
import { RegisterForm } from './register-form';

describe('RegisterForm (SPEC §5 register, §9 resend cooldown)', () => {
  it('It should open the code screen for the code already sent when the address registers again within the cooldown', async () => {
    fakeApi({ 'POST /api/auth/register': () => [429, { detail: 'Please wait 101 seconds before requesting another code.' }] });
    const user = userEvent.setup();
    render(<MemoryRouter><RegisterForm onSignedIn={jest.fn()} loginHref="/login" onAlreadyVerified={jest.fn()} /></MemoryRouter>);
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: /Create Account/i }));
    expect(await screen.findByText('We sent a code to ada@example.com a moment ago. Enter it below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 1:41' })).toBeDisabled();
    expect(screen.getAllByRole('textbox')[0]).toHaveFocus();
  });
});
