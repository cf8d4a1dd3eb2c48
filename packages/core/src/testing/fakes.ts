import { ConflictError } from '../errors';
import type { Clock, MailMessage, Mailer, PasswordHasher, TokenService, UserRecord, UserRepository } from '../ports';

/** In-memory UserRepository with the same uniqueness and version rules as the DynamoDB adapter. */
export function createMemoryUserRepository(): UserRepository & { all(): UserRecord[] } {
  const byId = new Map<string, UserRecord>();
  const clone = (u: UserRecord) => structuredClone(u);
  const findEmail = (email: string) => [...byId.values()].find((u) => u.email === email) ?? null;
  const put = async (user: UserRecord) => {
    const stored = byId.get(user.id);
    if (!stored || stored.version !== user.version) throw new ConflictError('The account was changed by another request.');
    const next = { ...clone(user), version: user.version + 1 };
    byId.set(user.id, next);
    return clone(next);
  };
  return {
    all: () => [...byId.values()].map(clone),
    getById: async (id) => (byId.has(id) ? clone(byId.get(id) as UserRecord) : null),
    getByEmail: async (email) => { const u = findEmail(email); return u ? clone(u) : null; },
    create: async (user) => {
      if (findEmail(user.email)) throw new ConflictError('An account with this e-mail already exists.');
      byId.set(user.id, clone(user));
    },
    update: put,
    changeEmail: async (user, newEmail) => {
      if (findEmail(newEmail)) throw new ConflictError('An account with this e-mail already exists.');
      return put({ ...user, email: newEmail });
    },
  };
}

/** A clock tests move by hand (epoch ms). */
export function createManualClock(start = Date.UTC(2026, 10, 20, 12)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => { t += ms; }, set: (ms) => { t = ms; } };
}

/** A mailer that keeps what it sent; `lastCode(to)` reads the 6-digit code of the newest mail. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[]; lastCode(to: string): string | undefined } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (m) => { sent.push(m); },
    lastCode: (to) => [...sent].reverse().find((m) => m.to === to)?.text.match(/\b(\d{6})\b/)?.[1],
  };
}

/** A fast, transparent hasher for unit tests (never for real passwords). */
export const plainHasher: PasswordHasher = {
  hash: async (p) => `plain$${p}`,
  verify: async (p, h) => h === `plain$${p}`,
};

/** Tokens that are just `tok:<userId>`. */
export const plainTokens: TokenService = {
  issue: async (id) => `tok:${id}`,
  verify: async (t) => t.replace(/^tok:/, ''),
};
