import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './menu-button';

describe('MenuButton (SPEC §2 menus)', () => {
  it('It should close on Escape from inside and give focus back to its button', async () => {
    const user = userEvent.setup();
    render(<MenuButton label="Explore">{() => <a href="/pricing">Pricing</a>}</MenuButton>);
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Explore' })).toHaveAttribute('aria-expanded', 'false');
  });
});
