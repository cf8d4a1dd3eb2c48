import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { FakeWebSocket, TEST_WS_URL as WS, withFakeLiveChannel } from '../../test/fake-websocket';
import type { Management } from '../deploy/api/get-management';
import type { ProgressResponse } from '../deploy/api/get-progress';
import { LiveIndicator } from './components/live-indicator';
import { useLiveChannel } from './use-live-channel';

const progress: ProgressResponse = {
  success: true,
  progress: { currentStep: 1, totalSteps: 5, percentage: 20, logs: [{ level: 'SUCCESS', message: 'Repository owner/blue-fern is ready', timestamp: '2026-01-01T00:00:00Z' }], status: 'deploying' },
  deployment: { url: null, error_message: null, metadata: { github_repo: null, github_url: null } },
};
const management = { deployment: { id: 'dep_1', status: 'deploying', current_step: 1, logs: [] }, project: { id: 'prj_1' } } as unknown as Management;

function Probe({ projectId }: { projectId?: string }) {
  const live = useLiveChannel(projectId);
  return (
    <>
      <LiveIndicator status={live.status} />
      <output data-testid="server-status">{live.serverStatus ?? ''}</output>
      <output data-testid="progress">{live.progress ? `${live.progress.value} ${live.progress.message}` : ''}</output>
    </>
  );
}

/** Tickets `tkt 1/+=`, `tkt 2/+=`, … (characters that need encoding); `ticketAnswer` can make the server refuse. */
function setup(opts: { ticketAnswer?: () => [number, unknown] } = {}) {
  let issued = 0;
  const api = fakeApi({
    'POST /api/ws/ticket': () => opts.ticketAnswer?.() ?? [200, { ticket: `tkt ${++issued}/+=`, expires_in: 60 }],
  });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<QueryClientProvider client={qc}><Probe projectId="prj_1" /></QueryClientProvider>);
  const rerender = (projectId?: string) => view.rerender(<QueryClientProvider client={qc}><Probe projectId={projectId} /></QueryClientProvider>);
  const tickets = () => api.calls.filter((c) => c.key === 'POST /api/ws/ticket');
  return { api, qc, view, rerender, tickets };
}

// Taken before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout;
/** Lets the ticket request (a chain of promises) finish. */
const settle = () => act(() => new Promise<void>((resolve) => { realSetTimeout(resolve, 0); }));
const advance = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });
const indicator = () => screen.getByTestId('live-status');
const sockets = () => FakeWebSocket.opened;
const socket = (i: number) => FakeWebSocket.nth(i);

