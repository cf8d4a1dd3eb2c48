import type { Clock, Mailer, PasswordHasher, TokenService, UserRecord, UserRepository } from '../ports';
import type { User } from '../schemas/auth';

/** What the account use cases need (CONVENTIONS.md habit 1: ports in, plain functions). */
export interface AccountDeps {
  users: UserRepository;
  mailer: Mailer;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** Server secret that keys the stored code hashes. */
  otpPepper: string;
}

/** The public view of a stored user (SPEC §3 User). */
export function toPublicUser(u: UserRecord): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    created_at: u.created_at,
    email_verified: u.email_verified,
    pending_email: u.pending_email,
  };
}
