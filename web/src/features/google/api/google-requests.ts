import type { TokenResponse } from '@sitewright/core/schemas/auth';
import { api } from '../../../lib/api';

/** GET /api/auth/google/url (SPEC §7): the provider's authorization URL for this state and redirect_uri. */
export const fetchGoogleAuthUrl = (state: string, redirectUri: string) =>
  api.get<{ auth_url: string }>(`/api/auth/google/url?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`);

/** POST /api/auth/google/callback (SPEC §7): trades the code for an access_token. */
export const googleCallbackRequest = (code: string, state: string, redirectUri: string) =>
  api.post<Partial<TokenResponse>>('/api/auth/google/callback', { code, state, redirect_uri: redirectUri });
