import { ApiError } from '@sitewright/api-client';
import type { User } from '@sitewright/core/schemas/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionStore } from '../../../lib/session-storage';
import { fetchMe } from '../api/auth-requests';

export interface Session {
  user: User | null;
  /** True while the user is being resolved (protected routes render nothing; SPEC §2). */
  loading: boolean;
  /** True after the user logged out in this tab: protected pages then go home, not to /login (SPEC §2 Logout ▶ /). */
  loggedOut: boolean;
  /** Stores the token and reloads the user (login, verify, Google; SPEC §4). */
  signIn(token: string): Promise<User | null>;
  /** Clears token and cache (SPEC §4). */
  signOut(): void;
  /** Re-reads the user from the server. */
  refresh(): Promise<User | null>;
}

const SessionContext = createContext<Session | null>(null);

/**
 * True once the page is being left (pagehide; false again if it comes back from the back/forward
 * cache). Leaving or reloading cancels the current-user request, and a cancelled request is not the
 * failure SPEC §4 signs the user out for: clearing the token then would sign them out of the very
 * page they are reloading.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => { leaving = true; });
  window.addEventListener('pageshow', () => { leaving = false; });
}
const cancelled = (err: unknown) => leaving || (err instanceof DOMException && err.name === 'AbortError');

/**
 * The session rules of SPEC §4: no token ▶ signed out; a token with a cached user younger than
 * 15 minutes ▶ that user at once, refreshed in the background; otherwise the user is fetched, and a
 * failure removes token and cache. A background refresh that fails without the server refusing
 * the token (401/403) keeps the cached user, and a request cancelled by leaving the page changes nothing.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ user: User | null; loading: boolean }>(() => {
    if (!sessionStore.token()) return { user: null, loading: false };
    const cached = sessionStore.cachedUser();
    return cached?.fresh ? { user: cached.user, loading: false } : { user: null, loading: true };
  });

  const [loggedOut, setLoggedOut] = useState(false);

  const load = useCallback(async (background: boolean) => {
    if (!sessionStore.token()) {
      setState({ user: null, loading: false });
      return null;
    }
    try {
      const user = await fetchMe();
      sessionStore.cacheUser(user);
      setState({ user, loading: false });
      return user;
    } catch (err) {
      if (cancelled(err)) return sessionStore.cachedUser()?.user ?? null;
      // The background refresh of a fresh cached user keeps it when the server could not answer
      // (offline, a 5xx, or the request cut off by leaving the page): only a refused token ends the session.
      const cached = sessionStore.cachedUser();
      if (background && cached?.fresh && !(err instanceof ApiError && [401, 403].includes(err.status))) return cached.user;
      sessionStore.clear();
      setState({ user: null, loading: false });
      return null;
    }
  }, []);
  const refresh = useCallback(() => load(false), [load]);

  useEffect(() => {
    if (sessionStore.token()) void load(true);
  }, [load]);

  const value = useMemo<Session>(() => ({
    ...state,
    loggedOut,
    refresh,
    signIn: async (token) => {
      setLoggedOut(false);
      sessionStore.setToken(token);
      setState((s) => ({ ...s, loading: true }));
      return refresh();
    },
    signOut: () => {
      sessionStore.clear();
      setState({ user: null, loading: false });
      setLoggedOut(true);
    },
  }), [state, refresh, loggedOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession must be used inside SessionProvider');
  return s;
}

/** Avatar initials (SPEC §2): first letters of the first two words of the name, else the first two characters of name or e-mail. */
export function initials(user: Pick<User, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (user.name.trim() || user.email).slice(0, 2).toUpperCase();
}
