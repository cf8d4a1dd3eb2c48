import { LOGO_MAX_BYTES } from '@sitewright/core/limits';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CreationWizard, LOGO_TOO_LARGE } from './creation-wizard';

/** The calls the wizard made besides reading the server's capabilities (the last step asks for them). */
const sent = (api: { calls: { key: string; body: unknown }[] }) => api.calls.filter((c) => c.key !== 'GET /api/capabilities');

const next = () => screen.getByRole('button', { name: 'Next' });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Project Name'), '  Blue Fern  ');
  await user.click(next());
  await user.type(screen.getByLabelText('Project Description'), 'A bakery');
  await user.click(next());
  await user.selectOptions(screen.getByLabelText('Industry'), 'Food & Restaurant');
  await user.click(next());
  await user.type(screen.getByLabelText('Target Audience'), 'Neighbours ');
  await user.click(next());
  await user.type(screen.getByLabelText('Key Features (optional)'), ' Fresh bread, ,Pre-orders ,');
  await user.click(next());
  expect(screen.getByLabelText('Design Style')).toHaveValue('modern');
  await user.click(next());
}

beforeEach(() => { sessionStorage.clear(); });

describe('CreationWizard (SPEC §4, §5)', () => {
  it('It should keep Next disabled until the required step holds more than blanks', async () => {
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    expect(screen.getByText('Step 1 of 7')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Project Name'), '   ');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Project Name'), 'x');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Form progress' })).toHaveAttribute('aria-valuenow', '29');
  });

  it('It should send trimmed fields and comma-split features, then open the preview', async () => {
    const api = fakeApi({ 'POST /api/generate': () => [202, { success: true, project_id: 'prj_1' }] });
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Generate Website' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/preview/prj_1');
    expect(sent(api)[0]?.body).toEqual(expect.objectContaining({
      business_name: 'Blue Fern', description: 'A bakery', industry: 'Food & Restaurant', target_audience: 'Neighbours',
      key_features: ['Fresh bread', 'Pre-orders'], style_preference: 'modern', logo_url: null, template_id: null,
    }));
  });

  it('It should alert and not upload a logo over 256 KB', async () => {
    const api = fakeApi({});
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    await fillAll(user);
    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo (optional)'), big);
    expect(alert).toHaveBeenCalledWith(LOGO_TOO_LARGE);
    expect(LOGO_TOO_LARGE).toBe('Logo too large. Please upload a file under 256KB.');
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    const ok = new File([new Uint8Array(LOGO_MAX_BYTES)], 'ok.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo (optional)'), ok);
    expect(screen.getByText(/Selected:/)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(sent(api)).toHaveLength(0);
  });

  it('It should send a signed-out visitor to /login with /dashboard as the target, keeping the answers', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn={false} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Generate Website' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fdashboard');
    expect(sent(api)).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('sw_wizard_draft') ?? '{}')).toEqual(expect.objectContaining({ business_name: '  Blue Fern  ' }));
  });

  it('It should send a 401 on generation to /login with /dashboard as the target', async () => {
    fakeApi({ 'POST /api/generate': () => [401, { detail: 'Not authenticated' }] });
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Generate Website' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fdashboard');
  });

  it('It should show the server detail when generation is refused', async () => {
    fakeApi({ 'POST /api/generate': () => [422, { detail: [{ msg: 'description: too long' }] }] });
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Generate Website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('description: too long');
    expect(screen.getByRole('button', { name: 'Generate Website' })).toBeEnabled();
  });

  it('It should say plainly on the last step when no AI provider is configured (issue 17 §4)', async () => {
    fakeApi({ 'GET /api/capabilities': () => [200, { ai_provider: false }] });
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    expect(screen.queryByText(/No AI provider is configured/)).not.toBeInTheDocument();
    await fillAll(user);
    expect(await screen.findByText(/No AI provider is configured on this server/)).toHaveTextContent(/OPENAI_API_KEY/);
  });

  it('It should say nothing of the sort when a provider is configured', async () => {
    const api = fakeApi({ 'GET /api/capabilities': () => [200, { ai_provider: true }] });
    const user = userEvent.setup();
    renderWithApp(<CreationWizard signedIn />);
    await fillAll(user);
    await screen.findByRole('button', { name: 'Generate Website' });
    await waitFor(() => expect(api.calls.some((c) => c.key === 'GET /api/capabilities')).toBe(true));
    expect(screen.queryByText(/No AI provider is configured/)).not.toBeInTheDocument();
  });
});
