import type { RuntimeConfig } from '../../config/runtime';

/**
 * The live channel's base address: `wsUrl` from /config.json when set, else derived from the API base
 * address (SPEC §7 "A web-socket base address is derived from it"): that origin (the app's own when
 * apiBaseUrl is ''), http→ws and https→wss, with the path /ws where the local stack serves the socket.
 * @example liveSocketBase({ apiBaseUrl: '' }, 'https://app.example.com') // 'wss://app.example.com/ws'
 */
export function liveSocketBase(config: Pick<RuntimeConfig, 'apiBaseUrl' | 'wsUrl'>, appOrigin: string): string {
  if (config.wsUrl) return config.wsUrl;
  const api = new URL(config.apiBaseUrl || appOrigin, appOrigin);
  return `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}/ws`;
}

/** `{base}?ticket=<ticket>` (issue 19 §2), the ticket URL-encoded; a base that has a query gets `&ticket=`. */
export const liveSocketUrl = (base: string, ticket: string): string =>
  `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
