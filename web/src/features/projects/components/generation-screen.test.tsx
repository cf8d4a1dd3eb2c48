import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { FakeWebSocket, TEST_WS_URL, withFakeLiveChannel } from '../../../test/fake-websocket';
import { renderWithApp } from '../../../test/render';
import { GenerationScreen } from './generation-screen';

withFakeLiveChannel();

describe('GenerationScreen (SPEC §2 Assembling your website, issue 19 §5)', () => {
  it('It should show the generation\'s stage and percentage as the live channel sends them, and that it is live', async () => {
    // Prepare
    fakeApi({ 'POST /api/ws/ticket': () => [200, { ticket: 't1', expires_in: 60 }] });
    renderWithApp(<GenerationScreen project={{ id: 'prj_1', business_name: 'Blue Fern' }} />);
    expect(screen.getByText('Assembling your website')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent('Connecting…');
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    // Act
    const socket = FakeWebSocket.nth(0);
    socket.accept();
    socket.receive({ type: 'progress', value: 60, message: 'Choosing images', project_id: 'prj_1' });
    // Assess
    expect(socket.url).toBe(`${TEST_WS_URL}?ticket=t1`);
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Choosing images')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent(/^Live$/);
  });

  it('It should say the page polls every 1.5 s when the live channel is refused', async () => {
    // Prepare
    fakeApi({ 'POST /api/ws/ticket': () => [404, { detail: 'Project not found' }] });
    // Act
    renderWithApp(<GenerationScreen project={{ id: 'prj_1', business_name: 'Blue Fern' }} />);
    // Assess
    expect(await screen.findByText('Offline — updating every 1.5 s')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-live-status', 'error');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
