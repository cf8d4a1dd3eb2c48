import { useIsFetching } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { ShareMenu } from './share-menu';

const SHARE = '/api/project/prj_1/share';
const LINK = 'http://localhost:3001/sites/prj_1/_s/k7Qd-secret/';

/** How many queries are fetching, so a test can wait until a late answer has been taken in. */
function Fetching() {
  return <output data-testid="fetching">{useIsFetching()}</output>;
}

describe('Share for the owner (issue 17 §5)', () => {
  beforeEach(() => { window.alert = jest.fn(); });

  it('It should keep showing the new link when the panel\'s first read of it answers after Share made it', async () => {
    // Prepare: the read that opening the panel starts is slow, and answers from before the link existed.
    let answerRead: (v: [number, unknown]) => void = () => undefined;
    const api = fakeApi({
      [`GET ${SHARE}`]: () => new Promise((resolve) => { answerRead = resolve; }),
      [`POST ${SHARE}`]: () => [201, { share_url: LINK, created_at: '2026-01-01T00:00:00Z' }],
    });
    const user = userEvent.setup();
    renderWithApp(<><ShareMenu projectId="prj_1" title="Blue Fern" isOwner /><Fetching /></>);
    // Act
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('dialog', { name: 'Share link' });
    expect(await within(panel).findByLabelText('Share link')).toHaveValue(LINK);
    answerRead([200, { share_url: null, created_at: null }]);
    await waitFor(() => expect(screen.getByTestId('fetching')).toHaveTextContent('0'));
    // Assess: the late answer changed nothing.
    expect(within(panel).getByLabelText('Share link')).toHaveValue(LINK);
    expect(within(panel).queryByText('Sharing is off.')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.key)).toEqual(expect.arrayContaining([`GET ${SHARE}`, `POST ${SHARE}`]));
    expect(window.alert).toHaveBeenCalledWith('Link copied to clipboard!');
  });

  it('It should say why when the link cannot be made, and copy nothing', async () => {
    fakeApi({
      [`GET ${SHARE}`]: () => [200, { share_url: null, created_at: null }],
      [`POST ${SHARE}`]: () => [503, { detail: 'Sharing is unavailable right now. Try again in a minute.' }],
    });
    const user = userEvent.setup();
    renderWithApp(<ShareMenu projectId="prj_1" title="Blue Fern" isOwner />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('dialog', { name: 'Share link' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Sharing is unavailable right now. Try again in a minute.');
    expect(within(panel).queryByLabelText('Share link')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create a share link' })).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('It should say sharing is off after Stop sharing, and offer to make a new link', async () => {
    fakeApi({
      [`GET ${SHARE}`]: () => [200, { share_url: LINK, created_at: '2026-01-01T00:00:00Z' }],
      [`POST ${SHARE}`]: () => [201, { share_url: LINK, created_at: '2026-01-01T00:00:00Z' }],
      [`DELETE ${SHARE}`]: () => [200, { share_url: null, created_at: null }],
    });
    const user = userEvent.setup();
    renderWithApp(<ShareMenu projectId="prj_1" title="Blue Fern" isOwner />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const panel = await screen.findByRole('dialog', { name: 'Share link' });
    await user.click(await within(panel).findByRole('button', { name: 'Stop sharing' }));
    expect(await within(panel).findByText('Sharing is off: the old link no longer opens the site.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create a share link' })).toBeInTheDocument();
  });
});
