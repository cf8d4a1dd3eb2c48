import type { ProjectSummary } from '@sitewright/core/schemas/project';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { FakeWebSocket, TEST_WS_URL, withFakeLiveChannel } from '../../../test/fake-websocket';
import { renderWithApp } from '../../../test/render';
import { useTemplates } from '../../templates/api/get-templates';
import { ProjectList } from './project-list';

const project = (over: Partial<ProjectSummary> = {}): ProjectSummary => ({
  id: 'prj_1', user_id: 'u1', business_name: 'Blue Fern', industry: 'Technology', description: 'Plant-based bakery', target_audience: 'Locals',
  key_features: [], color_scheme: null, style_preference: 'modern', logo_url: null, template_id: null, created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z', deployed_url: null, status: 'ready', error: null, version: 1, published: false, ...over,
});
const template = { id: 'prj_1', name: 'Blue Fern', description: 'Plant-based bakery', business_name: 'Blue Fern', industry: 'saas', category: 'pricing-tables', logo_url: null, created_at: '2026-01-03T00:00:00Z' };

/** The gallery list as any page holds it (home strip, /templates): publishing must refresh it. */
function GalleryProbe() {
  const t = useTemplates();
  return <p data-testid="gallery">{t.data?.map((x) => x.name).join(',') ?? ''}</p>;
}

/** A user with one project whose `published` flag the fake server flips; `publish` and `withdraw` answer as given. */
function server(start: Partial<ProjectSummary>, routes: { publish?: FakeRoute; withdraw?: FakeRoute } = {}) {
  let current = project(start);
  return fakeApi({
    'GET /api/user/projects': () => [200, { projects: [current] }],
    'GET /api/templates/public': () => [200, { templates: current.published ? [template] : [] }],
    'POST /api/project/prj_1/publish': async (req) => {
      const answer = await (routes.publish ?? (() => [200, template] as [number, unknown]))(req);
      if (answer[0] === 200) current = { ...current, published: true };
      return answer;
    },
    'DELETE /api/project/prj_1/publish': async (req) => {
      const answer = await (routes.withdraw ?? (() => [200, { success: true }] as [number, unknown]))(req);
      if (answer[0] === 200) current = { ...current, published: false };
      return answer;
    },
  });
}

describe('ProjectList: Publish to gallery', () => {
  it('It should publish under the chosen category, show Publishing..., a toast, and refresh the badges and the gallery', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const api = server({}, { publish: () => new Promise((resolve) => { answer = resolve; }) });
    const user = userEvent.setup();
    renderWithApp(<><ProjectList /><GalleryProbe /></>);
    await user.click(await screen.findByRole('button', { name: 'Publish to gallery: Blue Fern' }));

    const dialog = screen.getByRole('dialog', { name: 'Publish to gallery' });
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.selectOptions(category, 'Pricing Tables');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(api.calls.find((c) => c.key === 'POST /api/project/prj_1/publish')?.body).toEqual({ category: 'pricing-tables' });

    answer([200, template]);
    expect(await screen.findByText('Blue Fern is now in the Template Gallery.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('In gallery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw from gallery: Blue Fern' })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('gallery')).toHaveTextContent('Blue Fern'));
  });

  it("It should show the server's error in the dialog and let the user try again", async () => {
    server({}, { publish: () => [400, { detail: 'Only a generated project can be published to the gallery.' }] });
    const user = userEvent.setup();
    renderWithApp(<ProjectList />);
    await user.click(await screen.findByRole('button', { name: 'Publish to gallery: Blue Fern' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish to gallery' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'hero-sections');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a generated project can be published to the gallery.');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByText('In gallery')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('It should withdraw a published project from the gallery', async () => {
    const api = server({ published: true });
    const user = userEvent.setup();
    renderWithApp(<><ProjectList /><GalleryProbe /></>);
    await waitFor(() => expect(screen.getByTestId('gallery')).toHaveTextContent('Blue Fern'));
    await user.click(await screen.findByRole('button', { name: 'Withdraw from gallery: Blue Fern' }));

    expect(await screen.findByText('Blue Fern was withdrawn from the gallery.')).toHaveAttribute('role', 'status');
    expect(api.calls.some((c) => c.key === 'DELETE /api/project/prj_1/publish')).toBe(true);
    expect(screen.queryByText('In gallery')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish to gallery: Blue Fern' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('gallery')).toBeEmptyDOMElement());
  });

  it('It should show why a withdrawal failed', async () => {
    server({ published: true }, { withdraw: () => [404, { detail: 'Project not found' }] });
    const user = userEvent.setup();
    renderWithApp(<ProjectList />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw from gallery: Blue Fern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found');
    expect(screen.getByText('In gallery')).toBeInTheDocument();
  });

  it('It should offer publishing only for a generated project', async () => {
    fakeApi({ 'GET /api/user/projects': () => [200, { projects: [project({ status: 'generating' }), project({ id: 'prj_2', business_name: 'Failed One', status: 'failed' })] }] });
    renderWithApp(<ProjectList />);
    await screen.findByText('Generating');
    expect(screen.queryByRole('button', { name: /Publish to gallery/ })).not.toBeInTheDocument();
  });
});

describe('ProjectList: live channel (issue 19)', () => {
  // Last in the file: the runtime config it loads stays for the rest of the file.
  withFakeLiveChannel();

  it('It should turn a generating project\'s badge the moment its live channel says ready', async () => {
    let current = project({ status: 'generating' });
    const api = fakeApi({
      'GET /api/user/projects': () => [200, { projects: [current] }],
      'POST /api/ws/ticket': () => [200, { ticket: 't1', expires_in: 60 }],
    });
    renderWithApp(<ProjectList />);
    await screen.findByText('Generating');
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    expect(FakeWebSocket.nth(0).url).toBe(`${TEST_WS_URL}?ticket=t1`);
    FakeWebSocket.nth(0).accept();
    const lists = api.calls.filter((c) => c.key === 'GET /api/user/projects').length;
    current = { ...current, status: 'ready' };
    FakeWebSocket.nth(0).receive({ type: 'status', value: 'ready', project_id: 'prj_1' });
    await waitFor(() => expect(screen.queryByText('Generating')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.key === 'GET /api/user/projects').length).toBeGreaterThan(lists);
    // A ready project no longer listens.
    await waitFor(() => expect(FakeWebSocket.nth(0).closedWith).toBe(1000));
  });
});
