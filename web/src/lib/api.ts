import { createApiClient } from '@sitewright/api-client';
import { runtimeConfig } from '../config/runtime';

/** The SPA's one API client (bearer token from dm_token; SPEC §7). */
export const api = createApiClient({ baseUrl: () => runtimeConfig().apiBaseUrl });
