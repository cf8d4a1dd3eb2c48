// The task a thread of the local stack's scrypt pool runs (scrypt-pool.ts): one key derivation, done
// synchronously on this worker thread so neither the event loop nor libuv's shared thread pool waits on it.
import { scryptSync } from 'node:crypto';

/**
 * @param {{ password: string, salt: Uint8Array, keyLength: number, options: import('node:crypto').ScryptOptions }} task
 * @returns {Uint8Array} the derived key
 */
export default function derive({ password, salt, keyLength, options }) {
  return new Uint8Array(scryptSync(password, Buffer.from(salt), keyLength, options));
}
