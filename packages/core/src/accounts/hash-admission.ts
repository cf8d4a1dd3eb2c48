import { ServiceUnavailableError } from '../errors';
import { HASH_INITIAL_ESTIMATE_MS } from '../limits';
import type { PasswordHasher } from '../ports';

/** How a hasher behind admission control is sized and how long a request may spend on its hash. */
export interface HashAdmissionOptions {
  /** Hashes that run at once: the pool's threads (1 in a Lambda, which serves one request at a time). */
  slots: number;
  /**
   * Milliseconds this request can still spend waiting for and computing its hash, e.g. the invocation's
   * remaining time minus the time its writes and answer need. Read at admission.
   */
  budgetMs: () => number;
  /** True once this request was answered (timed out): a queued hash is then skipped, not computed. */
  isAnswered?: () => boolean;
  /** A hash's duration before one has been measured, in ms (default HASH_INITIAL_ESTIMATE_MS). */
  initialEstimateMs?: number;
  /** Time source in ms (tests). */
  now?: () => number;
}

/** What admission control reports (for logs and benchmarks). */
export interface HashAdmissionStats {
  running: number;
  queued: number;
  /** Moving average of a hash's duration, ms. */
  estimateMs: number;
  refused: number;
}

/**
 * Puts admission control in front of a password hasher (issue 18 §2 "honest answers under load"):
 * at most `slots` hashes run at once, the rest wait in FIFO order; a request whose hash could not start
 * and finish within its `budgetMs` (queue position ÷ slots × the moving-average duration, plus one hash)
 * is refused at once with 503 and Retry-After, before anything is written, instead of timing out late
 * as a 500 while its work goes on. Both `hash` and `verify` count (sign-up, sign-in and the sign-up
 * retry each cost one scrypt).
 * @throws ServiceUnavailableError (503, Retry-After in whole seconds ≥ 1) when the queue is too long for the
 *   budget, or when the request was answered while its hash waited.
 */
export function withHashAdmission(hasher: PasswordHasher, opts: HashAdmissionOptions): PasswordHasher & { stats(): HashAdmissionStats } {
  const now = opts.now ?? (() => performance.now());
  const slots = Math.max(1, Math.floor(opts.slots));
  const waiting: Array<() => void> = [];
  let running = 0;
  let estimateMs = opts.initialEstimateMs ?? HASH_INITIAL_ESTIMATE_MS;
  let refused = 0;

  const busy = (waitMs: number) => {
    refused += 1;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new ServiceUnavailableError(`Too many people are signing in right now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`, seconds);
  };
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) { running += 1; next(); }
  };

  async function admitted<T>(work: () => Promise<T>): Promise<T> {
    const ahead = running + waiting.length;
    // Hashes that must end before this one starts, in rounds of `slots` at a time.
    const waitMs = ahead < slots ? 0 : Math.ceil((ahead - slots + 1) / slots) * estimateMs;
    if (waitMs + estimateMs > opts.budgetMs()) throw busy(waitMs + estimateMs);
    if (ahead < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    if (opts.isAnswered?.()) {
      release();
      throw busy(estimateMs);
    }
    const started = now();
    try {
      return await work();
    } finally {
      // An exponentially weighted moving average, so the estimate follows the machine's load.
      estimateMs = 0.7 * estimateMs + 0.3 * (now() - started);
      release();
    }
  }

  return {
    hash: (password) => admitted(() => hasher.hash(password)),
    verify: (password, encoded) => admitted(() => hasher.verify(password, encoded)),
    stats: () => ({ running, queued: waiting.length, estimateMs, refused }),
  };
}
