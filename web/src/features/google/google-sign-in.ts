import { ApiError, detailText } from '@sitewright/api-client';
import { paths, safeRedirect } from '../../config/paths';
import { fetchGoogleAuthUrl, googleCallbackRequest } from './api/google-requests';

/** sessionStorage keys: the state this tab sent, and where to go after sign-in. */
const STATE_KEY = 'google_oauth_state';
const TARGET_KEY = 'google_oauth_redirect';

/** The callback URL registered with Google: this origin's /auth/google/callback (SPEC §2). */
export const googleRedirectUri = () => `${window.location.origin}${paths.googleCallback}`;

/** 32 random bytes as base64url: an unguessable state (RFC 9700 §4.7.1: CSRF protection). */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const textOf = (err: unknown) => (err instanceof ApiError ? detailText(err.detail) : undefined);

/**
 * Starts Google sign-in (SPEC §7): a fresh state kept in this tab's sessionStorage with the post-login
 * target, then a full-page redirect to the auth_url the server answers.
 * @throws Error with the server's detail, else 'Failed to initiate Google sign-in' (SPEC §8).
 */
export async function startGoogleSignIn(redirectTo?: string | null): Promise<void> {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(TARGET_KEY, safeRedirect(redirectTo));
  let authUrl: string;
  try {
    authUrl = (await fetchGoogleAuthUrl(state, googleRedirectUri())).auth_url;
  } catch (err) {
    throw new Error(textOf(err) ?? 'Failed to initiate Google sign-in');
  }
  window.location.assign(authUrl);
}

/**
 * Completes Google sign-in from the callback's query (SPEC §5, §8, in this order): an `error`
 * parameter, a missing code, a state other than the stored one, then the server's answer. The stored
 * state is removed first so it is used once. @returns the access_token and the post-login target.
 * @throws Error with the SPEC §8 text.
 */
export async function completeGoogleSignIn(params: URLSearchParams): Promise<{ token: string; target: string }> {
  const stored = sessionStorage.getItem(STATE_KEY);
  const target = safeRedirect(sessionStorage.getItem(TARGET_KEY));
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.removeItem(TARGET_KEY);
  const error = params.get('error');
  if (error) throw new Error(`OAuth error: ${error}`);
  const code = params.get('code');
  if (!code) throw new Error('No authorization code received from Google');
  const state = params.get('state');
  if (!state || !stored || state !== stored) throw new Error('Invalid state parameter - possible CSRF attack');
  let token: string | undefined;
  try {
    token = (await googleCallbackRequest(code, state, googleRedirectUri())).access_token;
  } catch (err) {
    throw new Error(textOf(err) ?? 'Authentication failed');
  }
  if (!token) throw new Error('No access token received from server');
  return { token, target };
}
