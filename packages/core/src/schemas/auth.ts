import * as z from 'zod/mini';
import './zod-locale';
import { OTP_LENGTH } from '../limits';
import { email, requiredText } from './common';

/** Password rule: 8 to 128 characters (OWASP ASVS 2.1.1 / 2.1.2; long passphrases allowed). */
export const password = z.string().check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(128, 'must be at most 128 characters'));

/** POST /api/auth/register (SPEC §3 auth payloads). */
export const registerRequestSchema = z.object({ name: requiredText(100), email, password });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login. The password is not length-checked here so that old passwords still log in. */
export const loginRequestSchema = z.object({ email, password: z.string().check(z.minLength(1, 'must not be blank'), z.maxLength(1024)) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/request-otp and /api/auth/resend-otp. */
export const emailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

const otpCode = z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`));

/**
 * POST /api/auth/verify-otp: `{email, otp}`; SPEC §3 says one flow calls the field `code`, so either
 * name is accepted and normalised to `otp`.
 */
export const verifyOtpRequestSchema = z.pipe(
  z.object({ email, otp: z.optional(otpCode), code: z.optional(otpCode) })
    .check(z.refine((v) => v.otp !== undefined || v.code !== undefined, { message: 'Field required', path: ['otp'] })),
  z.transform((v) => ({ email: v.email, otp: (v.otp ?? v.code) as string })),
);
export type VerifyOtpRequest = z.output<typeof verifyOtpRequestSchema>;

/** Login and verify responses (SPEC §3: access_token; issue 2: token_type "bearer"). */
export const tokenResponseSchema = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A plain `{message}` answer (register, request/resend code, profile update). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** PUT /api/auth/profile (SPEC §3). An e-mail change takes effect only after the new address is verified. */
export const profileUpdateRequestSchema = z.object({ name: requiredText(100), email });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** The user as the API shows it (SPEC §3 User: id, name, email, created_at). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  /** An e-mail change waiting for its code, if any. */
  pending_email: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/google/url query (SPEC §7). */
export const googleUrlQuerySchema = z.object({ state: z.string().check(z.minLength(8), z.maxLength(512)), redirect_uri: z.url() });
/** POST /api/auth/google/callback (SPEC §3). */
export const googleCallbackRequestSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  state: z.string().check(z.minLength(8), z.maxLength(512)),
  redirect_uri: z.url(),
});
export const googleUrlResponseSchema = z.object({ auth_url: z.string() });
