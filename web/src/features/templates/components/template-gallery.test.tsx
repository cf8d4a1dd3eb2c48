import type { Template } from '@sitewright/core/schemas/template';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { LOGIN_REQUIRED_TEXT } from './login-required-modal';
import { TemplateGallery } from './template-gallery';

const t = (id: string, name: string, industry: string, category: string, created_at: string, description = `${name} description`): Template =>
  ({ id, name, description, business_name: name, industry, category, logo_url: null, created_at });
const long = 'A'.repeat(130) + ' tail words that go past the clamp';
const templates = [
  t('t1', 'Zephyr Cafe', 'restaurant', 'hero-sections', '2026-01-03T00:00:00Z', 'Coffee and cake by the sea'),
  t('t2', 'Acme Analytics', 'saas', 'pricing-tables', '2026-01-01T00:00:00Z', long),
  t('t3', 'Market Hall', 'ecommerce', 'hero-sections', '2026-01-02T00:00:00Z'),
];
const names = () => screen.getAllByRole('listitem').map((li) => li.querySelector('h2')?.textContent).filter(Boolean);

describe('TemplateGallery (SPEC §2)', () => {
  beforeEach(() => { fakeApi({ 'GET /api/templates/public': () => [200, { templates }] }); });

  it('It should filter by search, category and industry, count the results, and clear the filters', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateGallery signedIn />);
    expect(await screen.findByText('3 templates found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'coffee');
    expect(names()).toEqual(['Zephyr Cafe']);
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Category'), 'hero-sections');
    expect(names()).toEqual(['Zephyr Cafe', 'Market Hall']);
    await user.selectOptions(screen.getByLabelText('Industry'), 'saas');
    expect(screen.getByText('0 templates found')).toBeInTheDocument();
    expect(screen.getByText('No templates found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('3 templates found')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('It should sort by latest first, or by name', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateGallery signedIn />);
    await screen.findByText('3 templates found');
    expect(names()).toEqual(['Zephyr Cafe', 'Market Hall', 'Acme Analytics']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(names()).toEqual(['Acme Analytics', 'Market Hall', 'Zephyr Cafe']);
  });

  it('It should clamp a description over 140 characters with Read more / Show less', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateGallery signedIn />);
    const card = (await screen.findByRole('heading', { name: 'Acme Analytics' })).closest('li') as HTMLElement;
    expect(within(card).queryByText(/tail words/)).not.toBeInTheDocument();
    expect(within(card).getByText(/A{130}/).textContent).toContain('…');
    await user.click(within(card).getByRole('button', { name: 'Read more' }));
    expect(within(card).getByText(/tail words that go past the clamp/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).queryByText(/tail words/)).not.toBeInTheDocument();
    const short = screen.getByRole('heading', { name: 'Zephyr Cafe' }).closest('li') as HTMLElement;
    expect(within(short).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('It should show a guest the Login Required modal on Use Template, returning to /templates', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateGallery signedIn={false} />, { path: '/templates' });
    await user.click(await screen.findByRole('button', { name: 'Use Template Zephyr Cafe' }));
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent(LOGIN_REQUIRED_TEXT);
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirectTo=%2Ftemplates');
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register?redirectTo=%2Ftemplates');
    await user.click(within(dialog).getByRole('button', { name: 'Continue browsing templates' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('It should take a signed-in user to /dashboard on Use Template', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateGallery signedIn />, { path: '/templates' });
    await user.click(await screen.findByRole('button', { name: 'Use Template Market Hall' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('It should fall back to GET /api/templates when the public list fails', async () => {
    fakeApi({ 'GET /api/templates/public': () => [500, { detail: 'down' }], 'GET /api/templates': () => [200, { templates: templates.slice(0, 1) }] });
    renderWithApp(<TemplateGallery signedIn />);
    expect(await screen.findByText('1 template found')).toBeInTheDocument();
  });
});
