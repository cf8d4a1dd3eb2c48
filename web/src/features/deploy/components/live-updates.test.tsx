import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { FakeWebSocket, withFakeLiveChannel } from '../../../test/fake-websocket';
import { renderWithApp } from '../../../test/render';
import { DeployPanel } from './deploy-panel';
import { DeploymentManager } from './deployment-manager';

const platforms = { platforms: [] };
const about = { project_id: 'prj_1', deployment_id: 'dep_1' };
const progressAt = (currentStep: number, status: string, logs: { level: string; message: string; timestamp: string }[] = []) => ({
  success: true, progress: { currentStep, totalSteps: 5, percentage: currentStep * 20, logs, status },
  deployment: { url: status === 'deployed' ? 'https://storage.googleapis.com/sitewright-blue-fern/index.html' : null, error_message: null, metadata: { github_repo: null, github_url: null } },
});
const socket = async () => {
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  return FakeWebSocket.nth(0);
};

withFakeLiveChannel();

describe('Live updates on the Deploy tab (issue 19 §5)', () => {
  it('It should move the status card as steps arrive on the socket, say it is live while deploying, and stop saying so once deployed', async () => {
    // Prepare
    let server = progressAt(1, 'deploying');
    fakeApi({
      'GET /api/deploy/platforms': () => [200, platforms],
      'POST /api/ws/ticket': () => [200, { ticket: 't1', expires_in: 60 }],
      'POST /api/deploy/enhanced': () => [200, { success: true, deployment_id: 'dep_1' }],
      'GET /api/deployment/dep_1/progress': () => [200, server],
    });
    const user = userEvent.setup();
    renderWithApp(<DeployPanel projectId="prj_1" businessName="Blue Fern" hasContent isOwner />);
    (await socket()).accept();
    await user.click(screen.getByRole('button', { name: 'Deploy to GitHub + Google Cloud' }));
    const card = await screen.findByRole('region', { name: 'Deployment Status' });
    await waitFor(() => expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20'));
    expect(within(card).getByTestId('live-status')).toHaveTextContent(/^Live$/);
    // Act: step 3 of 5 done; the server records a step before it announces it, so a poll in between agrees
    server = progressAt(3, 'deploying');
    (await socket()).receive({ type: 'progress', value: 60, message: 'Pushing to GitHub', ...about });
    // Assess
    expect(await within(card).findByText('Deploying... 60%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    server = progressAt(5, 'deployed');
    (await socket()).receive({ type: 'status', value: 'deployed', ...about });
    expect(await within(card).findByRole('link', { name: 'Open live site' })).toBeInTheDocument();
    expect(within(card).queryByTestId('live-status')).not.toBeInTheDocument();
  });

  it('It should open no live channel for someone else\'s project', async () => {
    // Prepare
    const api = fakeApi({ 'GET /api/deploy/platforms': () => [200, platforms] });
    // Act
    renderWithApp(<DeployPanel projectId="prj_1" businessName="Blue Fern" hasContent isOwner={false} />);
    await screen.findByRole('heading', { name: 'Basic Deployment Options' });
    // Assess
    expect(api.calls.filter((c) => c.key === 'POST /api/ws/ticket')).toHaveLength(0);
    expect(FakeWebSocket.opened).toHaveLength(0);
  });
});

describe('Live updates on the deployment page (issue 19 §5)', () => {
  it('It should show the indicator while the deployment runs and fetch a log line the moment it is announced', async () => {
    // Prepare
    const logs = [{ level: 'INFO', message: 'Redeployment queued', timestamp: '2026-01-01T00:00:00Z' }];
    const management = () => ({ success: true, management: {
      deployment: { id: 'dep_1', project_id: 'prj_1', status: 'deploying', url: null, error_message: null, created_at: '2026-01-01T00:00:00Z',
        custom_domain: null, metadata: { github_repo: null, github_url: null }, logs: [...logs], current_step: 0 },
      project: { id: 'prj_1', business_name: 'Blue Fern', industry: 'Technology', created_at: '2026-01-01T00:00:00Z' },
      management_options: { can_redeploy: true, can_delete: true }, gcp_info: { github_repo: null, github_url: null },
    } });
    const api = fakeApi({
      'GET /api/deployment/prj_1/manage': () => [200, management()],
      'POST /api/ws/ticket': () => [200, { ticket: 't1', expires_in: 60 }],
    });
    renderWithApp(<DeploymentManager projectId="prj_1" />);
    expect(await screen.findByText('Redeployment queued')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-live-status', 'disconnected');
    (await socket()).accept();
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-live-status', 'connected');
    const before = api.calls.filter((c) => c.key === 'GET /api/deployment/prj_1/manage').length;
    // Act
    logs.push({ level: 'SUCCESS', message: 'Repository owner/blue-fern is ready', timestamp: '2026-01-01T00:00:05Z' });
    (await socket()).receive({ type: 'message', content: 'Repository owner/blue-fern is ready', ...about });
    // Assess
    expect(await screen.findByText('Repository owner/blue-fern is ready')).toBeInTheDocument();
    // At least the fetch the message asked for (a 2 s poll may have landed in between too).
    expect(api.calls.filter((c) => c.key === 'GET /api/deployment/prj_1/manage').length).toBeGreaterThanOrEqual(before + 1);
    expect(screen.getAllByText('Repository owner/blue-fern is ready')).toHaveLength(1);
  });
});
