import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ScryptKdf } from '@sitewright/core/accounts/passwords';
import { Piscina } from 'piscina';

/** A worker-thread pool for password hashing (issue 18 §2 "off the event loop, in a pool sized to the machine"). */
export interface ScryptPool {
  kdf: ScryptKdf;
  /** Threads, i.e. hashes that run at once. */
  slots: number;
  close(): Promise<void>;
}

/**
 * Starts a Piscina pool of `threads` worker threads (default: the machine's available parallelism) that
 * run scrypt (scrypt-worker.mjs). Hashing there leaves the event loop and libuv's four shared threads,
 * which dynalite's files and the local servers need, free under a burst of sign-ups; admission control
 * (core hash-admission.ts) keeps the queue in front of it short. Threads start lazily and idle out.
 * @param root the repository root (the worker file is functions/local/scrypt-worker.mjs under it).
 */
export function startScryptPool(root: string, threads = availableParallelism()): ScryptPool {
  const slots = Math.max(1, threads);
  const pool = new Piscina({ filename: join(root, 'functions', 'local', 'scrypt-worker.mjs'), minThreads: 0, maxThreads: slots, idleTimeout: 30_000 });
  return {
    slots,
    kdf: async (password, salt, keyLength, options) =>
      Buffer.from(await pool.run({ password, salt: new Uint8Array(salt), keyLength, options }) as Uint8Array),
    close: () => pool.destroy(),
  };
}
