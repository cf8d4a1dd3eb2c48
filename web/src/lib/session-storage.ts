import type { User } from '@sitewright/core/schemas/auth';
import { STORAGE_KEYS, USER_CACHE_TTL_MS } from '@sitewright/core/limits';

/** Browser storage of the session (SPEC §3: dm_token, dm_user, dm_user_ts). */
export const sessionStore = {
  // No storage when the home page is prerendered at build time (Node): a signed-out visitor.
  token: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token)),
  setToken: (t: string) => localStorage.setItem(STORAGE_KEYS.token, t),
  /** The cached user, if any, and whether it is younger than 15 minutes (SPEC §4). */
  cachedUser(now = Date.now()): { user: User; ts: number; fresh: boolean } | null {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const ts = Number(localStorage.getItem(STORAGE_KEYS.userTs) ?? 0);
    if (!raw) return null;
    try {
      return { user: JSON.parse(raw) as User, ts, fresh: now - ts < USER_CACHE_TTL_MS };
    } catch {
      return null;
    }
  },
  cacheUser(user: User, now = Date.now()) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.userTs, String(now));
  },
  /** Logout and failed refresh: token and cache go (SPEC §4). */
  clear() {
    for (const k of Object.values(STORAGE_KEYS)) localStorage.removeItem(k);
  },
};
