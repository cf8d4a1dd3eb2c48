import { BadRequestError, ConflictError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../errors';
import { createManualClock, createMemoryMailer, createMemoryUserRepository, plainHasher, plainTokens } from '../testing/fakes';
import type { AccountDeps } from './deps';
import { addressKey, login } from './login';
import { confirmEmailChange, getMe, updateProfile } from './profile';
import { register } from './register';
import { requestCode } from './request-code';
import { verifyEmail } from './verify';

function setup() {
  const users = createMemoryUserRepository();
  const mailer = createMemoryMailer();
  const clock = createManualClock();
  const deps: AccountDeps = { users, mailer, clock, passwords: plainHasher, tokens: plainTokens, otpPepper: 'pepper' };
  return { deps, users, mailer, clock };
}
const ada = { name: 'Ada', email: 'ada@example.com', password: 'correct horse' };

describe('accounts', () => {
  it('It should register, mail a 6-digit code and verify it into a token', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    const code = mailer.lastCode(ada.email) as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(users.all())).not.toContain(code); // stored hashed
    const out = await verifyEmail(deps, { email: ada.email, otp: code });
    expect(out.token_type).toBe('bearer');
    const me = await getMe(deps, out.access_token.replace('tok:', ''));
    expect(me).toMatchObject({ name: 'Ada', email: ada.email, email_verified: true });
  });

  it('It should refuse a code after 10 minutes', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    clock.advance(10 * 60 * 1000 + 1);
    await expect(verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string })).rejects.toThrow(BadRequestError);
  });

  it('It should kill a code after 5 wrong tries, even when the sixth is right', async () => {
    const { deps, mailer } = setup();
    await register(deps, ada);
    const code = mailer.lastCode(ada.email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await expect(verifyEmail(deps, { email: ada.email, otp: wrong })).rejects.toThrow(/Incorrect code|Too many/);
    await expect(verifyEmail(deps, { email: ada.email, otp: code })).rejects.toThrow('Too many wrong codes');
  });

  it('It should compare no more than 5 of 40 codes guessed at once, so the right one among them fails too', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    const code = mailer.lastCode(ada.email) as string;
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses[20] = code;
    const results = await Promise.all(guesses.map((otp) => verifyEmail(deps, { email: ada.email, otp }).catch((e: Error) => e)));
    expect(results.filter((r) => r instanceof BadRequestError && /Incorrect code/.test(r.message)).length).toBeLessThanOrEqual(5);
    expect(results.every((r) => r instanceof BadRequestError)).toBe(true);
    expect(users.all()[0]).toMatchObject({ email_verified: false, otp: { attempts: 5 } });
  });

  it('It should verify with the right code while wrong guesses race it', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    const code = mailer.lastCode(ada.email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const [ok, ...rest] = await Promise.all([verifyEmail(deps, { email: ada.email, otp: code }), verifyEmail(deps, { email: ada.email, otp: wrong }).catch((e: Error) => e), verifyEmail(deps, { email: ada.email, otp: wrong }).catch((e: Error) => e)]);
    expect(ok).toMatchObject({ token_type: 'bearer' });
    expect(rest.every((r) => r instanceof BadRequestError)).toBe(true);
    expect(users.all()[0]).toMatchObject({ email_verified: true, otp: null });
  });

  it('It should accept a code once only', async () => {
    const { deps, mailer } = setup();
    await register(deps, ada);
    const code = mailer.lastCode(ada.email) as string;
    await verifyEmail(deps, { email: ada.email, otp: code });
    await expect(verifyEmail(deps, { email: ada.email, otp: code })).rejects.toThrow(/already verified/);
  });

  it('It should refuse a resend within 120 s with the seconds left, and allow it after', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    clock.advance(30_000);
    const err = await requestCode(deps, { email: ada.email }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TooManyRequestsError);
    expect((err as TooManyRequestsError).retryAfterSeconds).toBe(90);
    clock.advance(90_000);
    await requestCode(deps, { email: ada.email });
    expect(mailer.sent).toHaveLength(2);
  });

  it('It should answer the same 401 for an unknown e-mail and a wrong password', async () => {
    const { deps, mailer } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const a = await login(deps, { email: 'nobody@example.com', password: 'x' }).catch((e: Error) => e);
    const b = await login(deps, { email: ada.email, password: 'wrong password' }).catch((e: Error) => e);
    expect(a).toBeInstanceOf(UnauthorizedError);
    expect(b).toBeInstanceOf(UnauthorizedError);
    expect((a as Error).message).toBe((b as Error).message);
  });

  it('It should answer 403 "verify your email" and mail a code to an unverified account with the right password', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    clock.advance(121_000);
    await expect(login(deps, ada)).rejects.toThrow(ForbiddenError);
    await expect(login(deps, ada)).rejects.toThrow(/verify your email/);
    expect(mailer.sent).toHaveLength(2); // the second login was inside the cooldown: no third mail
  });

  it('It should throttle an account after 10 failures in 15 minutes, then let it in once the window passes', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    for (let i = 0; i < 10; i++) await expect(login(deps, { ...ada, password: 'wrong!!!' })).rejects.toThrow(UnauthorizedError);
    await expect(login(deps, ada)).rejects.toThrow(TooManyRequestsError);
    clock.advance(15 * 60 * 1000 + 1);
    await expect(login(deps, ada)).resolves.toMatchObject({ token_type: 'bearer' });
  });

  it('It should count every one of 12 wrong passwords sent at once, answer none of them 409, and lock the account', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const results = await Promise.all(Array.from({ length: 12 }, () => login(deps, { ...ada, password: 'wrong!!!' }).catch((e: Error) => e)));
    expect(results.filter((r) => r instanceof UnauthorizedError)).toHaveLength(10);
    expect(results.filter((r) => r instanceof TooManyRequestsError)).toHaveLength(2);
    expect(users.all()[0]?.login_failures).toHaveLength(10);
    await expect(login(deps, ada)).rejects.toThrow(TooManyRequestsError);
  });

  it('It should let the right password in while wrong ones race it, and clear the failures', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const [ok] = await Promise.all([login(deps, ada), ...Array.from({ length: 3 }, () => login(deps, { ...ada, password: 'wrong!!!' }).catch(() => undefined))]);
    expect(ok).toMatchObject({ token_type: 'bearer' });
    expect((users.all()[0]?.login_failures.length ?? 0)).toBeLessThanOrEqual(3);
  });

  it('It should refuse registering a verified address, and re-send for an unverified one', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    clock.advance(121_000);
    await register(deps, { ...ada, name: 'Ada L.' });
    expect(mailer.sent).toHaveLength(2);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    await expect(register(deps, ada)).rejects.toThrow(ConflictError);
  });

  it('It should answer a repeated sign-up like the first while unverified: same message, no second code within the cooldown', async () => {
    const { deps, mailer, clock, users } = setup();
    const first = await register(deps, ada);
    clock.advance(30_000);
    await expect(register(deps, ada)).resolves.toEqual(first);
    expect(mailer.sent).toHaveLength(1);
    expect(users.all()).toHaveLength(1);
    // The code of the first answer still verifies.
    await expect(verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string })).resolves.toMatchObject({ token_type: 'bearer' });
  });

  it('It should resend once the cooldown is over, and refuse another password within it with 429', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    clock.advance(10_000);
    const other = register(deps, { ...ada, password: 'another passphrase' });
    await expect(other).rejects.toThrow(TooManyRequestsError);
    await expect(other).rejects.toMatchObject({ headers: { 'Retry-After': '110' } });
    clock.advance(111_000);
    await register(deps, ada);
    expect(mailer.sent).toHaveLength(2);
  });

  it('It should answer 8 identical sign-ups sent at once all alike, with one account and one code, never 409', async () => {
    const { deps, mailer, users } = setup();
    const results = await Promise.all(Array.from({ length: 8 }, () => register(deps, ada).catch((e: unknown) => e)));
    expect(results).toEqual(Array.from({ length: 8 }, () => ({ message: `Account created. We sent a 6-digit code to ${ada.email}.` })));
    expect(users.all()).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('It should throttle failed sign-ins per account and client address: a stranger is locked out, the owner elsewhere is not', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const stranger = { clientAddress: '203.0.113.9' };
    for (let i = 0; i < 10; i++) await expect(login(deps, { ...ada, password: 'wrong!!!' }, stranger)).rejects.toThrow(UnauthorizedError);
    await expect(login(deps, ada, stranger)).rejects.toThrow(TooManyRequestsError);
    // The owner, from home and from a phone network, signs in; the stranger stays refused until the window passes.
    await expect(login(deps, ada, { clientAddress: '198.51.100.20' })).resolves.toMatchObject({ token_type: 'bearer' });
    await expect(login(deps, ada, { clientAddress: '2001:db8:1:2::7' })).resolves.toMatchObject({ token_type: 'bearer' });
    await expect(login(deps, { ...ada, password: 'wrong!!!' }, stranger)).rejects.toThrow(TooManyRequestsError);
    clock.advance(15 * 60 * 1000 + 1);
    await expect(login(deps, ada, stranger)).resolves.toMatchObject({ token_type: 'bearer' });
  });

  it('It should refuse every address that failed once a distributed guess passes 100 failures, and still let a clean address in', async () => {
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    for (let i = 0; i < 100; i++) {
      await expect(login(deps, { ...ada, password: 'wrong!!!' }, { clientAddress: `192.0.2.${i}` })).rejects.toThrow(UnauthorizedError);
    }
    await expect(login(deps, { ...ada, password: 'wrong!!!' }, { clientAddress: '192.0.2.7' })).rejects.toThrow(TooManyRequestsError);
    await expect(login(deps, ada, { clientAddress: '192.0.2.7' })).rejects.toThrow(TooManyRequestsError);
    await expect(login(deps, ada, { clientAddress: '198.51.100.20' })).resolves.toMatchObject({ token_type: 'bearer' });
    expect(users.all()[0]?.login_failures.length).toBeLessThanOrEqual(100);
  });

  it('It should key failures by a hash of the address, counting an IPv6 /64 as one, and store no address', async () => {
    expect(addressKey('2001:db8:1:2::7', 'p')).toBe(addressKey('2001:0db8:0001:0002:ffff::1', 'p'));
    expect(addressKey('2001:db8:1:2::7', 'p')).not.toBe(addressKey('2001:db8:1:3::7', 'p'));
    expect(addressKey('::ffff:192.0.2.1', 'p')).toBe(addressKey('192.0.2.1', 'p'));
    expect(addressKey('192.0.2.1', 'p')).not.toBe(addressKey('192.0.2.2', 'p'));
    expect(addressKey('192.0.2.1', 'p')).toMatch(/^[0-9a-f]{16}$/);
    // What does not parse (no address known, a proxy's garbage) is keyed as sent, never thrown on.
    expect(addressKey('', 'p')).toMatch(/^[0-9a-f]{16}$/);
    expect(addressKey('not-an-address', 'p')).not.toBe(addressKey('', 'p'));
    const { deps, mailer, users } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    await login(deps, { ...ada, password: 'wrong!!!' }, { clientAddress: '203.0.113.9' }).catch(() => undefined);
    expect(JSON.stringify(users.all())).not.toContain('203.0.113.9');
  });

  it('It should count failures stored before issue 18 (bare times) as from an unknown address: toward the account-wide ceiling only', async () => {
    const { deps, mailer, users, clock } = setup();
    await register(deps, ada);
    await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const [u] = users.all();
    await users.update({ ...u!, login_failures: Array.from({ length: 100 }, () => clock.now() - 1000) });
    const from = { clientAddress: '203.0.113.9' };
    await expect(login(deps, { ...ada, password: 'wrong!!!' }, from)).rejects.toThrow(UnauthorizedError);
    await expect(login(deps, ada, from)).rejects.toThrow(TooManyRequestsError);
    await expect(login(deps, ada, { clientAddress: '198.51.100.20' })).resolves.toMatchObject({ token_type: 'bearer' });
  });

  it('It should change the e-mail only once the code sent to the new address is entered', async () => {
    const { deps, mailer, clock } = setup();
    await register(deps, ada);
    const { access_token } = await verifyEmail(deps, { email: ada.email, otp: mailer.lastCode(ada.email) as string });
    const id = access_token.replace('tok:', '');
    clock.advance(121_000);
    await updateProfile(deps, id, { name: 'Ada Lovelace', email: 'ada@new.example' });
    expect(await getMe(deps, id)).toMatchObject({ name: 'Ada Lovelace', email: ada.email, pending_email: 'ada@new.example' });
    await expect(confirmEmailChange(deps, id, '999999' === mailer.lastCode('ada@new.example') ? '888888' : '999999')).rejects.toThrow(BadRequestError);
    const me = await confirmEmailChange(deps, id, mailer.lastCode('ada@new.example') as string);
    expect(me).toMatchObject({ email: 'ada@new.example', pending_email: null });
    await expect(login(deps, { email: 'ada@new.example', password: ada.password })).resolves.toMatchObject({ token_type: 'bearer' });
  });
});
