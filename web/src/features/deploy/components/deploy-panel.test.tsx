import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { DeployPanel } from './deploy-panel';
import { OWNERSHIP_TEXT } from './ownership-warning';

const platforms = { platforms: [
  { id: 'gcs', name: 'Google Cloud Storage', description: 'Host the site on Google Cloud Storage (no repository)', kind: 'deploy' },
  { id: 'zip', name: 'Download ZIP', description: 'The site files in one archive', kind: 'download' },
] };
const failed = { success: true, progress: { currentStep: 2, totalSteps: 5, percentage: 40, logs: [], status: 'failed' },
  deployment: { url: null, error_message: 'Bucket refused the upload', metadata: { github_repo: null, github_url: null } } };
const props = { projectId: 'prj_1', businessName: 'Blue Fern', hasContent: true, isOwner: true };

describe('DeployPanel (SPEC §2, §4, §6, §8)', () => {
  it('It should warn a non-owner and disable every deploy button', async () => {
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    renderWithApp(<DeployPanel {...props} isOwner={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Deployment Restricted');
    expect(screen.getByRole('alert')).toHaveTextContent(OWNERSHIP_TEXT);
    await screen.findByText('Google Cloud Storage');
    const restricted = screen.getAllByRole('button', { name: /Project ownership required/ });
    expect(restricted).toHaveLength(3);
    for (const b of restricted) {
      expect(b).toBeDisabled();
      expect(b).toHaveAttribute('title', 'You can only deploy projects you created');
    }
  });

  it('It should check the custom domain in the field and not send a bad one (issue 17 §5)', async () => {
    const api = fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms], 'POST /api/deploy/enhanced': () => [200, { success: true, deployment_id: 'dep_9' }] });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    const field = screen.getByLabelText('Custom domain (optional)');
    await user.type(field, 'https://www.bluefern.com/shop');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Enter a domain name such as www.example.com/);
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(field).toHaveFocus();
    expect(api.calls.filter((c) => c.key === 'POST /api/deploy/enhanced')).toHaveLength(0);
    // Corrected, the message goes as the user types, and the deploy is sent.
    await user.clear(field);
    await user.type(field, 'www.bluefern.com');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(api.calls.find((c) => c.key === 'POST /api/deploy/enhanced')?.body).toMatchObject({ custom_domain: 'www.bluefern.com' });
  });

  it('It should not offer the warning to the owner', async () => {
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    renderWithApp(<DeployPanel {...props} />);
    await screen.findByText('Google Cloud Storage');
    expect(screen.queryByText('Deployment Restricted')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' })).toBeEnabled();
  });

  it('It should say a deployed project is live, with its address and a link to manage the deployment', async () => {
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    renderWithApp(<DeployPanel {...props} deployedUrl="https://storage.googleapis.com/sitewright-blue-fern/index.html" />);
    const live = screen.getByRole('region', { name: 'Live site' });
    expect(live).toHaveTextContent('Live at storage.googleapis.com/sitewright-blue-fern/index.html');
    expect(screen.getByRole('link', { name: 'storage.googleapis.com/sitewright-blue-fern/index.html' })).toHaveAttribute('href', 'https://storage.googleapis.com/sitewright-blue-fern/index.html');
    expect(screen.getByRole('link', { name: 'Manage deployment' })).toHaveAttribute('href', '/deployment/prj_1');
    await screen.findByText('Google Cloud Storage');
  });

  it('It should show no live notice for a project never deployed, nor a manage link to a non-owner', async () => {
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    const { unmount } = renderWithApp(<DeployPanel {...props} deployedUrl={null} />);
    await screen.findByText('Google Cloud Storage');
    expect(screen.queryByRole('region', { name: 'Live site' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<DeployPanel {...props} isOwner={false} deployedUrl="https://example.com/" />);
    expect(screen.getByRole('region', { name: 'Live site' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage deployment' })).not.toBeInTheDocument();
    await screen.findByText('Google Cloud Storage');
  });

  it('It should refuse to deploy a project without content', async () => {
    const api = fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} hasContent={false} />);
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(await screen.findByText('This project has no content to deploy. Please generate the landing page first.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('It should send a trimmed custom domain, show the failure, count 3 retries down, then the limit message', async () => {
    const api = fakeApi({
      'GET /api/deploy/platforms': () => [200, platforms],
      'POST /api/deploy/enhanced': () => [200, { success: true, deployment_id: 'dep_1', message: 'started', url: null }],
      'GET /api/deployment/dep_1/progress': () => [200, failed],
    });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    await user.type(screen.getByLabelText('Custom domain (optional)'), '  www.bluefern.example  ');
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(await screen.findByText('Bucket refused the upload')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/deploy/enhanced')?.body).toEqual({ project_id: 'prj_1', platform: 'gcp', custom_domain: 'www.bluefern.example' });
    for (const left of [3, 2, 1]) {
      await user.click(await screen.findByRole('button', { name: `Retry (${left} ${left === 1 ? 'attempt' : 'attempts'} left)` }));
    }
    expect(await screen.findByText('Maximum retry attempts reached. Please try again later or contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === 'POST /api/deploy/enhanced')).toHaveLength(4);
  });

  it('It should say a network failure is one, and show the server detail otherwise', async () => {
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(await screen.findByText('Deployment failed due to a network error. Please try again.')).toBeInTheDocument();
    fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms], 'POST /api/deploy/basic': () => [409, { detail: 'A deployment is already running for this project.' }] });
    await user.click(await screen.findByRole('button', { name: 'Deploy: Google Cloud Storage' }));
    expect(await screen.findByText('A deployment is already running for this project.')).toBeInTheDocument();
  });

  it('It should follow the deployment already running when a new one is refused with 409, not offer retries', async () => {
    const running = { ...failed, progress: { currentStep: 3, totalSteps: 5, percentage: 60, logs: [{ level: 'INFO', message: 'Uploading to the bucket', timestamp: '2026-01-01T00:00:00Z' }], status: 'deploying' } };
    fakeApi({
      'GET /api/deploy/platforms': () => [200, platforms],
      'POST /api/deploy/enhanced': () => [409, { detail: 'This project is already being deployed. Wait for that deployment to finish.' }],
      'GET /api/deployment/prj_1/manage': () => [200, { success: true, management: { deployment: { id: 'dep_9', status: 'deploying' } } }],
      'GET /api/deployment/dep_9/progress': () => [200, running],
    });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    expect(await screen.findByText('Uploading to the bucket')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Deployment progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.queryByText(/already being deployed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('It should offer no Retry for a refusal a retry cannot change, and give focus back to the deploy button on Close', async () => {
    fakeApi({
      'GET /api/deploy/platforms': () => [200, platforms],
      'POST /api/deploy/enhanced': () => [422, { detail: [{ loc: ['body', 'custom_domain'], msg: 'custom_domain: must be a domain name', type: 'value_error' }] }],
    });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    const deploy = screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' });
    await user.click(deploy);
    expect(await screen.findByText('custom_domain: must be a domain name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Maximum retry attempts/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(deploy).toHaveFocus();
  });

  it('It should show the five steps with the done ones checked and the last 3 log lines', async () => {
    const logs = ['one', 'two', 'three', 'four'].map((m, i) => ({ level: 'INFO', message: `log ${m}`, timestamp: `2026-01-01T00:00:0${i}Z` }));
    fakeApi({
      'GET /api/deploy/platforms': () => [200, platforms],
      'POST /api/deploy/basic': () => [200, { success: true, deployment_id: 'dep_2' }],
      'GET /api/deployment/dep_2/progress': () => [200, { ...failed, progress: { currentStep: 2, totalSteps: 5, percentage: 40, logs, status: 'deploying' } }],
    });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Deploy: Google Cloud Storage' }));
    expect(await screen.findByText('log four')).toBeInTheDocument();
    expect(screen.queryByText('log one')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Deployment progress' })).toHaveAttribute('aria-valuenow', '40');
    const steps = screen.getAllByRole('listitem').filter((li) => /\((done|in progress|pending|skipped)/.test(li.textContent ?? ''));
    // A basic deployment has no repository: its GitHub steps say skipped, never done (issue 17 §5).
    expect(steps.map((s) => s.textContent?.match(/\((done|in progress|pending|skipped)/)?.[1])).toEqual(['skipped', 'done', 'skipped', 'in progress', 'pending']);
  });
});
