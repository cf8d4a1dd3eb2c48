import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { SessionProvider } from '../../features/auth/hooks/session';
import type { SelectedTemplate } from '../../lib/selected-template';
import { DashboardPage } from './dashboard';

const template: SelectedTemplate = {
  id: 'prj_t1', name: 'Zephyr Cafe', description: 'Coffee and cake by the sea', industry: 'restaurant', category: 'hero-sections',
  business_name: 'Zephyr Cafe', thumbnail: null, tags: ['restaurant', 'hero-sections'],
};

/** What the history entry of /dashboard carries now. */
function NavigationState() {
  return <output aria-label="navigation state">{JSON.stringify(useLocation().state)}</output>;
}
function Back() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>Back</button>;
}

/** /templates ▶ Use Template ▶ /dashboard with the template in the navigation state (SPEC §2). */
function arriveWithTemplate() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/templates', { pathname: '/dashboard', state: { template } }]} initialIndex={1}>
          <Routes>
            <Route path="/dashboard" element={<><DashboardPage /><NavigationState /></>} />
            <Route path="/templates" element={<Back />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => { sessionStorage.clear(); localStorage.clear(); });

describe('DashboardPage template banner (SPEC §2 Dashboard)', () => {
  it('It should apply the template from navigation state once, then clear that state', async () => {
    const user = userEvent.setup();
    arriveWithTemplate();
    expect(screen.getByText('Using Template: Zephyr Cafe')).toBeInTheDocument();
    expect(screen.getByText('Coffee and cake by the sea')).toBeInTheDocument();
    expect(screen.getByLabelText('Project Name')).toHaveValue('Zephyr Cafe');
    // The history entry no longer carries the template, yet the page keeps using it.
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent('null');
    expect(screen.getByText('Using Template: Zephyr Cafe')).toBeInTheDocument();

    // Leaving and coming back through history finds the cleared entry: the template is not applied again.
    await user.click(screen.getAllByRole('link', { name: 'Browse templates' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Create your website' })).toBeInTheDocument();
    expect(screen.queryByText(/Using Template/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project Name')).toHaveValue('');
  });

  it('It should drop the template and empty the form on Remove Template', async () => {
    const user = userEvent.setup();
    arriveWithTemplate();
    await user.click(screen.getByRole('button', { name: 'Remove Template' }));
    expect(screen.queryByText(/Using Template/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Template' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Project Name')).toHaveValue('');
  });

  it('It should put focus on the form\'s first field after Remove Template or Create New, where the change happened', async () => {
    const user = userEvent.setup();
    arriveWithTemplate();
    await user.click(screen.getByRole('button', { name: 'Remove Template' }));
    expect(screen.getByLabelText('Project Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create New' }));
    expect(screen.getByLabelText('Project Name')).toHaveFocus();
  });
});
