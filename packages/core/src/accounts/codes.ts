import { TooManyRequestsError } from '../errors';
import { OTP_RESEND_COOLDOWN_S, OTP_TTL_MS } from '../limits';
import type { OtpState, UserRecord } from '../ports';
import type { AccountDeps } from './deps';
import { generateOtp, newOtpState } from './otp';

/** Seconds left in the resend cooldown for this code state (0 when a new code may be sent; SPEC §9 120 s). */
export function cooldownLeftS(otp: OtpState | null, now: number): number {
  if (!otp) return 0;
  const left = Math.ceil((otp.sent_at + OTP_RESEND_COOLDOWN_S * 1000 - now) / 1000);
  return Math.max(0, left);
}

/** Throws 429 with the seconds left when a code was sent less than 120 s ago (server-enforced, SPEC §4). */
export function assertCooldownOver(otp: OtpState | null, now: number): void {
  const left = cooldownLeftS(otp, now);
  if (left > 0) {
    throw new TooManyRequestsError(`Please wait ${left} seconds before requesting another code.`, left);
  }
}

const minutes = Math.round(OTP_TTL_MS / 60_000);

/**
 * Makes a new code, stores its hash on the user (conditional write) and e-mails it. The code is sent
 * only after the store succeeded, so a rejected write never mails a code that would not verify.
 */
export async function issueCode(
  deps: AccountDeps,
  user: UserRecord,
  purpose: OtpState['purpose'],
  email: string,
  changes: Partial<UserRecord> = {},
): Promise<UserRecord> {
  const code = generateOtp();
  const otp = newOtpState({ code, userId: user.id, email, purpose, now: deps.clock.now(), pepper: deps.otpPepper });
  const saved = await deps.users.update({ ...user, ...changes, otp, updated_at: new Date(deps.clock.now()).toISOString() });
  const what = purpose === 'verify' ? 'confirm your e-mail address' : 'confirm your new e-mail address';
  await deps.mailer.send({
    to: email,
    subject: `Your Sitewright code: ${code}`,
    text: `Your Sitewright verification code is ${code}.\n\nEnter it to ${what}. It expires in ${minutes} minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`,
  });
  return saved;
}
