import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_MS } from '../limits';
import type { OtpState } from '../ports';

/** A new 6-digit code from a CSPRNG (crypto.randomInt; OWASP ASVS 2.5.x / 2.7.6). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC-SHA256 of the code bound to the user and address, keyed by a server secret: a table dump alone reveals no code. */
export function hashOtp(code: string, userId: string, email: string, pepper: string): string {
  return createHmac('sha256', pepper).update(`${userId}\n${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of a submitted code against the stored state. */
export function otpMatches(code: string, userId: string, state: OtpState, pepper: string): boolean {
  const a = Buffer.from(hashOtp(code, userId, state.email, pepper), 'hex');
  const b = Buffer.from(state.hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A fresh pending-code state (expires OTP_TTL_MS after `now`, SPEC §9). */
export function newOtpState(args: { code: string; userId: string; email: string; purpose: OtpState['purpose']; now: number; pepper: string }): OtpState {
  return {
    hash: hashOtp(args.code, args.userId, args.email, args.pepper),
    purpose: args.purpose,
    email: args.email,
    expires_at: args.now + OTP_TTL_MS,
    sent_at: args.now,
    attempts: 0,
  };
}
