/**
 * Ports: the small interfaces use cases depend on. Adapters (packages/data, functions/src/adapters)
 * implement them; tests use in-memory fakes (CONVENTIONS.md habit 1).
 */

/** A pending one-time code (stored hashed; SPEC §9: 6 digits, 10 minutes). */
export interface OtpState {
  /** HMAC-SHA256 of the code, hex. */
  hash: string;
  /** What the code confirms: the account's address, or a new address after a profile change. */
  purpose: 'verify' | 'email_change';
  /** The address the code was sent to. */
  email: string;
  /** Epoch ms after which the code is dead. */
  expires_at: number;
  /** Epoch ms when it was sent (resend cooldown, SPEC §9). */
  sent_at: number;
  /** Wrong tries so far (dead at OTP_MAX_ATTEMPTS). */
  attempts: number;
}

/** One failed sign-in: epoch ms, and `from`, a keyed hash of the client address (sign-in throttle). */
export interface LoginFailure {
  at: number;
  from: string;
}

/** A stored account. `version` guards every update (optimistic concurrency). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  /** `scrypt$…` string, or null for an account made by Google sign-in only. */
  password_hash: string | null;
  email_verified: boolean;
  created_at: string;
  updated_at: string;
  otp: OtpState | null;
  pending_email: string | null;
  /**
   * Recent failed sign-ins (kept for LOGIN_FAILURE_WINDOW_MS, at most LOGIN_MAX_ACCOUNT_FAILURES): when and
   * from which client address (a keyed hash of it, never the address). Records written before issue 18
   * hold bare epoch ms, counted as from an unknown address.
   */
  login_failures: Array<LoginFailure | number>;
  version: number;
  /** OpenID Connect identities linked to this account, as `issuer|subject` (issue 8). */
  identities?: string[];
}

/** Accounts storage. E-mail is unique (an `email#…` item guards it). */
export interface UserRepository {
  getById(id: string): Promise<UserRecord | null>;
  /** Looks up by the exact, lower-cased address. */
  getByEmail(email: string): Promise<UserRecord | null>;
  /** Stores a new user and claims its e-mail. Throws ConflictError when the e-mail is taken. */
  create(user: UserRecord): Promise<void>;
  /**
   * Writes `user` (as read, plus changes) only if the stored version still equals `user.version`, and
   * stores it with `version + 1`, which the returned record carries. Throws ConflictError otherwise.
   */
  update(user: UserRecord): Promise<UserRecord>;
  /** Claims `newEmail`, writes the user with it, then releases the old address. ConflictError if taken. */
  changeEmail(user: UserRecord, newEmail: string): Promise<UserRecord>;
}

/** An outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a visitor's address on a form message); the sender stays MAIL_FROM. */
  replyTo?: string;
}
/** Sends e-mail (SES in AWS, the outbox locally). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Time source, injectable so tests can move the clock (epoch ms). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** Password hashing (scrypt; ARCHITECTURE.md security model, OWASP ASVS 2.4.3). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
}

/** Issues and checks access tokens (JWT HS256; issue 2). */
export interface TokenService {
  /** Returns a signed token for the user id. */
  issue(userId: string): Promise<string>;
  /** Returns the user id; throws UnauthorizedError when the token is bad or expired. */
  verify(token: string): Promise<string>;
}