withFakeLiveChannel();
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  // No jitter: each wait is exactly its base (random 0.5 ▶ factor 1).
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useLiveChannel (issue 19 §5)', () => {
  it('It should ask a ticket for the project, open {wsUrl}?ticket= with it URL-encoded, and say Live once open', async () => {
    // Prepare
    const { tickets } = setup();
    expect(indicator()).toHaveAttribute('data-live-status', 'disconnected');
    expect(indicator()).toHaveTextContent('Connecting…');
    // Act
    await settle();
    // Assess
    expect(tickets().map((c) => c.body)).toEqual([{ project_id: 'prj_1' }]);
    expect(sockets().map((s) => s.url)).toEqual([`${WS}?ticket=tkt%201%2F%2B%3D`]);
    socket(0).accept();
    expect(indicator()).toHaveAttribute('role', 'status');
    expect(indicator()).toHaveTextContent(/^Live$/);
    expect(indicator()).toHaveAttribute('data-live-status', 'connected');
  });

  it('It should put a deployment\'s progress into its progress and management data at once', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['deployment-progress', 'dep_1'], progress);
    qc.setQueryData(['deployment-manage', 'prj_1'], management);
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'progress', value: 60, message: 'Pushing to GitHub', project_id: 'prj_1', deployment_id: 'dep_1' });
    // Assess
    const p = qc.getQueryData<ProgressResponse>(['deployment-progress', 'dep_1'])?.progress;
    expect(p).toMatchObject({ currentStep: 3, percentage: 60, status: 'deploying' });
    expect(p?.logs).toHaveLength(1);
    expect(qc.getQueryData<Management>(['deployment-manage', 'prj_1'])?.deployment.current_step).toBe(3);
  });

  it('It should refetch a deployment\'s progress and management for a log line, not append it', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['deployment-progress', 'dep_1'], progress);
    qc.setQueryData(['deployment-manage', 'prj_1'], management);
    qc.setQueryData(['deployment-manage', 'prj_2'], { ...management, deployment: { ...management.deployment, id: 'dep_7' } });
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'message', content: 'Prepared 3 files (12 KB)', project_id: 'prj_1', deployment_id: 'dep_1' });
    // Assess
    expect(qc.getQueryState(['deployment-progress', 'dep_1'])?.isInvalidated).toBe(true);
    expect(qc.getQueryData<ProgressResponse>(['deployment-progress', 'dep_1'])?.progress.logs).toHaveLength(1);
    expect(qc.getQueryState(['deployment-manage', 'prj_1'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['deployment-manage', 'prj_2'])?.isInvalidated).toBe(false);
  });

  it('It should set a deployment\'s new status and refetch its progress, the management pages, the profile\'s list and the project', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['deployment-progress', 'dep_1'], progress);
    qc.setQueryData(['deployment-manage', 'prj_1'], management);
    qc.setQueryData(['user-projects'], []);
    qc.setQueryData(['project', 'prj_1'], { id: 'prj_1' });
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'status', value: 'deployed', project_id: 'prj_1', deployment_id: 'dep_1' });
    // Assess
    expect(qc.getQueryData<ProgressResponse>(['deployment-progress', 'dep_1'])?.progress.status).toBe('deployed');
    expect(qc.getQueryData<Management>(['deployment-manage', 'prj_1'])?.deployment.status).toBe('deployed');
    for (const key of [['deployment-progress', 'dep_1'], ['deployment-manage', 'prj_1'], ['user-projects'], ['project', 'prj_1']]) {
      expect(qc.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(screen.getByTestId('server-status')).toHaveTextContent('deployed');
  });

  it('It should leave a failed status to the refetch, which brings its reason', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['deployment-progress', 'dep_1'], progress);
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'status', value: 'failed', project_id: 'prj_1', deployment_id: 'dep_1' });
    // Assess
    expect(qc.getQueryData<ProgressResponse>(['deployment-progress', 'dep_1'])?.progress.status).toBe('deploying');
    expect(qc.getQueryState(['deployment-progress', 'dep_1'])?.isInvalidated).toBe(true);
  });

  it('It should show a generation\'s progress and refetch the project and the profile\'s list when its status changes', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['project', 'prj_1'], { id: 'prj_1', status: 'generating' });
    qc.setQueryData(['user-projects'], []);
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'progress', value: 60, message: 'Choosing images', project_id: 'prj_1' });
    // Assess
    expect(screen.getByTestId('progress')).toHaveTextContent('60 Choosing images');
    expect(qc.getQueryState(['project', 'prj_1'])?.isInvalidated).toBe(false);
    socket(0).receive({ type: 'status', value: 'ready', project_id: 'prj_1' });
    expect(qc.getQueryState(['project', 'prj_1'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['user-projects'])?.isInvalidated).toBe(true);
    expect(screen.getByTestId('server-status')).toHaveTextContent('ready');
  });

  it('It should ignore messages about another project, pongs and frames that are not live messages', async () => {
    // Prepare
    const { qc } = setup();
    qc.setQueryData(['deployment-progress', 'dep_1'], progress);
    qc.setQueryData(['project', 'prj_2'], { id: 'prj_2' });
    await settle();
    socket(0).accept();
    // Act
    socket(0).receive({ type: 'progress', value: 80, message: 'Configuring GCP', project_id: 'prj_2', deployment_id: 'dep_1' });
    socket(0).receive({ type: 'status', value: 'ready', project_id: 'prj_2' });
    socket(0).receive({ type: 'pong' });
    socket(0).receive('not json');
    socket(0).receive({ type: 'progress', value: '80', message: 'x', project_id: 'prj_1', deployment_id: 'dep_1' });
    // Assess
    expect(qc.getQueryData(['deployment-progress', 'dep_1'])).toEqual(progress);
    expect(qc.getQueryState(['project', 'prj_2'])?.isInvalidated).toBe(false);
    expect(screen.getByTestId('server-status')).toHaveTextContent('');
    expect(indicator()).toHaveAttribute('data-live-status', 'connected');
  });

  it('It should show error when the socket is refused and reconnect with a NEW ticket after 1 s, then 2 s', async () => {
    // Prepare
    const { tickets } = setup();
    await settle();
    // Act
    socket(0).end();
    // Assess
    expect(indicator()).toHaveAttribute('data-live-status', 'error');
    expect(indicator()).toHaveTextContent('Offline — updating every 2 s');
    await advance(999);
    expect(tickets()).toHaveLength(1);
    await advance(1);
    await settle();
    expect(tickets()).toHaveLength(2);
    expect(sockets().map((s) => s.url)).toEqual([`${WS}?ticket=tkt%201%2F%2B%3D`, `${WS}?ticket=tkt%202%2F%2B%3D`]);
    // Still refused: error until a socket opens, and the wait doubles.
    socket(1).end();
    await advance(1999);
    expect(tickets()).toHaveLength(2);
    await advance(1);
    await settle();
    expect(sockets()).toHaveLength(3);
    expect(indicator()).toHaveAttribute('data-live-status', 'error');
    socket(2).accept();
    expect(indicator()).toHaveAttribute('data-live-status', 'connected');
  });

  it('It should say disconnected when an open socket drops, and reconnect with a new ticket', async () => {
    // Prepare
    const { tickets } = setup();
    await settle();
    socket(0).accept();
    // Act
    socket(0).end(1001);
    // Assess
    expect(indicator()).toHaveAttribute('data-live-status', 'disconnected');
    expect(indicator()).toHaveTextContent('Connecting…');
    await advance(1000);
    await settle();
    expect(tickets()).toHaveLength(2);
    expect(socket(1).url).toBe(`${WS}?ticket=tkt%202%2F%2B%3D`);
  });

  it('It should grow the wait to at most 30 s while the ticket request fails, and give up on a 404', async () => {
    // Prepare
    let answer: [number, unknown] = [503, { detail: 'Service unavailable' }];
    const { tickets } = setup({ ticketAnswer: () => answer });
    await settle();
    expect(indicator()).toHaveAttribute('data-live-status', 'error');
    // Act: 1, 2, 4, 8, 16, 30, 30 s
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      await advance(wait);
      await settle();
    }
    // Assess
    expect(tickets()).toHaveLength(8);
    expect(sockets()).toHaveLength(0);
    answer = [404, { detail: 'Project not found' }];
    await advance(30000);
    await settle();
    expect(tickets()).toHaveLength(9);
    await advance(120000);
    await settle();
    expect(tickets()).toHaveLength(9);
    expect(indicator()).toHaveAttribute('data-live-status', 'error');
  });

  it('It should close the socket on unmount and never reconnect', async () => {
    // Prepare
    const { view, tickets } = setup();
    await settle();
    socket(0).accept();
    // Act
    view.unmount();
    // Assess
    expect(socket(0).closedWith).toBe(1000);
    await advance(120000);
    await settle();
    expect(tickets()).toHaveLength(1);
    expect(sockets()).toHaveLength(1);
  });

  it('It should cancel a pending reconnect on unmount', async () => {
    // Prepare
    const { view, tickets } = setup();
    await settle();
    socket(0).end();
    // Act
    view.unmount();
    await advance(120000);
    await settle();
    // Assess
    expect(tickets()).toHaveLength(1);
  });

  it('It should move to the new project\'s channel when the project changes, and open none for undefined', async () => {
    // Prepare
    const { rerender, tickets } = setup();
    await settle();
    socket(0).accept();
    // Act
    rerender('prj_2');
    // Assess
    expect(socket(0).closedWith).toBe(1000);
    expect(indicator()).toHaveAttribute('data-live-status', 'disconnected');
    await settle();
    expect(tickets().map((c) => c.body)).toEqual([{ project_id: 'prj_1' }, { project_id: 'prj_2' }]);
    rerender(undefined);
    expect(socket(1).closedWith).toBe(1000);
    await advance(120000);
    await settle();
    expect(tickets()).toHaveLength(2);
  });

  it('It should not reconnect while the tab is hidden, and reconnect when it is shown again', async () => {
    // Prepare
    let hidden = false;
    jest.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const { tickets } = setup();
    await settle();
    socket(0).accept();
    hidden = true;
    // Act
    socket(0).end(1001);
    await advance(60000);
    await settle();
    // Assess
    expect(tickets()).toHaveLength(1);
    hidden = false;
    act(() => { document.dispatchEvent(new Event('visibilitychange')); });
    await settle();
    expect(tickets()).toHaveLength(2);
    expect(sockets()).toHaveLength(2);
  });

  it('It should ping every 5 minutes so an idle socket stays open', async () => {
    // Prepare
    setup();
    await settle();
    socket(0).accept();
    // Act
    await advance(5 * 60_000);
    // Assess
    expect(socket(0).sent).toEqual([JSON.stringify({ type: 'ping' })]);
  });
});
