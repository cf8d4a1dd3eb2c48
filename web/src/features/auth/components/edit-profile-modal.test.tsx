import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { EditProfileModal } from './edit-profile-modal';

const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', created_at: '2026-01-01', email_verified: true, pending_email: 'ada@new.example' };

describe('EditProfileModal (SPEC §2 Profile)', () => {
  it('It should open at the code step for an e-mail change already waiting, focus the first box and confirm the code', async () => {
    const api = fakeApi({ 'POST /api/auth/confirm-email': () => [200, { ...user, email: 'ada@new.example', pending_email: null }] });
    const reload = jest.fn();
    const u = userEvent.setup();
    render(<EditProfileModal user={user} enterCode onClose={jest.fn()} reload={reload} />);
    expect(screen.getByText(/ada@new\.example/)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')[0]).toHaveFocus();
    // Opened later, the code may be long sent: Resend is offered at once, the server keeps the cooldown.
    expect(screen.getByRole('button', { name: /Resend/ })).toBeEnabled();
    await u.keyboard('123456');
    await u.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(api.calls.find((c) => c.key === 'POST /api/auth/confirm-email')?.body).toMatchObject({ otp: '123456' });
    expect(reload).toHaveBeenCalled();
  });
});
