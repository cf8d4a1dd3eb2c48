/** Every route of the SPA (SPEC §2), one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  googleCallback: '/auth/google/callback',
  templates: '/templates',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  dashboard: '/dashboard',
  preview: (id = ':id') => `/preview/${id}`,
  profile: '/profile',
  deployment: (projectId = ':projectId') => `/deployment/${projectId}`,
  features: '/#features',
  blog: '/blog',
} as const;

/** /login with a post-login redirect target (SPEC §2 "Login can carry a post-login redirect target"). */
export const loginWithRedirect = (target: string) => `${paths.login}?redirectTo=${encodeURIComponent(target)}`;

/** A redirect target is only ever a path on this site (never an open redirect). */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}
