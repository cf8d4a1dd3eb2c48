import { AsyncLocalStorage } from 'node:async_hooks';

/** One invocation of a handler: its deadline and whether it has been answered. */
export interface Invocation {
  /** Aborted the moment the invocation's answer is returned (success, error or timeout). */
  signal: AbortSignal;
  /** Milliseconds left before the function's timeout (Lambda context.getRemainingTimeInMillis). */
  remainingMs(): number;
}

const store = new AsyncLocalStorage<Invocation>();

/**
 * Runs `fn` as one invocation: everything it starts, however deeply awaited, sees this invocation's
 * context (AsyncLocalStorage), also when many invocations share a process (the local stack serves
 * concurrent requests in one Node process, like Lambda's multi-concurrency). When `fn` settles the
 * invocation counts as answered: its signal aborts, so work it left running cannot write afterwards.
 */
export async function runInvocation<T>(remainingMs: () => number, fn: () => Promise<T>): Promise<T> {
  const answered = new AbortController();
  try {
    return await store.run({ signal: answered.signal, remainingMs }, fn);
  } finally {
    answered.abort();
  }
}

/** The invocation the caller runs in, or undefined outside one (scripts, seeding, tests of units). */
export function currentInvocation(): Invocation | undefined {
  return store.getStore();
}

/** Thrown by a port called after its invocation was answered: the write is refused, not done late. */
export class AnsweredInvocationError extends Error {
  constructor(what: string) {
    super(`Refused ${what}: this request was already answered (it timed out or failed), so it may not write any more.`);
    this.name = 'AnsweredInvocationError';
  }
}

/**
 * Wraps a port (an object whose methods all return promises) so that each call first checks that its invocation has not
 * been answered yet (issue 18 §2 "no handler goes on writing after its request was answered with an
 * error"). Outside an invocation calls pass through. The check is at the call: a call already under
 * way finishes, as a single DynamoDB write is atomic either way.
 * @param name the port's name, for the error.
 * @throws AnsweredInvocationError from a method called after the answer.
 */
export function answeredGuard<T extends object>(name: string, port: T): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (store.getStore()?.signal.aborted) return Promise.reject(new AnsweredInvocationError(`${name}.${String(key)}`));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
