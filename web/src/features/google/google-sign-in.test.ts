import { ApiError } from '@sitewright/api-client';
import { completeGoogleSignIn, startGoogleSignIn } from './google-sign-in';

jest.mock('./api/google-requests', () => ({ fetchGoogleAuthUrl: jest.fn(), googleCallbackRequest: jest.fn() }));
import { fetchGoogleAuthUrl, googleCallbackRequest } from './api/google-requests';
const urlMock = fetchGoogleAuthUrl as jest.MockedFunction<typeof fetchGoogleAuthUrl>;
const callbackMock = googleCallbackRequest as jest.MockedFunction<typeof googleCallbackRequest>;

const q = (s: string) => new URLSearchParams(s);
const stored = (state: string, target = '/profile') => {
  sessionStorage.setItem('google_oauth_state', state);
  sessionStorage.setItem('google_oauth_redirect', target);
};

describe('Google sign-in in the SPA (SPEC §5, §8)', () => {
  beforeEach(() => { sessionStorage.clear(); urlMock.mockReset(); callbackMock.mockReset(); });

  it('It should keep a fresh random state and a safe target, and send this origin\'s callback as redirect_uri', async () => {
    urlMock.mockRejectedValue(new Error('offline'));
    await expect(startGoogleSignIn('//evil.example')).rejects.toThrow('Failed to initiate Google sign-in');
    const first = sessionStorage.getItem('google_oauth_state');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(sessionStorage.getItem('google_oauth_redirect')).toBe('/dashboard');
    expect(urlMock).toHaveBeenCalledWith(first, `${window.location.origin}/auth/google/callback`);
    await startGoogleSignIn('/profile').catch(() => undefined);
    expect(sessionStorage.getItem('google_oauth_state')).not.toBe(first);
  });

  it("It should show the server's detail when the start is refused", async () => {
    urlMock.mockRejectedValue(new ApiError(503, 'Google sign-in is not configured', 'x'));
    await expect(startGoogleSignIn()).rejects.toThrow('Google sign-in is not configured');
  });

  it.each([
    ['error=access_denied&code=c&state=s', 'OAuth error: access_denied'],
    ['state=s', 'No authorization code received from Google'],
    ['code=c&state=other', 'Invalid state parameter - possible CSRF attack'],
  ])('It should refuse %s with the SPEC text and never call the server', async (query, text) => {
    stored('s');
    await expect(completeGoogleSignIn(q(query))).rejects.toThrow(text);
    expect(callbackMock).not.toHaveBeenCalled();
  });

  it('It should refuse a callback when this tab never started sign-in', async () => {
    await expect(completeGoogleSignIn(q('code=c&state=s'))).rejects.toThrow('Invalid state parameter - possible CSRF attack');
  });

  it('It should answer the token and the stored target, and use the stored state once', async () => {
    stored('s', '/profile');
    callbackMock.mockResolvedValue({ access_token: 'tok', token_type: 'bearer' });
    await expect(completeGoogleSignIn(q('code=c&state=s'))).resolves.toEqual({ token: 'tok', target: '/profile' });
    expect(callbackMock).toHaveBeenCalledWith('c', 's', `${window.location.origin}/auth/google/callback`);
    await expect(completeGoogleSignIn(q('code=c&state=s'))).rejects.toThrow('Invalid state parameter');
  });

  it("It should say 'No access token received from server', the server's detail, or 'Authentication failed'", async () => {
    stored('s');
    callbackMock.mockResolvedValue({});
    await expect(completeGoogleSignIn(q('code=c&state=s'))).rejects.toThrow('No access token received from server');
    stored('s');
    callbackMock.mockRejectedValue(new ApiError(401, 'The ID token from Google is not valid (nonce)', 'x'));
    await expect(completeGoogleSignIn(q('code=c&state=s'))).rejects.toThrow('The ID token from Google is not valid (nonce)');
    stored('s');
    callbackMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(completeGoogleSignIn(q('code=c&state=s'))).rejects.toThrow('Authentication failed');
  });
});
