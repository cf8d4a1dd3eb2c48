import { ApiError } from '@sitewright/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@sitewright/core/limits';
import { storeSession, testUser } from '../../../test/session';
import { initials, SessionProvider, useSession } from './session';

jest.mock('../api/auth-requests', () => ({ fetchMe: jest.fn() }));
import { fetchMe } from '../api/auth-requests';
const fetchMeMock = fetchMe as jest.MockedFunction<typeof fetchMe>;

const user = testUser;
function Probe() {
  const s = useSession();
  return <p>{s.loading ? 'loading' : s.user ? `user:${s.user.name}` : 'signed out'}</p>;
}

describe('session (SPEC §4)', () => {
  beforeEach(() => { localStorage.clear(); fetchMeMock.mockReset(); });

  it('It should be signed out without a token and never call the server', () => {
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(fetchMeMock).not.toHaveBeenCalled();
  });

  it('It should use a cached user younger than 15 minutes at once and refresh it in the background', async () => {
    storeSession(user, 60_000);
    fetchMeMock.mockResolvedValue({ ...user, name: 'Ada King' });
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByText('user:Ada Lovelace')).toBeInTheDocument();
    expect(await screen.findByText('user:Ada King')).toBeInTheDocument();
  });

  it('It should fetch when the cache is older than 15 minutes, and clear token and cache on failure', async () => {
    storeSession(user, 16 * 60_000);
    fetchMeMock.mockRejectedValue(new Error('401'));
    render(<SessionProvider><Probe /></SessionProvider>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect([STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.userTs].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });

  it('It should keep a fresh cached user when the background refresh cannot reach the server, but not a refused token', async () => {
    const cache = () => {
      storeSession(user, 60_000);
    };
    cache();
    fetchMeMock.mockRejectedValue(new ApiError(0, undefined, 'Network error - please check your connection and try again'));
    const first = render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(fetchMeMock).toHaveBeenCalled());
    expect(screen.getByText('user:Ada Lovelace')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    first.unmount();

    fetchMeMock.mockRejectedValue(new ApiError(401, 'Invalid or expired token', 'Request failed with status 401'));
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('It should keep the token when leaving or reloading the page cuts the current-user request off', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    let reject: (e: unknown) => void = () => undefined;
    fetchMeMock.mockReturnValue(new Promise((_, r) => { reject = r; }));
    render(<SessionProvider><Probe /></SessionProvider>);
    await waitFor(() => expect(fetchMeMock).toHaveBeenCalled());
    window.dispatchEvent(new Event('pagehide'));
    reject(new ApiError(0, undefined, 'Network error - please check your connection and try again'));
    await new Promise((r) => setTimeout(r, 20));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('It should make initials from the first two words, else the first two characters', () => {
    expect(initials({ name: 'ada  lovelace king', email: 'x@y.z' })).toBe('AL');
    expect(initials({ name: 'Cher', email: 'x@y.z' })).toBe('CH');
    expect(initials({ name: '', email: 'zed@example.com' })).toBe('ZE');
  });
});
