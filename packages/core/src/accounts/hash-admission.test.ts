import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import type { PasswordHasher } from '../ports';
import { createManualClock, createMemoryMailer, createMemoryUserRepository, plainHasher, plainTokens } from '../testing/fakes';
import { withHashAdmission } from './hash-admission';
import { login } from './login';

/** A hasher whose hashes end only when the test says so, recording the order they started in. */
function manualHasher() {
  const started: string[] = [];
  const pending: Array<() => void> = [];
  const hasher: PasswordHasher = {
    hash: (pw) => new Promise((resolve) => { started.push(pw); pending.push(() => resolve(`h:${pw}`)); }),
    verify: (pw) => new Promise((resolve) => { started.push(pw); pending.push(() => resolve(true)); }),
  };
  return { hasher, started, finishNext: () => pending.shift()?.() };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('password hashing behind admission control', () => {
  it('It should run at most `slots` hashes at once and start the waiting ones in arrival order', async () => {
    const { hasher, started, finishNext } = manualHasher();
    const admitted = withHashAdmission(hasher, { slots: 2, budgetMs: () => 60_000, initialEstimateMs: 100 });
    const all = ['a', 'b', 'c', 'd'].map((pw) => admitted.hash(pw));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(admitted.stats()).toMatchObject({ running: 2, queued: 2 });
    finishNext();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < 3; i++) { finishNext(); await tick(); }
    await expect(Promise.all(all)).resolves.toEqual(['h:a', 'h:b', 'h:c', 'h:d']);
    expect(admitted.stats()).toMatchObject({ running: 0, queued: 0, refused: 0 });
  });

  it('It should refuse with 503 and Retry-After, at once and without hashing, a request whose wait would pass its budget', async () => {
    const { hasher, started, finishNext } = manualHasher();
    // 1 slot, 1 s per hash, 2.5 s budget: the running hash, one waiting and this one fit (1 s wait + 1 s hash); the next does not.
    const admitted = withHashAdmission(hasher, { slots: 1, budgetMs: () => 2_500, initialEstimateMs: 1_000 });
    const first = admitted.hash('a');
    const second = admitted.hash('b');
    const third = admitted.hash('c').catch((e: unknown) => e);
    const refused = await third;
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect((refused as ServiceUnavailableError).status).toBe(503);
    // Wait for two hashes (2 s) + its own (1 s), in whole seconds.
    expect((refused as ServiceUnavailableError).headers['Retry-After']).toBe('3');
    expect((refused as ServiceUnavailableError).detail).toMatch(/try again in 3 seconds/);
    expect(admitted.stats().refused).toBe(1);
    finishNext(); await tick(); finishNext();
    await expect(Promise.all([first, second])).resolves.toEqual(['h:a', 'h:b']);
    expect(started).toEqual(['a', 'b']);
  });

  it('It should skip a queued hash whose request was answered meanwhile, and go on with the next', async () => {
    const { hasher, started, finishNext } = manualHasher();
    let answered = false;
    const admitted = withHashAdmission(hasher, { slots: 1, budgetMs: () => 60_000, isAnswered: () => answered, initialEstimateMs: 10 });
    const first = admitted.hash('a');
    const late = admitted.verify('b', 'x').catch((e: unknown) => e);
    await tick();
    answered = true;
    finishNext();
    expect(await late).toBeInstanceOf(ServiceUnavailableError);
    await expect(first).resolves.toBe('h:a');
    expect(started).toEqual(['a']);
    expect(admitted.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('It should learn how long a hash takes and refuse by that estimate', async () => {
    let t = 0;
    const slow: PasswordHasher = { hash: async () => { t += 4_000; return 'h'; }, verify: async () => true };
    const admitted = withHashAdmission(slow, { slots: 1, budgetMs: () => 3_000, initialEstimateMs: 100, now: () => t });
    await expect(admitted.hash('a')).resolves.toBe('h');
    // The estimate moves from 100 ms toward 4 s: 0.7 × 100 + 0.3 × 4000 = 1270 ms, then 2089, 2662, 3063.
    expect(admitted.stats().estimateMs).toBeCloseTo(1270);
    for (const pw of ['b', 'c', 'd']) await expect(admitted.hash(pw)).resolves.toBe('h');
    expect(admitted.stats().estimateMs).toBeCloseTo(3063.4, 0);
    await expect(admitted.hash('e')).rejects.toThrow(ServiceUnavailableError);
  });

  // In this file, not accounts.test.ts: sign-in keeps its dummy hash per module, and no earlier test here made one.
  it('It should not keep a dummy hash refused with 503: an unknown e-mail answers 401 once there is room again', async () => {
    let budget = 0;
    const passwords = withHashAdmission(plainHasher, { slots: 1, budgetMs: () => budget });
    const deps = { users: createMemoryUserRepository(), mailer: createMemoryMailer(), clock: createManualClock(), passwords, tokens: plainTokens, otpPepper: 'p' };
    const nobody = { email: 'nobody@example.com', password: 'correct horse' };
    await expect(login(deps, nobody)).rejects.toThrow(ServiceUnavailableError);
    budget = 60_000;
    await expect(login(deps, nobody)).rejects.toThrow(UnauthorizedError);
  });
});
