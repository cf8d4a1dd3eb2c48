import type { User } from '@sitewright/core/schemas/auth';
import { STORAGE_KEYS } from '@sitewright/core/limits';

/** A verified user as GET /api/auth/me answers it. */
export const testUser: User = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', created_at: '2026-01-01', email_verified: true, pending_email: null };

/** Puts a signed-in session in browser storage (SPEC §3 dm_token, dm_user, dm_user_ts) with a cache `ageMs` old. */
export function storeSession(user: User = testUser, ageMs = 0): void {
  localStorage.setItem(STORAGE_KEYS.token, 't');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userTs, String(Date.now() - ageMs));
}
